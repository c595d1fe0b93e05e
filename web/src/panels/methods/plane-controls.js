// The methods panel's plane and its buttons: add a point of either class, reset to the preset's points, and
// which class a click on the plane adds. Part of the controller: changes go to its callbacks.
import { h } from '../../dom.js';
import { createPlane } from './plane.js';

/**
 * @param {{t: Function, uid: string, onChange: (points: number[][], focus: number|null) => void,
 *   onAdd: (label: number) => void, onReset: () => void}} options
 */
export function createPlaneControls({ t, uid, onChange, onAdd, onReset }) {
  const plane = createPlane({ t, label: t('methods.planeLabel'), onChange });
  const addButton = (label) =>
    h('button', { type: 'button', onclick: () => onAdd(label) }, t(label > 0 ? 'methods.addPlus' : 'methods.addMinus'));
  const classButtons = [1, -1].map((label) =>
    h(
      'button',
      { type: 'button', 'aria-pressed': String(label > 0), onclick: (event) => pickClass(label, event.currentTarget) },
      t(label > 0 ? 'methods.clickPlus' : 'methods.clickMinus'),
    ),
  );
  const resetPoints = h('button', { type: 'button', onclick: onReset }, t('methods.resetPoints'));

  function pickClass(label, button) {
    plane.setAddLabel(label);
    for (const other of classButtons) other.setAttribute('aria-pressed', String(other === button));
  }

  const element = h(
    'div',
    { class: 'methods-plane-box' },
    plane.element,
    h('p', { class: 'methods-help', id: `${uid}-help` }, t('methods.help')),
    h('div', { class: 'button-row' }, addButton(1), addButton(-1), resetPoints),
    h('div', { class: 'button-row', role: 'group', 'aria-label': t('methods.clickClass') }, ...classButtons),
  );
  return { element, plane };
}
