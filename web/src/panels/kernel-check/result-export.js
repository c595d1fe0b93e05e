// The kernel check's result as a CSV: the expression, the verdict's numbers at full precision (the core's
// smallest eigenvalue, negative count and tolerance, the sample's size), one field per row.
import { exportMenu } from '../../reader/export-menu.js';

/** @returns {{element: HTMLElement, set(check: object, expression: string): void}} */
export function createResultExport(t) {
  let rows = null;
  const element = exportMenu(t, { name: 'kernel-check', csv: () => rows ?? [['field', 'value']] });
  function set(check, expression) {
    rows = [
      ['field', 'value'],
      ['expression', expression],
      ['n', String(check.n)],
      ['d', String(check.d)],
      ['symmetric', String(check.isSymmetric)],
      ['psd', String(check.isSymmetric && check.isPSD)],
      ['min_eigenvalue', String(check.minEigenvalue)],
      ['negative_count', String(check.negativeCount)],
      ['tolerance', String(check.tolerance)],
      ['max_asymmetry', String(check.maxAsymmetry)],
    ];
  }
  return { element, set };
}
