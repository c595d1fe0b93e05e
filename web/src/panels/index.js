// @ts-check
// Every panel, in page order, as the page needs it before the panel's code: its id, its title's key, its URL
// state (the store reads the address and Share builds links for every panel, mounted or not) and load(), the
// panel's module ({mount(root, context), numpy?}), one chunk per panel downloaded when the panel is needed.
// stylesheets: its own rules (web/styles/), linked into its root before it mounts (the first panel's rules and
// those several panels share are styles.css's, the first visit's). strings: the panel's own strings per language,
// downloaded with its code (the page's table, i18n/<lang>/index.js, holds the common ones, the titles and the
// first panel's).
// parts: the core's parts the panel's own (main-thread) calls need, loaded before it mounts (gramlab.loadParts);
// laterParts: those its first result does without, loaded once it has mounted (context.laterParts resolves
// then, so the first visit downloads less before the first result); its jobs run in its worker, which loads
// the part of each call itself. jobParts: the parts its jobs call,
// which its worker instantiates when the panel comes near the screen (worker-client.js, warm). question: what the
// panel asks before its results (reader/predict.js; its strings are the page's, question.<id>), answered by the
// panel through its context's answer(); its `results` (a selector in the panel's body) are what would give the
// answer away, folded until the reader guesses, and everything else (the question's subject) stays readable.
import { STATE as attention } from './attention/state.js';
import { STATE as featureMaps } from './feature-maps/state.js';
import { STATE as gammaSweep, largestGammaQuestion } from './gamma-sweep/state.js';
import { STATE as kernelCheck } from './kernel-check/state.js';
import { STATE as methods } from './methods/state.js';
import { STATE as sigmoid } from './sigmoid/state.js';
import { STATE as similarity } from './similarity/state.js';
import { STATE as sylvester } from './sylvester/state.js';

// Every key of a panel's state as the link writes it: a question's numbers when all of them matter.
const stateText = (spec, state) =>
  Object.keys(spec)
    .map((key) => spec[key].format(state[key]))
    .join('&');

