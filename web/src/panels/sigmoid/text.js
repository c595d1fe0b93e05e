// A typed number as typed (0.5, 1e-3 as 1 × 10⁻³), with the real minus sign; `signed` for "+ b" in a formula.
import { plain } from '../../format.js';

export { plain };
export const signed = (x) => (x < 0 || Object.is(x, -0) ? `\u2212 ${plain(-x)}` : `+ ${plain(x)}`);
