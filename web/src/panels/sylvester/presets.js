// The panel's presets, in button order: the article's matrices.
import { ARTICLE_S, SYLVESTER_A, SYLVESTER_B, SYLVESTER_CAVEAT } from '../../article-matrices.js';

export const PRESETS = { A: SYLVESTER_A, B: SYLVESTER_B, S: ARTICLE_S, caveat: SYLVESTER_CAVEAT };
