// The few lines a host page needs so a Gram Lab iframe takes the height of its content (docs/embedding.md):
// the framed page posts {type: 'gram-lab:height', height} whenever its height changes.
addEventListener('message', (event) => {
  if (event.data?.type !== 'gram-lab:height' || !Number.isFinite(event.data.height)) return;
  for (const frame of document.querySelectorAll('iframe[data-gram-lab]')) {
    if (frame.contentWindow === event.source) frame.style.height = `${event.data.height}px`;
  }
});
