// The 1-D lift's controller: a moved point follows the drag (one history entry once it rests), adding and
// removing are steps; each asks the core (separate1D) and keeps the last valid result when it refuses.
import { GramLabError } from '../../api/core-call.js';
import { h } from '../../dom.js';
import { errorText } from '../../widgets/error-text.js';
import { setLiveText } from '../../widgets/live.js';
import { createLiftView } from './lift-view.js';

/** @param {{t: Function, gramlab: object, store: object}} context */
export function createLiftSection({ t, gramlab, store }) {
  const state = store.get;
  const message = h('p', { class: 'field-message lift-message', role: 'alert', hidden: true });
  const view = createLiftView({ t, onMove: movePoint, onRemove: removePoint, onAdd: addPoint });

  const separate = (points) =>
    gramlab.separate1D(
      points.map((point) => point.x),
      points.map((point) => point.label),
    );

  function setPoints(points, history) {
    let result;
    try {
      result = separate(points);
    } catch (error) {
      if (!(error instanceof GramLabError)) throw error;
      message.hidden = false;
      setLiveText(message, `${errorText(t, error)} ${t('featureMaps.kept')}`);
      return false;
    }
    message.hidden = true;
    store.set({ lift: points }, { history, silent: true });
    view.render(points, result);
    return true;
  }
  function movePoint(index, x) {
    if (state().lift[index].x === x) return;
    setPoints(
      state().lift.map((point, i) => (i === index ? { ...point, x } : point)),
      'debounce',
    );
  }
  function removePoint(index) {
    if (
      setPoints(
        state().lift.filter((_, i) => i !== index),
        'push',
      )
    )
      view.focusPoint(index);
  }
  // A new point starts at 0; past the core's limit it answers TOO_LARGE beside the line.
  function addPoint(label) {
    setPoints([...state().lift, { x: 0, label }], 'push');
  }

  /** The section's part of compute(): throws the core's error for points it refuses. */
  const call = (s) => {
    const result = separate(s.lift);
    return () => view.render(s.lift, result);
  };

  return { elements: [view.element, message], call };
}
