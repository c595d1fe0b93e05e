// How the panel writes its numbers.
import { fixed, scientific } from '../../format.js';

// As the article prints γ: 1.0 and 3.0, 0.05 and 0.3.
export const gammaText = (gamma) => (Number.isInteger(gamma) ? gamma.toFixed(1) : String(gamma));

export const lambdaText = (lambda) => (lambda === 0 ? '0' : scientific(lambda, 1));

export const conditionText = (condition) => (condition >= 1e4 ? scientific(condition, 1) : fixed(condition, 2));
