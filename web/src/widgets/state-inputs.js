// Text inputs for a panel's typed state keys (the γ sweep's and the sigmoid panel's seed, n, d, …): each key's
// input parses with its state field and explains bad text in the panel's words (`<prefix>.<key>`,
// `<prefix>.invalid.<key>`, `<prefix>.kept`); a complaint from the core about a value that parsed goes next
// to the input that sent it. A message may name the field's bound as {max} (a limit from the core).
import { errorText } from './error-text.js';
import { createTextField } from './text-field.js';

/**
 * @param {{uid: string, prefix: string, t: Function, spec: object, state: object, showError: Function}} options
 *   spec is the panel's STATE; state its current values.
 */
export function stateInputs({ uid, prefix, t, spec, state, showError }) {
  const kept = () => t(`${prefix}.kept`);
  return {
    /** A text field for `key`; `extra` adds or overrides createTextField options (onCommit, size, …). */
    field: (key, extra) =>
      createTextField({
        id: `${uid}-${key}`,
        label: t(`${prefix}.${key}`),
        text: spec[key].format(state[key]),
        parse: (text) => spec[key].parse(text.trim()),
        problem: () => `${t(`${prefix}.invalid.${key}`, { max: spec[key].max ?? spec[key].maxLength })} ${kept()}`,
        ...extra,
        key, // a teacher's link may hide it (reader/hidden-controls.js)
      }),

    /** The core's complaint goes next to the input that caused it, else to the panel's notice. */
    report(error, input) {
      if (!input) return showError(error);
      input.setError(`${errorText(t, error)} ${kept()}`);
    },
  };
}
