// The table's eigenvalues, negative ones marked, and the verdict in words — all from one psdCheck.
import { h } from '../../dom.js';
import { decisive, fixed, number } from '../../format.js';
import { eigenvalueItems } from '../../widgets/eigenvalues.js';
import { replaceLive, setLiveText } from '../../widgets/live.js';
import { exportMenu } from '../../reader/export-menu.js';

export function createVerdictView({ t }) {
  const values = h('ol', { class: 'eigenvalues' });
  const verdict = h('p', { class: 'verdict' });
  const detail = h('p', { class: 'verdict-detail' });

  let shown = [];
  function render(check) {
    shown = Array.from(check.eigenvalues);
    replaceLive(values, ...eigenvalueItems(check.eigenvalues, check));
    verdict.className = `verdict ${check.isPSD ? 'yes' : 'no'}`;
    setLiveText(verdict, t(check.isPSD ? 'similarity.verdict.psd' : 'similarity.verdict.notPsd'));
    verdict.dataset.psd = String(check.isPSD);
    const min = check.isPSD ? fixed(check.minEigenvalue, 3) : decisive(check.minEigenvalue, 3);
    setLiveText(
      detail,
      `${t(check.isPSD ? 'similarity.verdict.min' : 'similarity.verdict.negatives', { count: check.negativeCount, min })} ${t(
        'similarity.verdict.tolerance',
        { tolerance: number(check.tolerance) },
      )}`,
    );
  }

  const element = h(
    'div',
    { class: 'verdict-view', 'aria-live': 'polite' },
    h('h3', {}, t('similarity.eigenvalues')),
    values,
    exportMenu(t, { name: 'eigenvalues', csv: () => [['eigenvalue'], ...shown.map((x) => [String(x)])] }),
    verdict,
    detail,
  );
  return { element, render };
}
