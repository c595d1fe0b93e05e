// The methods panel's plane and its buttons: add a point of either class, reset to the preset's points, and
// which class a click on the plane adds. Part of the controller: changes go to its callbacks.
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { createPlane } from './plane.js';

/**
 * @param {{t: Function, uid: string, onChange: (points: number[][], focus: number|null) => void,
 *   onAdd: (label: number) => void, onReset: () => void}} options
 */
export function createPlaneControls({ t, uid, onChange, onAdd, onReset }) {
  const plane = createPlane({ t, label: t('methods.planeLabel'), onChange });
  let chosen = 1; // the class a click on the plane, or the Add button, adds
  const classButtons = [1, -1].map((label) =>
    h(
      'button',
      { type: 'button', 'aria-pressed': String(label > 0), onclick: (event) => pickClass(label, event.currentTarget) },
      t(label > 0 ? 'methods.clickPlus' : 'methods.clickMinus'),
    ),
  );
  // One set of buttons: the class is chosen once, for a click on the plane and for "Add a point" alike.
  const addButton = h('button', { type: 'button', class: 'methods-add', onclick: () => onAdd(chosen) }, t('methods.addPoint'));
  const resetPoints = h('button', { type: 'button', onclick: onReset }, t('methods.resetPoints'));

  function pickClass(label, button) {
    chosen = label;
    plane.setAddLabel(label);
    for (const other of classButtons) other.setAttribute('aria-pressed', String(other === button));
  }

  const element = h(
    'div',
    { class: 'methods-plane-box' },
    plane.element,
    exportMenu(t, { name: 'decision-surface', ...plane.exports }),
    h('p', { class: 'methods-help', id: `${uid}-help` }, t('methods.help')),
    h(
      'div',
      { class: 'button-row' },
      h('span', { role: 'group', class: 'button-row', 'aria-label': t('methods.clickClass') }, ...classButtons),
      addButton,
      resetPoints,
    ),
  );
  return { element, plane };
}
