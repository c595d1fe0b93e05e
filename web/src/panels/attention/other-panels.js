// The closing table's other two columns, following the other panels' stores (context.watch): a Gram matrix
// (the similarity panel's table when PSD, else XXᵀ of this panel's tokens; checked here on the main thread)
// and the γ panel's K (in the worker, once per source). Part of the controller.
import { gramColumn, kernelSource, kernelStep } from './compute.js';

/**
 * @param {{gramlab: object, jobs: object, watch: Function, closing: object, answers: object, showError: Function}} options
 *   closing: the closing table (closing-table.js); answers: the answers (answers.js), told whether the
 *   similarity panel is on the page.
 */
export function followOtherPanels({ gramlab, jobs, watch, closing, answers, showError }) {
  const kernelJob = jobs.job();
  let kernelShown = null; // the γ panel's source whose K the table shows
  let similarityState = null; // the similarity panel's state (null: that panel is not on the page)
  let tokens = null; // this panel's X, once computed

  function showGram() {
    try {
      closing.renderGram(gramColumn(gramlab, similarityState, tokens));
    } catch (error) {
      closing.renderFailed('gram');
      showError(error);
    }
  }
  watch('similarity', (similarity) => {
    similarityState = similarity;
    showGram();
    answers.showLink(Boolean(similarity));
  });
  watch('gamma-sweep', (gammaState) => refreshKernel(kernelSource(gammaState)));

  async function refreshKernel(source) {
    const key = `${source.seed}/${source.n}/${source.d}/${source.gamma}`;
    if (key === kernelShown) return;
    kernelShown = key;
    closing.renderKernel({ source, column: null });
    const outcome = await kernelJob.run([kernelStep(source)]);
    if (outcome.status === 'done') closing.renderKernel({ source, column: outcome.values[0] });
    else if (outcome.status === 'failed') {
      kernelShown = null;
      closing.renderFailed('kernel');
      showError(outcome.error);
    }
  }

  /** This panel's tokens X, the Gram column's vectors when the similarity table is no Gram matrix. */
  return {
    setTokens(X) {
      tokens = X;
      showGram();
    },
  };
}
