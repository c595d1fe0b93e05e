// A panel's Embed dialog (퍼가기, beside its Reset in the tool row, reader/panel-tools.js): every form a blog may take
// (docs/embedding.md, "Which form works where") for this panel as it is now, in its language — the iframe with the
// height the panel measures now, and with the lines that let it follow its content; the custom element; a PNG of the
// panel to upload with the HTML and Markdown that link it to the hosted page; a CodePen prefill form. Each code with
// its Copy button. A modal <dialog>: the keyboard stays in it, Escape closes it, and focus goes back to the button.
// Loaded when first opened (its own file, scripts/bundle.mjs), its strings (i18n/<lang>/embed.js) beside it in the
// page's language (app/panel-section.js): the first visit downloads neither.
import { h } from '../dom.js';
import { unlinkedKeys, writeState } from '../runtime/state.js';
import { copyText } from './copy-text.js';
import { drawEmbedCard } from './embed-card.js';
import { CODEPEN_PREFILL, EMBED_CARD, embedCode } from './embed-code.js';
import { download } from './export-menu.js';
import { HIDE_PARAM } from './hidden-controls.js';

// What an embed of one panel adds around its section, in CSS pixels at the page's font size: "Open in Gram Lab"
// under it (one line and its margin; the status line above is empty) — the page's own padding is measured.
const OPEN_IN_ROW = 42;
let opened = 0; // ids stay unique when the dialog opens again, or for two panels

/**
 * @param {{t: Function, lang: string, panel: {id: string, titleKey: string, state: object}, store: {get(): object},
 *   section: HTMLElement, site: string, hidden: string, opener: HTMLElement}} what
 *   t: the page's translator with the dialog's strings; site: the hosted site's folder; hidden: the controls hidden
 *   on the page (?hide=…), the panel's kept
 */
