// Every panel, in page order. A panel is {id, titleKey, state (fields), mount(root, context)}.
import similarity from './similarity.js';

export const PANELS = [similarity];