/** @type {import('./panel.js').PanelDescriptor[]} */
export const PANELS = [
  {
    id: 'similarity',
    titleKey: 'similarity.title',
    state: similarity,
    // Before the first verdict: is the article's plausible-looking table a Gram matrix?
    question: {
      choices: ['yes', 'no'],
      params: (state) => ({ m: similarity.m.format(state.m) }),
      results: ':scope > .panel-body > .results, :scope > .tabs', // the table stays
    },
    parts: ['core'],
    laterParts: ['detail'],
    jobParts: ['detail'],
    load: () => import('./similarity.js'),
  },
  {
    id: 'sylvester',
    titleKey: 'sylvester.title',
    state: sylvester,
    // Before the first verdict: is G positive definite, every leading minor positive? (the article's A: yes)
    question: {
      choices: ['yes', 'no'],
      params: (state) => ({ m: sylvester.m.format(state.m) }),
      results: '.matrix-column > .eigen-view, :scope > .panel-body > .results', // G stays
    },
    parts: ['core', 'detail'],
    jobParts: ['detail'],
    strings: { ko: () => [import('../i18n/ko/sylvester.js')], en: () => [import('../i18n/en/sylvester.js')] },
    stylesheets: ['sylvester.css'],
    load: () => import('./sylvester.js'),
  },
  {
    id: 'feature-maps',
    titleKey: 'featureMaps.title',
    state: featureMaps,
    // Before the size table: how much memory one φ(x) takes in float32 for the table's own d and p (the article's
    // 768 and 4: 59 GB), answered in the unit the table prints it in. The size table's d and p stay, and the
    // sections before and after it (they do not answer it); the claim's count of features waits.
    question: {
      choices: ['kilobytes', 'megabytes', 'gigabytes', 'terabytes'],
      params: (state) => ({ d: state.sizeD, p: state.sizeP }),
      results: '.size-view > :not(.feature-inputs)',
      openClaim: true,
    },
    parts: ['core', 'kernels'],
    jobParts: ['kernels'],
    strings: { ko: () => [import('../i18n/ko/feature-maps.js')], en: () => [import('../i18n/en/feature-maps.js')] },
    stylesheets: ['feature-maps.css'],
    load: () => import('./feature-maps.js'),
  },
  {
    id: 'gamma-sweep',
    titleKey: 'gammaSweep.title',
    state: gammaSweep,
    // Before the table: at its largest γ, how many of the n eigenvalues carry 95% of the sum (the article: 269 of 300
    // at γ = 3, each point nearly its own axis).
    question: {
      max: (state) => largestGammaQuestion(state).n,
      params: largestGammaQuestion,
      results: ':scope > :is(:has(.gamma-table), .rank-definition, h3, .gamma-live, .gamma-ridge, .gamma-fit)', // the settings stay
    },
    parts: ['core', 'kernels'],
    jobParts: ['kernels', 'learn', 'detail'],
    strings: {
      ko: () => [import('../i18n/ko/points.js'), import('../i18n/ko/gamma-sweep.js')],
      en: () => [import('../i18n/en/points.js'), import('../i18n/en/gamma-sweep.js')],
    },
    stylesheets: ['gamma-sweep.css'],
    load: () => import('./gamma-sweep.js'),
  },
  {
    id: 'sigmoid',
    titleKey: 'sigmoid.title',
    state: sigmoid,
    // Before the first result: how many of K's n eigenvalues are negative (the article: 142 of 300).
    question: { max: (state) => state.n, params: ({ n, a, b, seed, d }) => ({ n, a, b, seed, d }), results: '.sigmoid-body' },
    parts: [],
    jobParts: ['kernels'],
    strings: { ko: () => [import('../i18n/ko/sigmoid.js')], en: () => [import('../i18n/en/sigmoid.js')] },
    stylesheets: ['sigmoid.css'],
    load: () => import('./sigmoid.js'),
  },
  {
    id: 'attention',
    titleKey: 'attention.title',
    state: attention,
    // Before the first result: what the tie W_Q = W_K does to the scores' complex eigenvalues.
    question: {
      choices: ['stay', 'real'],
      params: ({ seed, tokens, dk, scale, x }) => ({ seed, tokens, dk, scale, x: attention.x.format(x) }),
      results: ':scope > :is(.attention-blend, .attention-scores, .attention-gram)', // the closing table does not answer it
    },
    parts: ['core'],
    jobParts: ['core', 'kernels'],
    strings: { ko: () => [import('../i18n/ko/attention.js')], en: () => [import('../i18n/en/attention.js')] },
    stylesheets: ['attention.css'],
    load: () => import('./attention.js'),
  },
  {
    id: 'kernel-check',
    titleKey: 'kernel.title',
    state: kernelCheck,
    // Before the verdict: is the reader's function a kernel? Proved or refuted by the core; 'undecided' when neither.
    question: {
      choices: ['yes', 'no'],
      params: (state) => ({ expression: state.expression, values: kernelCheck.params.format(state.params) }),
      results: ':scope > :is(.kernel-result, .kernel-proof-tree, .kernel-search, .kernel-witness, .kernel-reconstruction)',
    },
    parts: ['core', 'learn'],
    jobParts: ['learn', 'detail'],
    strings: {
      ko: () => [import('../i18n/ko/points.js'), import('../i18n/ko/kernel-check.js')],
      en: () => [import('../i18n/en/points.js'), import('../i18n/en/kernel-check.js')],
    },
    stylesheets: ['kernel-check.css', 'expression-editor.css'],
    load: () => import('./kernel-check.js'),
  },
  {
    id: 'methods',
    titleKey: 'methods.title',
    state: methods,
    // Before the first run: how many test points the method gets right, keyed by every setting of the panel.
    question: {
      max: (state) => state.nTest,
      params: (state) => ({ nTest: state.nTest, settings: stateText(methods, state) }),
      results: ':scope > :is(.methods-view, .methods-starts)', // the settings stay
    },
    parts: ['learn'],
    jobParts: ['learn'],
    strings: {
      ko: () => [import('../i18n/ko/kernel-check.js'), import('../i18n/ko/methods.js')],
      en: () => [import('../i18n/en/kernel-check.js'), import('../i18n/en/methods.js')],
    },
    stylesheets: ['methods.css', 'expression-editor.css'],
    load: () => import('./methods.js'),
  },
];
