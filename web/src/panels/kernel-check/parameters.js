// One number field per parameter the expression names, in order of first use. Fields of names that stay are
// kept as they are (typing in one is never interrupted); a name that returns gets its remembered value.
import { h } from '../../dom.js';
import { parseCell } from '../../format.js';
import { createTextField } from '../../widgets/text-field.js';

/** @param {{uid: string, t: Function, onCommit: (name: string, value: number, field: object) => void}} options */
export function createParameters({ uid, t, onCommit }) {
  const list = h('div', { class: 'kernel-parameters' });
  const none = h('p', { class: 'kernel-no-parameters' }, t('kernel.noParameters'));
  const element = h('fieldset', { class: 'kernel-parameter-set' }, h('legend', {}, t('kernel.parameters')), list, none);
  let fields = new Map(); // name → text field

  const parse = (text) => {
    const { value, error } = parseCell(text);
    if (error) throw new Error(error);
    return value;
  };

  /** Fields for `names` showing `values` (name → number). */
  function render(names, values) {
    const next = new Map();
    for (const name of names) {
      let field = fields.get(name);
      field ??= createTextField({
        id: `${uid}-param-${name}`,
        label: t('kernel.parameter', { name }),
        text: String(values[name]),
        size: 10,
        parse,
        problem: () => `${t('kernel.invalid.parameter', { name })} ${t('kernel.kept')}`,
        onCommit: (value) => onCommit(name, value, field),
      });
      field.element.dataset.name = name;
      next.set(name, field);
    }
    fields = next;
    list.replaceChildren(...[...next.values()].map((field) => field.element));
    none.hidden = names.length > 0;
  }

  /** Shows `values` in the fields (Back/Forward, a preset). */
  function setValues(values) {
    for (const [name, field] of fields) if (Object.hasOwn(values, name)) field.setText(String(values[name]));
  }

  return { element, render, setValues };
}
