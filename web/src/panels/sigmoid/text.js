// A typed number as typed (0.5, 1e-3), with the real minus sign; `signed` for "+ b" in a formula.
export const plain = (x) => String(x).replace(/^-/, '\u2212');
export const signed = (x) => (x < 0 || Object.is(x, -0) ? `\u2212 ${String(x).slice(1)}` : `+ ${x}`);
