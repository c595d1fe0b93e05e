// The hosted page's header: its title, the language switch and, on a page of several panels, their contents.
import { h } from '../dom.js';
import { LANGUAGES } from '../runtime/i18n.js';

export function header(t, lang, params, panels) {
  const switcher = h(
    'nav',
    { class: 'language', 'aria-label': t('app.language') },
    ...Object.keys(LANGUAGES).map((code) => {
      // The state in the URL changes as the reader works: build the link from it when it is followed.
      const href = () => {
        const target = new URLSearchParams(params);
        target.set('lang', code);
        return `?${target}`;
      };
      return h(
        'a',
        {
          href: href(),
          lang: code,
          'aria-current': code === lang ? 'true' : null,
          onclick: (event) => {
            event.currentTarget.href = href();
          },
        },
        code === 'ko' ? '한국어' : 'English',
      );
    }),
  );
  return h(
    'header',
    { class: 'app-header' },
    h('h1', {}, t('app.title')),
    h('p', { class: 'subtitle' }, t('app.subtitle')),
    switcher,
    panels.length > 1 ? contents(t, panels) : null,
  );
}

// Links to each panel, for a page that shows more than one.
function contents(t, panels) {
  return h(
    'nav',
    { class: 'contents', 'aria-label': t('app.nav') },
    h('ol', {}, ...panels.map((panel) => h('li', {}, h('a', { href: `#panel-${panel.id}` }, t(panel.titleKey))))),
  );
}
