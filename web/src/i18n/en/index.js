// The page's English strings: the common ones, the panels' titles and the first panel's (the similarity table);
// every other panel's come with that panel (panels/index.js).
import common from './common.js';
import similarity from './similarity.js';
import titles from './titles.js';

export default { ...common, ...titles, ...similarity };
