// @ts-check
// The example panel's controller (a panel of the page has it at panels/<id>.js; the example's sits in its folder,
// which the build does not bundle). It only wires: what the reader commits goes to the store, every change of the
// store (a commit, Back, Forward) to the run, the run's result to the view and its failure to the notice.
import { numpy } from './numpy.js';
import { createEigenRun } from './run.js';
import { STATE } from './state.js';
import { createExampleView } from './view.js';

/** @type {import('../panel.js').PanelModule} */
export default {
  mount(root, { t, uid, store, jobs, showError }) {
    const view = createExampleView({
      t,
      uid,
      text: STATE.m.format(store.get().m),
      parse: (text) => STATE.m.parse(text.trim()),
      onCommit: (m) => store.set({ m }, { history: 'push' }),
    });
    const run = createEigenRun({
      jobs,
      onResult: (check) => {
        showError(null);
        view.render(check);
      },
      onFailure: showError, // the core's message in the panel's notice; the last result stays on screen
    });
    store.subscribe((state, { origin }) => {
      if (origin === 'address') view.setText(STATE.m.format(state.m));
      run.start(state.m);
    });
    root.append(view.element);
    run.start(store.get().m);
    return {};
  },
  numpy,
};
