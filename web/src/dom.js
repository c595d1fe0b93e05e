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
