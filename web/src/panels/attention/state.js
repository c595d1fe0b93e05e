// The panel's URL state: the seeded recipe (seed, tokens, d_k, scale), the blend t, the two switches and a pasted X.
import { fields } from '../../runtime/state.js';
import { LIMITS } from '../../wasm/limits.js';

// The article's model width: the seeded X is n × 16 (a pasted X brings its own width).
export const WIDTH = 16;

const onOff = (d) => fields.choice({ default: d, options: ['off', 'on'] });
const scale = fields.number({ default: 0.25 }); // the core refuses a scale whose weights overflow
const pastedX = fields.matrix({ default: null, maxRows: LIMITS.maxAttentionTokens, maxCols: LIMITS.maxAttentionWidth });

// Declared once: each key is mirrored in the URL as attention.<key>; the bounds are the core's limits.
export const STATE = {
  seed: fields.seed({ default: '9' }),
  tokens: fields.integer({ default: 8, min: 1, max: LIMITS.maxAttentionTokens }),
  dk: fields.integer({ default: 16, min: 1, max: LIMITS.maxAttentionWidth }),
  scale: {
    ...scale,
    parse(text) {
      const x = scale.parse(text);
      if (!(x > 0)) throw new Error('the scale must be greater than 0');
      return x;
    },
  },
  // t of W_K(t) = (1 − t)·W_K + t·W_Q; 1 is the tie.
  blend: fields.number({ default: 0, min: 0, max: 1 }),
  tie: onOff('off'),
  softmax: onOff('off'),
  // null: X is drawn from the seed.
  x: { ...pastedX, format: (rows) => (rows ? pastedX.format(rows) : '') },
};
