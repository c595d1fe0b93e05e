// The iframe embed sizes itself: while the page runs inside a frame, it posts its content height to the
// parent on every change. The message shape is declared here once and documented in docs/embedding.md.
export const HEIGHT_MESSAGE = 'gram-lab:height';

/**
 * Starts posting {type: 'gram-lab:height', height} (CSS pixels, an integer) to the parent window whenever
 * the height of `element` changes; does nothing outside a frame. The target origin is '*': the message
 * carries a number only, and the host that embeds us is not known in advance.
 * @param {HTMLElement} element the content whose height the host should give the frame
 * @returns {() => void} stops posting
 */
export function postFrameHeight(element, { target = globalThis.parent, self = globalThis } = {}) {
  if (!target || target === self) return () => {};
  let last = -1;
  const post = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    target.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
  };
  const observer = new ResizeObserver(post);
  observer.observe(element);
  post();
  return () => observer.disconnect();
}
