// Every panel, in page order, as the page needs it before the panel's code: its id, its title's key, its URL
// state (the store reads the address and Share builds links for every panel, mounted or not) and load(), the
// panel's module ({mount(root, context), numpy?}), one chunk per panel downloaded when the panel is needed.
// parts: the core's parts the panel's main-thread calls need (gramlab.loadParts); the lead fills them in.
import { STATE as attention } from './attention/state.js';
import { STATE as featureMaps } from './feature-maps/state.js';
import { STATE as gammaSweep } from './gamma-sweep/state.js';
import { STATE as kernelCheck } from './kernel-check/state.js';
import { STATE as methods } from './methods/state.js';
import { STATE as sigmoid } from './sigmoid/state.js';
import { STATE as similarity } from './similarity/state.js';
import { STATE as sylvester } from './sylvester/state.js';

export const PANELS = [
  { id: 'similarity', titleKey: 'similarity.title', state: similarity, parts: [], load: () => import('./similarity.js') },
  { id: 'sylvester', titleKey: 'sylvester.title', state: sylvester, parts: [], load: () => import('./sylvester.js') },
  { id: 'feature-maps', titleKey: 'featureMaps.title', state: featureMaps, parts: [], load: () => import('./feature-maps.js') },
  { id: 'gamma-sweep', titleKey: 'gammaSweep.title', state: gammaSweep, parts: [], load: () => import('./gamma-sweep.js') },
  { id: 'sigmoid', titleKey: 'sigmoid.title', state: sigmoid, parts: [], load: () => import('./sigmoid.js') },
  { id: 'attention', titleKey: 'attention.title', state: attention, parts: [], load: () => import('./attention.js') },
  { id: 'kernel-check', titleKey: 'kernel.title', state: kernelCheck, parts: [], load: () => import('./kernel-check.js') },
  { id: 'methods', titleKey: 'methods.title', state: methods, parts: [], load: () => import('./methods.js') },
];
