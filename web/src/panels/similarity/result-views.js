// The similarity panel's result views, built in one place: the eigenvalues and the verdict (verdict.js) and cᵀSc
// (quadratic.js) beside the table, and under them three tabs — the two repairs (repair.js), the vectors behind a
// Gram matrix (vectors.js), the elliptope (geometry.js). Views only: what the reader does goes to the callbacks.
import { h } from '../../dom.js';
import { createGeometryView } from './geometry.js';
import { createQuadraticView } from './quadratic.js';
import { createRepairView } from './repair.js';
import { createTabs } from './tabs.js';
import { createVectorsView } from './vectors.js';
import { createVerdictView } from './verdict.js';

/**
 * @param {{t: Function, uid: string, labels: string[], view: string, onC: (c: number[]) => void,
 *   onEigenvector: () => number[], onUseRepair: (rows: number[][]) => void, onMovePoint: (point: number[]) => void,
 *   onX: (x: number[][]) => void, onUseVectors: (rows: number[][]) => void,
 *   onReconstruct: () => {x: number[][], rank: number, residual: number}, onView: (id: string) => void}} options
 *   labels: the table's names; view: the tab selected. The callbacks are the views' own (quadratic.js: onC,
 *   onEigenvector; repair.js: onUse; geometry.js: onMove; vectors.js: onX, onUseTable, onReconstruct) and the tabs'.
 */
export function createResultViews({
  t,
  uid,
  labels,
  view,
  onC,
  onEigenvector,
  onUseRepair,
  onMovePoint,
  onX,
  onUseVectors,
  onReconstruct,
  onView,
}) {
  const verdict = createVerdictView({ t });
  const quadratic = createQuadraticView({ t, labels, onC, onEigenvector });
  const repair = createRepairView({ t, onUse: onUseRepair });
  const geometry = createGeometryView({ t, uid, onMove: onMovePoint });
  const vectors = createVectorsView({ t, labels, onX, onUseTable: onUseVectors, onReconstruct });
  const tabs = viewTabs(t, { repair, vectors, geometry }, view, onView);
  const results = h('div', { class: 'results' }, verdict.element, quadratic.element);

  /** Shows or hides the results and the tabs under them (no result yet, or a table that overflows). */
  function showResults(on) {
    results.hidden = !on;
    tabs.element.hidden = !on;
  }

  return { verdict, quadratic, repair, geometry, vectors, tabs, results, showResults };
}

// The three views under the results, one tab each, in this order.
function viewTabs(t, views, selected, onSelect) {
  const tabs = Object.entries(views).map(([id, view]) => ({ id, title: t(`similarity.tab.${id}`), panel: view.element }));
  return createTabs({ label: t('similarity.views'), tabs, selected, onSelect });
}
