// Accessible tabs (WAI-ARIA tabs pattern): one tab stop, ←/→/Home/End move and select, panels keep their DOM.
import { h } from '../../dom.js';

let tabsCount = 0;

/**
 * @param {{label: string, tabs: {id: string, title: string, panel: HTMLElement}[], selected: string,
 *   onSelect: (id: string) => void}} options
 */
export function createTabs({ label, tabs, selected, onSelect }) {
  const uid = `tabs-${++tabsCount}`;
  const buttons = tabs.map(({ id, title }, k) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${uid}-${id}`,
        'aria-controls': `${uid}-${id}-panel`,
        onclick: () => choose(id),
        onkeydown: (event) => move(event, k),
      },
      title,
    ),
  );
  const panels = tabs.map(({ id, panel }) =>
    h('div', { role: 'tabpanel', id: `${uid}-${id}-panel`, 'aria-labelledby': `${uid}-${id}`, tabindex: 0, class: 'tab-panel' }, panel),
  );

  function select(id) {
    tabs.forEach((tab, k) => {
      const on = tab.id === id;
      buttons[k].setAttribute('aria-selected', String(on));
      buttons[k].tabIndex = on ? 0 : -1;
      panels[k].hidden = !on;
    });
  }

  function choose(id) {
    select(id);
    onSelect(id);
  }

  function move(event, k) {
    const last = tabs.length - 1;
    const next = { ArrowRight: k === last ? 0 : k + 1, ArrowLeft: k === 0 ? last : k - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next].focus();
    choose(tabs[next].id);
  }

  select(selected);
  return { element: h('div', { class: 'tabs' }, h('div', { role: 'tablist', 'aria-label': label }, ...buttons), ...panels), select };
}
