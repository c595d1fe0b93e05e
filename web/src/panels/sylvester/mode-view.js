// The two views of the panel as radio buttons: Sylvester's leading minors step by step, or every principal minor.
import { h } from '../../dom.js';
import { MODES } from './state.js';

/**
 * @param {{t: Function, uid: string, mode: string, onMode: (mode: string) => void}} options
 *   mode: the view checked at first; onMode: the reader picked another.
 */
export function createModeView({ t, uid, mode, onMode }) {
  const inputs = MODES.map((value) =>
    h('input', { type: 'radio', name: `${uid}-mode`, value, checked: mode === value, onchange: () => onMode(value) }),
  );
  const element = h(
    'fieldset',
    { class: 'mode' },
    h('legend', {}, t('sylvester.mode')),
    ...MODES.map((value, i) => h('label', {}, inputs[i], ` ${t(`sylvester.mode.${value}`)}`)),
  );
  /** Checks `mode`'s button (after Back or Forward, or a switch made by the panel). */
  const render = (current) => inputs.forEach((input) => (input.checked = input.value === current));
  return { element, render };
}
