// The hosted page: every panel, or only ?panel=a,b (the iframe embed), or a tour's step ?tour=k; ?embed=1 drops the header.
// ?exercise=id (one exercise on its panel) and ?exercises (the sheet) load the exercises' own code first.
import { mountApp } from './app/mount-app.js';
import { loadLanguage, pickLanguage, translator } from './runtime/i18n.js';
import { PANELS } from './panels/index.js';
import { postFrameHeight } from './reader/frame-height.js';
import { registerOffline } from './reader/offline.js';
import { EXERCISE_PAGE, hostedSite } from './site.js';

const params = new URLSearchParams(location.search);
// A published page of one language or one panel (index.en.html, similarity.html: scripts/link-pages.mjs) names
// them on <html>; the address's ?lang= and ?panel= come first.
const page = document.documentElement;
const lang = pickLanguage(params.get('lang'), page.lang);
page.lang = lang;
// ?tour=k: the k-th panel alone, in a tour of all of them (a step that is not one is the first).
const tour = params.has('tour') ? tourStep(params.get('tour')) : null;
const only = tour ? PANELS[tour - 1].id : (params.get('panel') ?? page.dataset.panel ?? null);
const options = {
  params,
  lang,
  panels: only ? only.split(',') : null,
  chrome: params.get('embed') !== '1',
  // What a panel's Embed points at: the address the build was given, else where this page is served.
  site: hostedSite(document),
  tour,
};
const root = document.getElementById('app');
const exercises = params.has('exercise') || params.has('exercises');
if (!exercises) loadLanguage(lang).then(() => (document.title = pageTitle(only ? only.split(',') : [])));
// The exercises' module sets its own title; if it cannot load (offline before it was cached), the page as usual.
const app = exercises
  ? import(EXERCISE_PAGE.href).then(
      (module) => module.openExercises(root, PANELS, options),
      () => mountApp(root, PANELS, options),
    )
  : mountApp(root, PANELS, options);

function tourStep(text) {
  const step = /^[1-9]\d?$/.test(text) ? Number(text) : 1;
  return step >= 1 && step <= PANELS.length ? step : 1;
}

// The tab's title in the page's language: one panel's own title in an embed of it, else the page's.
function pageTitle(ids) {
  const t = translator(lang); // the language's table is in (loadLanguage)
  const shown = PANELS.filter((panel) => ids.includes(panel.id));
  if (shown.length !== 1) return t('app.documentTitle');
  return t('app.panelTitle', { panel: t(shown[0].titleKey) });
}
// In an iframe: tell the host page our height on every change (docs/embedding.md has its few lines).
postFrameHeight(document.getElementById('app'));
// After the first visit the hosted page works offline (not inside a host's page: no <gram-lab> gets here); the
// service worker starts once the first panel works and the page has loaded, so it never delays them.
const loaded = new Promise((resolve) =>
  document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true }),
);
registerOffline({ after: Promise.all([app.then(({ firstPanel }) => firstPanel), loaded]) });
