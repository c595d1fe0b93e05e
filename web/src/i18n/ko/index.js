// Every ko string of the page, in one table: a visit loads its own language's table and no other.
import common from './common.js';
import points from './points.js';
import similarity from './similarity.js';
import sylvester from './sylvester.js';
import featureMaps from './feature-maps.js';
import gammaSweep from './gamma-sweep.js';
import sigmoid from './sigmoid.js';
import attention from './attention.js';
import kernelCheck from './kernel-check.js';
import methods from './methods.js';

export default { ...common, ...points, ...similarity, ...sylvester, ...featureMaps, ...gammaSweep, ...sigmoid, ...attention, ...kernelCheck, ...methods };
