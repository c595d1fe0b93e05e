// The article's three answers to "can I plug in any similarity function?", the second one computed: the
// nearest neighbours under the article's non-PSD similarity table.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';

const letter = (i) => String.fromCharCode(65 + i);

export function createAnswers({ t }) {
  const rankText = h('p', {});
  const neighbours = h('ul', { class: 'neighbours' });
  // Shown only when the similarity panel is on the page.
  const link = h('a', { href: '#panel-similarity', hidden: true }, t('attention.answer.kernelLink'));
  const element = h(
    'section',
    { class: 'attention-answers' },
    h('h3', {}, t('attention.answers.title')),
    h(
      'ol',
      {},
      h('li', {}, t('attention.answer.kernel'), ' ', link),
      h('li', {}, rankText, neighbours),
      h('li', {}, t('attention.answer.learn')),
    ),
  );

  /** `check`: the core's psdCheck of the table; `nearest`: each item's nearest neighbours in it. */
  function render({ check, nearest }) {
    rankText.textContent = t('attention.answer.rank', { min: fixed(check.minEigenvalue, 3) });
    neighbours.replaceChildren(
      ...nearest.map(({ i, value, neighbours: js }) =>
        h(
          'li',
          { 'data-item': letter(i) },
          t('attention.answer.neighbour', { item: letter(i), neighbours: js.map(letter).join(', '), value: fixed(value, 1) }),
        ),
      ),
    );
  }

  return { element, render, showLink: (present) => (link.hidden = !present) };
}
