// @ts-check
// "Copy as numpy" for the example panel: the matrix and its eigenvalues.
import { pyMatrix } from '../../reader/numpy.js';

/** @param {{m: number[][]}} state */
export const numpy = ({ m }) => ['import numpy as np', `A = ${pyMatrix(m)}`, 'print("eigenvalues:", *np.linalg.eigvalsh(A))'].join('\n');
