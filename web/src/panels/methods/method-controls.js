// The methods panel's method and kernel controls: ridge or SVM, the kernel and its parameters (γ, degree, c,
// a, b, or the reader's expression compiled by the core as it is typed), λ, C, and the three stories. Part of
// the controller: a choice goes to onChoose, a typed parameter or expression (expression-controls.js) to the
// store and onRun.
import { h } from '../../dom.js';
import { createPresets } from '../../widgets/presets.js';
import { createSlider, logScale } from '../../widgets/slider.js';
import { createExpressionControls } from './expression-controls.js';
import { KERNELS, STATE, kernelOf } from './state.js';

// λ's slider: its lowest stop above 0 (the slider's first stop is λ = 0 itself).
const LAMBDA_LOWEST = 1e-8;

/**
 * @param {{t: Function, uid: string, gramlab: object, store: object, field: Function,
 *   onChoose: (patch: object, history: string, input: object|null) => void, onRun: (cause: object|null) => void}} options
 */
export function createMethodControls({ t, uid, gramlab, store, field, onChoose, onRun }) {
  const state = store.get;
  const select = (id, key, options, label) => {
    const element = h(
      'select',
      { id, onchange: () => onChoose({ [key]: element.value }, 'push', null) },
      ...options.map((value) => h('option', { value, selected: value === state()[key] }, t(`methods.${key}.${value}`))),
    );
    return { element, row: h('div', { class: 'text-field' }, h('label', { for: id }, label), element) };
  };
  const methodSelect = select(`${uid}-method`, 'method', STATE.method.options, t('methods.methodLabel'));
  const kernelSelect = select(`${uid}-kernel`, 'kernel', KERNELS, t('methods.kernelLabel'));
  const paramInput = (key) => field(key, { size: 6, onCommit: (value) => onChoose({ [key]: value }, 'push', paramInputs[key]) });
  const paramInputs = { degree: paramInput('degree'), coef0: paramInput('coef0'), a: paramInput('a'), b: paramInput('b') };
  const slider = (key, scale, label) =>
    createSlider({
      id: `${uid}-${key}`,
      label: t(label),
      scale,
      store,
      key,
      valueText: (x) => t('methods.value', { value: x }),
      onInput: () => onRun(null),
    });
  const { gamma, lambda, C } = STATE;
  const gammaSlider = slider('gamma', logScale({ min: gamma.min, max: gamma.max, stepsPerDecade: 10 }), 'methods.gamma');
  const lambdaSlider = slider('lambda', logScale({ min: LAMBDA_LOWEST, max: lambda.max, stepsPerDecade: 4, zero: true }), 'methods.lambda');
  const cSlider = slider('C', logScale({ min: C.min, max: C.max, stepsPerDecade: 4 }), 'methods.C');
  const stories = createPresets({
    label: t('methods.stories'),
    announce: true,
    buttons: [
      [t('methods.story.overfit'), () => story({ method: 'ridge', kernel: 'rbf', gamma: 1000, lambda: 1e-8 }, 'overfit')],
      [t('methods.story.singular'), () => story({ method: 'ridge', kernel: 'rbf', gamma: 0.05, lambda: 0 }, 'singular')],
      [t('methods.story.sigmoid'), () => story({ method: 'svm', kernel: 'sigmoid', a: 1, b: 1, C: 10 }, 'sigmoid')],
    ],
  });
  const expression = createExpressionControls({ t, uid, gramlab, store, onRun });
  const element = h(
    'fieldset',
    { class: 'methods-kernel' },
    h('legend', {}, t('methods.kernelLegend')),
    h('div', { class: 'methods-fields' }, methodSelect.row, kernelSelect.row),
    gammaSlider.element,
    h('div', { class: 'methods-fields' }, ...Object.values(paramInputs).map((input) => input.element)),
    expression.element,
    lambdaSlider.element,
    cSlider.element,
    ...stories.elements,
  );

  function story(patch, id) {
    for (const [key, value] of Object.entries(patch)) if (paramInputs[key]) paramInputs[key].setText(String(value));
    methodSelect.element.value = patch.method;
    kernelSelect.element.value = patch.kernel;
    stories.note(t(`methods.storyNote.${id}`));
    onChoose(patch, 'push', null);
  }

  /** Shows the controls of the chosen kernel and method only. */
  function showControls() {
    const { kernel, method } = state();
    gammaSlider.element.hidden = kernel !== 'rbf';
    paramInputs.degree.element.hidden = paramInputs.coef0.element.hidden = kernel !== 'polynomial';
    paramInputs.a.element.hidden = paramInputs.b.element.hidden = kernel !== 'sigmoid';
    expression.element.hidden = kernel !== 'expression';
    lambdaSlider.element.hidden = method !== 'ridge';
    cSlider.element.hidden = method !== 'svm';
  }

  /** The link's expression, read by the core like a typed one: a malformed one gives way to the default, and
   * its message is returned. */
  function readLink() {
    const problem = expression.readLink();
    showControls();
    return problem;
  }

  /** Back or Forward: the controls show the address's values. */
  function follow(next) {
    for (const [key, input] of Object.entries(paramInputs)) input.setText(STATE[key].format(next[key]));
    methodSelect.element.value = next.method;
    kernelSelect.element.value = next.kernel;
    expression.follow(next.expression);
    showControls();
  }

  return {
    element,
    inputs: paramInputs,
    editor: expression.editor,
    showControls,
    readLink,
    follow,
    /** The kernel as the core takes it, for `target` (a state). */
    kernel: (target) => kernelOf(target, expression.names()),
  };
}
