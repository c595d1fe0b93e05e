// @ts-check
// The example panel's view: the matrix as a line of text, its eigenvalues and the verdict. It draws what it is
// handed and calls back with what the reader committed; it never computes, runs a job or writes the store.
import { h } from '../../dom.js';
import { spectrumList } from '../../widgets/eigenvalues.js';
import { setLiveText } from '../../widgets/live.js';
import { createTextField } from '../../widgets/text-field.js';

/**
 * @param {{t: import('../panel.js').Translate, uid: string, text: string, parse: (text: string) => number[][],
 *   onCommit: (m: number[][]) => void}} options  text: the matrix as the field shows it; parse throws on bad text
 */
export function createExampleView({ t, uid, text, parse, onCommit }) {
  const field = createTextField({
    id: `${uid}-m`,
    label: t('example.matrix'),
    text,
    size: 24,
    parse,
    problem: () => t('example.invalid'),
    onCommit,
    key: 'm',
  });
  const spectrum = h('div', { class: 'example-eigenvalues' });
  const verdict = h('p', { class: 'example-verdict', role: 'status' });
  return {
    element: h('div', { class: 'example' }, field.element, h('p', {}, t('example.eigenvalues')), spectrum, verdict),
    /** @param {string} text the matrix the store holds now (Back, Forward) */
    setText: (text) => field.setText(text),
    /** @param {import('../../gramlab.js').PsdCheck} check the core's: eigenvalues lowest first, its count of negative ones */
    render({ eigenvalues, negativeCount, isPSD }) {
      spectrum.replaceChildren(spectrumList(eigenvalues, { negativeCount }));
      setLiveText(verdict, t(isPSD ? 'example.psd' : 'example.notPsd'));
    },
  };
}
