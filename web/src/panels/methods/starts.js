// The non-PSD story: the SVM dual from several starting points drawn side by side, each with its objective W,
// whether it converged, and its boundary; beside them the same runs on the clip- and shift-repaired K. With
// K PSD every start ends at one maximum; without, they may end apart — the verdict line says which happened.
import { h } from '../../dom.js';
import { number as formatNumber } from '../../format.js';
import { NEGATIVE_RGB, POSITIVE_RGB, cssRgb } from '../../widgets/diverging.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { GRID } from './state.js';
import { setLiveText } from '../../widgets/live.js';

/** @param {{t: Function}} options */
export function createStarts({ t }) {
  const verdict = h('p', { class: 'methods-starts-verdict figure-note', role: 'status' }); // what the maps show
  const runs = h('ol', { class: 'methods-runs' });
  const repairs = h('div', { class: 'methods-repairs' });
  const element = h(
    'section',
    { class: 'methods-starts', hidden: true },
    h('h3', {}, t('methods.starts.title')),
    h('p', {}, t('methods.starts.lead')),
    // The small maps' colour key: they draw sign(f) on the page's diverging scale, so its two ends alone.
    h(
      'p',
      { class: 'methods-starts-key' },
      t('methods.starts.key'),
      ' ',
      keyItem(NEGATIVE_RGB, 'f < 0'),
      ' ',
      keyItem(POSITIVE_RGB, 'f > 0'),
    ),
    verdict,
    runs,
    repairs,
  );

  function runCard(run, title) {
    const map = createHeatmap();
    map.draw(
      { rows: GRID, cols: GRID, data: run.gridDecision.map(Math.sign) },
      { diverging: true, max: 1, label: t('methods.starts.mapLabel', { title }) },
    );
    const status = run.converged
      ? t('methods.starts.converged', { iterations: run.iterations })
      : t('methods.starts.notConverged', { iterations: run.iterations });
    return h(
      'li',
      { class: 'methods-run' },
      h('strong', {}, title),
      map.element,
      h('span', { dataset: { objective: run.objective } }, t('methods.starts.objective', { value: formatNumber(run.objective, 6) })),
      h('span', {}, status),
    );
  }

  function verdictText(result) {
    if (result.agree) return t('methods.starts.agree');
    const failed = result.runs.filter((run) => !run.converged).length;
    if (failed) return t('methods.starts.stuck', { failed, total: result.runs.length });
    return t('methods.starts.disagree', { spread: formatNumber(result.objectiveSpread), bound: formatNumber(result.agreeBound) });
  }

  /** The SVM result on K (several starts) and, when K is not PSD, on its repairs ({clip, shift}); null hides. */
  function render(result, repaired) {
    element.hidden = !result;
    if (!result) return;
    element.dataset.agree = String(result.agree);
    setLiveText(
      verdict,
      `${t(result.isPSD ? 'methods.starts.psd' : 'methods.starts.notPsd', { min: formatNumber(result.minEigenvalue) })} ${verdictText(result)}`,
    );
    runs.replaceChildren(
      ...result.runs.map((run, i) => runCard(run, t(i === 0 ? 'methods.starts.zero' : 'methods.starts.random', { k: i + 1 }))),
    );
    repairs.replaceChildren(
      ...Object.entries(repaired ?? {}).map(([method, r]) =>
        h(
          'div',
          { class: 'methods-repair', dataset: { repair: method, agree: String(r.agree) } },
          h('h4', {}, t(`methods.starts.repair.${method}`)),
          h('p', {}, verdictText(r)),
          h('ol', { class: 'methods-runs' }, runCard(r.runs[0], t('methods.starts.zero', { k: 1 }))),
        ),
      ),
    );
  }

  return { element, render };
}

// A swatch and its meaning, kept on one line.
const keyItem = (rgb, text) =>
  h(
    'span',
    { class: 'methods-key-item' },
    h('span', { class: 'methods-swatch', 'aria-hidden': 'true', style: `background: ${cssRgb(rgb)}` }),
    ` ${text}`,
  );