export function openEmbedDialog({ t, lang, panel, store, section, site, hidden, opener }) {
  const state = [...writeState(panel.state, store.get(), new URLSearchParams(), `${panel.id}.`)];
  const hide = hidden
    .split(',')
    .filter((name) => name.startsWith(`${panel.id}.`))
    .join(',');
  if (hide) state.push([HIDE_PARAM, hide]);
  const title = t(panel.titleKey);
  const size = frameSize(section);
  const file = `gram-lab-${panel.id}.png`;
  const code = embedCode({ site, panel: panel.id, lang, title, state, ...size, image: file });
  const uid = `embed-${panel.id}-${++opened}`;
  const card = drawEmbedCard(section, { brand: 'Gram Lab', title, claim: t(`claim.${panel.id}`), address: code.page });
  const close = h('button', { type: 'button', class: 'embed-close', onclick: () => dialog.close() }, t('embed.close'));
  const dialog = h(
    'dialog',
    { class: 'embed-dialog', 'aria-labelledby': `${uid}-title`, lang },
    h('div', { class: 'embed-head' }, h('h2', { id: `${uid}-title` }, t('embed.title', { title })), close),
    h('p', {}, t('embed.intro', { language: t(`embed.language.${lang}`), site })),
    isLocal(site) ? h('p', { class: 'embed-warning' }, t('embed.local', { site })) : null,
    unlinkedNote(t, panel, store),
    block(t, `${uid}-iframe`, 'iframe', t('embed.iframe.where', size), code.iframe),
    block(t, `${uid}-auto`, 'iframeAuto', t('embed.iframeAuto.where'), code.iframeAuto),
    block(t, `${uid}-element`, 'element', t('embed.element.where', { site }), code.element),
    imageBlock(t, uid, { code, file, card }),
    penBlock(t, uid, code.pen),
  );
  followSize(dialog, section, size, (now) => {
    const next = embedCode({ site, panel: panel.id, lang, title, state, ...now, image: file });
    for (const form of ['iframe', 'iframeAuto']) dialog.querySelector(`.embed-code[data-form="${form}"]`).value = next[form];
    dialog.querySelector('.embed-form[data-form="iframe"] .embed-where').textContent = t('embed.iframe.where', now);
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  // A click on the backdrop (the dialog's own box, outside its content) closes it too.
  dialog.addEventListener('click', (event) => event.target === dialog && outside(dialog, event) && dialog.close());
  section.append(dialog);
  dialog.showModal();
  return dialog;
}

// The frame's size: the panel as it is now, its width and height, without what an embed leaves out (the "predict
// first" question, the link to the next panel) and with what it adds (the page's padding, "Open in Gram Lab").
function frameSize(section) {
  const outer = (element) => {
    if (!element?.getClientRects().length) return 0;
    const style = getComputedStyle(element);
    return element.getBoundingClientRect().height + Number.parseFloat(style.marginTop) + Number.parseFloat(style.marginBottom);
  };
  const root = section.parentElement;
  const style = root ? getComputedStyle(root) : null;
  const padding = (a, b) => (style ? Number.parseFloat(style[a]) + Number.parseFloat(style[b]) : 0);
  const status = outer(root?.querySelector(':scope > .status'));
  const left = [...section.querySelectorAll(':scope > .predict, :scope > .panel-next')].reduce((sum, element) => sum + outer(element), 0);
  const height = outer(section) - left + padding('paddingTop', 'paddingBottom') + status + OPEN_IN_ROW;
  const width = section.getBoundingClientRect().width + padding('paddingLeft', 'paddingRight');
  return { width: Math.round(width), height: Math.ceil(height) };
}

// A panel still computing when the dialog opened grows or shrinks as its results come in (a verdict, a figure):
// while the dialog is open, the frame's size follows it, and `onSize` rewrites what states it.
function followSize(dialog, section, shown, onSize) {
  let last = shown;
  const observer = new ResizeObserver(() => {
    const now = frameSize(section);
    if (now.width === last.width && now.height === last.height) return;
    last = now;
    onSize(now);
  });
  observer.observe(section);
  dialog.addEventListener('close', () => observer.disconnect());
}

// An address only this computer opens: the snippets would show nothing anywhere else.
const isLocal = (site) => /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(new URL(site).host) || !/^https?:$/.test(new URL(site).protocol);

// Pasted points past a link's limit (state.js, linkMax) are not in any address: said, as Share says it.
function unlinkedNote(t, panel, store) {
  const keys = unlinkedKeys(panel.state, store.get());
  if (!keys.length) return null;
  return h('p', { class: 'embed-warning' }, t('embed.unlinked', { keys: keys.map((key) => `${panel.id}.${key}`).join(', ') }));
}

// One form: its heading, where it works, the code in a read-only field, and its Copy button. heading: h4 for a
// part of a form.
function block(t, id, form, where, text, heading = 'h3') {
  const rows = Math.min(8, Math.ceil(text.length / 72) + text.split('\n').length);
  const status = h('span', { class: 'share-status', role: 'status' });
  const field = h('textarea', {
    class: 'embed-code',
    id: `${id}-code`,
    readonly: true,
    rows,
    'aria-labelledby': `${id}-heading`,
    dataset: { form },
  });
  field.value = text;
  const copy = () => copyText(field.value, { status, field, t, shown: true }); // the size may have followed the panel
  return h(
    'section',
    { class: 'embed-form', 'aria-labelledby': `${id}-heading`, dataset: { form } },
    h(heading, { id: `${id}-heading` }, t(`embed.${form}`)),
    h('p', { class: 'embed-where' }, where),
    field,
    h('p', { class: 'embed-actions' }, h('button', { type: 'button', class: 'embed-copy', onclick: copy }, t('embed.copy')), status),
  );
}

// The image with a link: the PNG (shown, and to download), the address it links to, and the HTML and Markdown.
function imageBlock(t, uid, { code, file, card }) {
  const preview = h('div', { class: 'embed-card' });
  const save = h('button', { type: 'button', class: 'embed-png', disabled: true }, t('embed.png', EMBED_CARD));
  card.then((canvas) => {
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t('embed.png.alt'));
    preview.append(canvas);
    save.disabled = false;
    save.onclick = () => canvas.toBlob((blob) => blob && download(file, blob), 'image/png');
  });
  return h(
    'section',
    { class: 'embed-form', 'aria-labelledby': `${uid}-image-heading`, dataset: { form: 'image' } },
    h('h3', { id: `${uid}-image-heading` }, t('embed.image')),
    h('p', { class: 'embed-where' }, t('embed.image.where', { file })),
    preview,
    h('p', { class: 'embed-actions' }, save),
    block(t, `${uid}-link`, 'link', t('embed.link.where'), code.page, 'h4'),
    block(t, `${uid}-html`, 'imageHtml', t('embed.imageHtml.where'), code.imageHtml, 'h4'),
    block(t, `${uid}-markdown`, 'imageMarkdown', t('embed.imageMarkdown.where'), code.imageMarkdown, 'h4'),
  );
}

// CodePen's prefill form (CODEPEN_PREFILL): a POST of `data`, the pen as JSON, in a new tab, when the reader asks.
function penBlock(t, uid, pen) {
  return h(
    'section',
    { class: 'embed-form', 'aria-labelledby': `${uid}-pen-heading`, dataset: { form: 'pen' } },
    h('h3', { id: `${uid}-pen-heading` }, t('embed.pen')),
    h('p', { class: 'embed-where' }, t('embed.pen.where')),
    h(
      'form',
      { class: 'embed-pen', method: 'post', action: CODEPEN_PREFILL, target: '_blank', rel: 'noopener' },
      h('input', { type: 'hidden', name: 'data', value: JSON.stringify(pen) }),
      h('button', { type: 'submit' }, t('embed.pen.open')),
    ),
  );
}

// Whether a click at `event` fell outside the dialog's box (on its ::backdrop).
function outside(dialog, event) {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
