// A tiny element builder: h('p', {class: 'x'}, 'text', child) — keeps panels free of innerHTML.
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (name === 'dataset') Object.assign(element.dataset, value);
    // Through the CSSOM, not the attribute: a host page's CSP without 'unsafe-inline' for style attributes
    // (an embedding blog) refuses style="…" but not element.style.
    else if (name === 'style') element.style.cssText = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}

// A number as the page prints it, with its unit: "21976.908", "−0.177", "3.6 × 10⁻⁹", "100.0 %", "59 GB".
const NUMBER = /[−-]?\d[\d,]*(?:\.\d+)?(?:[ \u00a0]?×[ \u00a0]?10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?(?:[ \u00a0]?(?:%|[kMGT]?B\b))?/g;

/**
 * `text` as nodes, each number (with its unit) in a span.num that never breaks across lines ("21976.⏎908",
 * "(100.0⏎%)", "3.6 ×⏎10⁻⁹" read as two numbers); the text reads the same (textContent is unchanged).
 */
export function numberNodes(value) {
  const text = String(value);
  const nodes = [];
  let at = 0;
  for (const match of text.matchAll(NUMBER)) {
    if (match[0].length < 2) continue;
    if (match.index > at) nodes.push(text.slice(at, match.index));
    nodes.push(h('span', { class: 'num' }, match[0]));
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}
