// Controls a teacher's link hides for a class, as TensorFlow Playground's do: ?hide=sigmoid.a,sigmoid.b. A control
// is the input of one key of a panel's state (its descriptor's `state`, declared once; the widgets bound to a key
// carry it as data-state-key), named `<panel id>.<key>`. A hidden control keeps the value the link gives its key;
// it is only not shown. Anything else in the list (an unknown name, a duplicate, a list longer than any real one) is
// ignored without a word: hiding is a teacher's convenience, never an error in front of the class.
import { h } from '../dom.js';

export const HIDE_PARAM = 'hide';
// Every control of every panel named once is well under this; a longer value is no teacher's list.
export const MAX_HIDE_LENGTH = 2000;

/**
 * @param {unknown} text the link's value
 * @param {{id: string, state: object}[]} panels the page's descriptors (panels/index.js)
 * @returns {Map<string, Set<string>>} panel id → the keys whose controls are hidden
 */
export function parseHidden(text, panels) {
  const hidden = new Map();
  if (typeof text !== 'string' || text.length > MAX_HIDE_LENGTH) return hidden;
  for (const name of text.split(',')) {
    const dot = name.indexOf('.');
    const panel = dot > 0 ? panels.find((candidate) => candidate.id === name.slice(0, dot)) : null;
    const key = name.slice(dot + 1);
    if (!panel || !Object.hasOwn(panel.state, key)) continue;
    if (!hidden.has(panel.id)) hidden.set(panel.id, new Set());
    hidden.get(panel.id).add(key);
  }
  return hidden;
}

/** The list as a link writes it, in page and state order ('' when nothing is hidden). */
export function hideText(hidden, panels) {
  return panels
    .flatMap((panel) =>
      Object.keys(panel.state)
        .filter((key) => hidden.get(panel.id)?.has(key))
        .map((key) => `${panel.id}.${key}`),
    )
    .join(',');
}

/**
 * Hides the controls `hidden` names under `root` (the page's app element or an embed's shadow root), by a style
 * sheet of its own: a control a panel draws again later is hidden too, and one the panel shows again stays hidden.
 * @param {HTMLElement} root
 * @param {{id: string, state: object}[]} panels
 * @param {Map<string, Set<string>>} hidden
 * @returns {{set(panelId: string, key: string, on: boolean): void, text(): string}}
 */
export function createHiddenControls(root, panels, hidden) {
  const scope = root.getRootNode();
  const sheet = typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in scope ? new CSSStyleSheet() : null;
  if (sheet) scope.adoptedStyleSheets = [...scope.adoptedStyleSheets, sheet];
  function apply() {
    const rules = [...hidden].flatMap(([id, keys]) =>
      [...keys].map((key) => `#panel-${CSS.escape(id)} [data-state-key="${CSS.escape(key)}"] { display: none !important; }`),
    );
    sheet?.replaceSync(rules.join('\n'));
  }
  apply();
  return {
    set(panelId, key, on) {
      if (!hidden.has(panelId)) hidden.set(panelId, new Set());
      hidden.get(panelId)[on ? 'add' : 'delete'](key);
      apply();
    },
    text: () => hideText(hidden, panels),
  };
}

/**
 * The teacher's chooser on a tour step: a checkbox per control the panel shows now (read when the chooser opens,
 * so a panel still loading is listed once it is in), named by the control's own label.
 * @param {{t: Function, panel: {id: string}, section: () => HTMLElement|null, controls: object, onChange: () => void}} options
 */
export function hideChooser({ t, panel, section, controls, onChange }) {
  const list = h('div', { class: 'hide-list' });
  const chooser = h('details', { class: 'hide-controls' }, h('summary', {}, t('tour.hide')), h('p', {}, t('tour.hideNote')), list);
  chooser.addEventListener('toggle', () => {
    if (!chooser.open) return;
    const found = new Map(); // key → its label, the first control of the key that has one
    for (const element of section()?.querySelectorAll('[data-state-key]') ?? []) {
      const label = element.querySelector('label')?.textContent ?? element.getAttribute('aria-label');
      if (!found.get(element.dataset.stateKey)) found.set(element.dataset.stateKey, label);
    }
    const hiddenNow = new Set(controls.text().split(','));
    list.replaceChildren(
      ...[...found].map(([key, label]) =>
        h(
          'label',
          {},
          h('input', {
            type: 'checkbox',
            value: key,
            checked: hiddenNow.has(`${panel.id}.${key}`),
            onchange: (event) => {
              controls.set(panel.id, key, event.currentTarget.checked);
              onChange();
            },
          }),
          ` ${label || key}`,
        ),
      ),
    );
    if (!found.size) list.replaceChildren(h('p', {}, t('tour.hideNone')));
  });
  return chooser;
}
