// Every panel, in page order. A panel is {id, titleKey, state (fields), mount(root, context)}.
import attention from './attention.js';
import featureMaps from './feature-maps.js';
import gammaSweep from './gamma-sweep.js';
import kernelCheck from './kernel-check.js';
import methods from './methods.js';
import sigmoid from './sigmoid.js';
import similarity from './similarity.js';
import sylvester from './sylvester.js';

export const PANELS = [similarity, sylvester, featureMaps, gammaSweep, sigmoid, attention, kernelCheck, methods];
