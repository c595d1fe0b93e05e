// @ts-check
// The example panel's descriptor: what the page needs of it before its code (docs/architecture.md, "Panels").
// A panel of the page has its descriptor in ../index.js (PANELS); this one is kept out of that list, and so out
// of the page and its bundle: tests/e2e/example-panel.test.mjs mounts it alone.
import { STATE } from './state.js';

/** @type {import('../panel.js').PanelDescriptor} */
export const EXAMPLE = {
  id: 'example',
  titleKey: 'example.title',
  state: STATE,
  strings: { ko: () => [import('./i18n/ko.js')], en: () => [import('./i18n/en.js')] },
  parts: [], // it calls the facade on the main thread for nothing ...
  jobParts: ['core'], // ... and its job calls psdCheck, of the part "core"
  load: () => import('./controller.js'),
};
