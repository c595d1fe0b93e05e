// @ts-check
// The example panel's URL state: one key, the matrix (example.m in the link, written only when it differs from
// the default). Only its shape is checked here; whether it is symmetric and finite is the core's call.
import { fields } from '../../runtime/state.js';

export const STATE = {
  m: fields.matrix({
    default: [
      [2, 1],
      [1, 2],
    ],
    square: true,
  }),
};
