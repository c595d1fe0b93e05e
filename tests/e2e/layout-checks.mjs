// Geometric checks of one panel as drawn (no pixel goldens: they survive font and browser updates).
// Each returns a list of problems, one line each, [] when the panel is right.

/** Problems of panel `id` on `page`: its figures' layers, its canvases' aspect, its text's place, its tables' width;
 * and the page's width. */
export function layoutProblems(page, id) {
  return page.evaluate((panelId) => {
    const problems = [];
    const section = document.getElementById(`panel-${panelId}`);
    const name = (element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    const shown = (element) => {
      if (element.closest('[hidden], details:not([open]) > :not(summary)')) return false;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1;
    };
    // Out of sight but read aloud: the .visually-hidden class, or the same rule written in a panel's stylesheet
    // (a stacked table's header row on a phone: a 1 px box, clipped to nothing).
    const visuallyHidden = (element) => {
      for (let e = element; e && e !== section; e = e.parentElement) {
        if (e.classList.contains('visually-hidden')) return true;
        const style = getComputedStyle(e);
        if (style.clipPath === 'inset(50%)' && style.overflow === 'hidden' && e.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const near = (a, b) => Math.abs(a - b) <= 1;
    const contentBox = (element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const edge = (side) => parseFloat(style[`border${side}Width`]) + parseFloat(style[`padding${side}`]);
      const [left, top] = [box.left + edge('Left'), box.top + edge('Top')];
      return { left, top, width: box.right - edge('Right') - left, height: box.bottom - edge('Bottom') - top };
    };

    // 1. A figure's layers: a canvas and an SVG laid over it (absolutely placed in the same parent) share one box.
    for (const canvas of section.querySelectorAll('canvas')) {
      if (!shown(canvas)) continue;
      const overlay = [...canvas.parentElement.children].find(
        (child) => child.tagName === 'svg' && getComputedStyle(child).position === 'absolute',
      );
      if (!overlay) continue;
      const a = contentBox(canvas); // the drawn pixels, inside any border
      const b = overlay.getBoundingClientRect();
      if (!(near(a.left, b.left) && near(a.top, b.top) && near(a.width, b.width) && near(a.height, b.height)))
        problems.push(
          `${name(canvas)} is ${Math.round(a.width)}×${Math.round(a.height)} at (${Math.round(a.left)}, ${Math.round(a.top)}), its overlay ${Math.round(b.width)}×${Math.round(b.height)} at (${Math.round(b.left)}, ${Math.round(b.top)})`,
        );
    }

    // 2. Each canvas is shown at the aspect it is drawn at (a one-pixel ramp stretched along its length is fine).
    for (const canvas of section.querySelectorAll('canvas')) {
      if (!shown(canvas) || canvas.width <= 1 || canvas.height <= 1) continue;
      const style = getComputedStyle(canvas);
      const inner = (size, a, b) => size - parseFloat(style[a]) - parseFloat(style[b]);
      const w = inner(canvas.clientWidth, 'paddingLeft', 'paddingRight');
      const h = inner(canvas.clientHeight, 'paddingTop', 'paddingBottom');
      const drawn = canvas.width / canvas.height;
      if (Math.abs(w / h - drawn) > 0.02 * drawn + 2 / h)
        problems.push(`${name(canvas)} drawn ${canvas.width}×${canvas.height}, shown ${Math.round(w)}×${Math.round(h)}`);
    }

    // 3. Text stays inside its panel, or inside the box that cuts it off, and does not overlap other text; in a
    // box that scrolls sideways (a wide table on a phone) it may lie beyond the edge, where scrolling brings it.
    const clipper = (element) => {
      for (let e = element.parentElement; e && e !== section; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/(auto|scroll)/.test(style.overflowX)) return null;
        if (/(hidden|clip)/.test(style.overflowX)) return e;
      }
      return section;
    };
    // A formula (KaTeX) is one box: its glyphs overlap one another by design, its MathML copy is hidden.
    const boxes = [];
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    const formulas = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent.trim() || !element || element.closest('svg, script, style, option, textarea') || visuallyHidden(element))
        continue;
      const formula = element.closest('.katex');
      if (formula) {
        if (formulas.has(formula)) continue;
        formulas.add(formula);
      }
      const owner = formula?.querySelector('.katex-html') ?? element;
      if (!shown(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(formula ? owner : node);
      const box = clipper(owner);
      const limit = box?.getBoundingClientRect();
      for (const rect of formula ? [owner.getBoundingClientRect()] : range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        if (limit && (rect.left < limit.left - 1 || rect.right > limit.right + 1))
          problems.push(
            `text "${owner.textContent.trim().slice(0, 30)}" in ${name(owner)} spills out of ${name(box)} (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(limit.left)}–${Math.round(limit.right)})`,
          );
        boxes.push({ rect, node: formula ?? node, element: owner });
      }
    }
    boxes.sort((p, q) => p.rect.top - q.rect.top);
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i];
      for (let j = i + 1; j < boxes.length && boxes[j].rect.top < a.rect.bottom; j++) {
        const b = boxes[j];
        if (a.node === b.node) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > 3)
          problems.push(
            `text "${a.node.textContent.trim().slice(0, 20)}" (${name(a.element)}) overlaps "${b.node.textContent.trim().slice(0, 20)}" (${name(b.element)})`,
          );
      }
    }

    // 4. A field shows its whole value (a matrix cell cut to "1.00000" hides a digit).
    for (const input of section.querySelectorAll('input[inputmode="decimal"], input[inputmode="numeric"], input[type="number"]')) {
      if (shown(input) && input.value && input.scrollWidth > input.clientWidth + 1)
        problems.push(`field ${name(input)} cuts its value "${input.value.slice(0, 20)}" (${input.scrollWidth} > ${input.clientWidth})`);
    }

    // 5. A number stays on one line with its unit: "21976.⏎908", "(100.0⏎%)", "3.6 ×⏎10⁻⁹" read as two numbers.
    const NUMBER = /[−-]?\d[\d,]*(?:\.\d+)?(?:[\s\u00a0\u2060]*×[\s\u00a0\u2060]*10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?(?:[\s\u00a0\u2060]*(?:%|[kMGT]?B\b))?/g;
    const texts = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('svg, script, style, .visually-hidden, option, textarea, .katex') || !shown(element)) continue;
      for (const match of node.textContent.matchAll(NUMBER)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const tops = rects.map((r) => r.top);
        if (rects.length > 1 && Math.max(...tops) - Math.min(...tops) > Math.min(...rects.map((r) => r.height)) / 2)
          problems.push(`the number "${match[0]}" in ${name(element)} is broken across lines`);
      }
    }

    // 6. Tables show every column without sideways scrolling (stacked or wrapped on a phone): a table is no wider
    // than its panel, no box around it scrolls sideways (an inner scroll box cuts a column mid-word), and no
    // cell's text runs past the cell.
    const panelBox = contentBox(section);
    for (const table of section.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const box = table.getBoundingClientRect();
      if (box.left < panelBox.left - 1 || box.right > panelBox.left + panelBox.width + 1)
        problems.push(
          `table ${name(table)} is ${Math.round(box.width)} px wide at ${Math.round(box.left)}, its panel ${Math.round(panelBox.width)} px at ${Math.round(panelBox.left)}`,
        );
      for (let e = table.parentElement; e && e !== section; e = e.parentElement)
        if (!/visible/.test(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
          problems.push(`table ${name(table)} scrolls sideways in ${name(e)} (${e.scrollWidth} > ${e.clientWidth} px)`);
      for (const cell of table.querySelectorAll('td, th')) {
        if (!shown(cell) || visuallyHidden(cell) || cell.scrollWidth <= cell.clientWidth + 1) continue;
        problems.push(
          `cell "${cell.textContent.trim().slice(0, 30)}" of ${name(table)} cuts its text (${cell.scrollWidth} > ${cell.clientWidth} px)`,
        );
      }
    }

    // 7. A drawn plot's box is as tall as what uPlot drew: no room kept that the plot does not fill (a height read
    // from a legend drawn before uPlot's stylesheet had loaded left 27 px of it, and moved everything below).
    for (const element of section.querySelectorAll('.plot')) {
      if (!element.uplot || !shown(element)) continue;
      const [box, drawn] = [element.getBoundingClientRect().height, element.uplot.root.getBoundingClientRect().height];
      if (Math.abs(box - drawn) > 1) problems.push(`${name(element)} is ${Math.round(box)} px tall, its plot ${Math.round(drawn)} px`);
    }

    // 8. No sideways scroll of the page.
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth + 1) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    return [...new Set(problems)];
  }, id);
}

/**
 * An init script (page.addInitScript) that keeps, per canvas, the box of every text drawn on it since the canvas was
 * last cleared whole: uPlot's tick values and axis titles and the plots' mark labels are canvas text, out of the DOM.
 * Each box is the text's ink (measureText's actual bounding box) through the context's transform, in canvas pixels.
 */
export function recordCanvasText() {
  const drawn = new WeakMap();
  globalThis.__canvasText = (canvas) => drawn.get(canvas) ?? [];
  const proto = CanvasRenderingContext2D.prototype;
  const { fillText, clearRect } = proto;
  proto.fillText = function (text, x, y, ...rest) {
    const m = this.measureText(text);
    const t = this.getTransform();
    const corners = [
      [x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent],
      [x + m.actualBoundingBoxRight, y - m.actualBoundingBoxAscent],
      [x - m.actualBoundingBoxLeft, y + m.actualBoundingBoxDescent],
      [x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent],
    ].map(([u, v]) => [t.a * u + t.c * v + t.e, t.b * u + t.d * v + t.f]);
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    const list = drawn.get(this.canvas) ?? [];
    list.push({ text: String(text), left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) });
    drawn.set(this.canvas, list);
    return fillText.call(this, text, x, y, ...rest);
  };
  proto.clearRect = function (x, y, w, h) {
    if (x <= 0 && y <= 0 && x + w >= this.canvas.width && y + h >= this.canvas.height) drawn.set(this.canvas, []);
    return clearRect.call(this, x, y, w, h);
  };
}

/**
 * Problems of the plots of panel `id`: a text label that overlaps a plotted mark, or that its plot's box cuts off.
 * SVG figures: every <text> against the figure's circles, lines, polylines and paths (an element whose class names
 * an axis, a tick, a grid, a frame or a label's leader is chrome, not a mark; a label marked data-on-mark may sit
 * on the mark drawn just before it, its own); uPlot plots (widgets/plot.js): the canvas text recordCanvasText kept,
 * against the series' data through the plot's scales and the dashed reference lines the plot drew (a label may
 * sit beside its own line only); heat maps (widgets/heatmap-frame.js): the row and column labels against the
 * picture and the frame's box.
 */
export function labelProblems(page, id) {
  return page.evaluate((panelId) => {
    const problems = [];
    const section = document.getElementById(`panel-${panelId}`);
    const shown = (element) => {
      if (element.closest('[hidden], details:not([open]) > :not(summary)')) return false;
      const box = element.getBoundingClientRect();
      return getComputedStyle(element).visibility !== 'hidden' && box.width > 1 && box.height > 1;
    };
    const round = (box) =>
      `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`;
    // A box shrunk by 1 px: touching is not overlapping.
    const inside = (box, x, y) => x > box.left + 1 && x < box.right - 1 && y > box.top + 1 && y < box.bottom - 1;
    const cut = (box, limit) =>
      box.left < limit.left - 1 || box.right > limit.right + 1 || box.top < limit.top - 1 || box.bottom > limit.bottom + 1;
    const circleMeets = (box, cx, cy, r) => {
      const dx = cx - Math.max(box.left + 1, Math.min(cx, box.right - 1));
      const dy = cy - Math.max(box.top + 1, Math.min(cy, box.bottom - 1));
      return dx * dx + dy * dy < r * r;
    };
    // The box wholly inside a ring's hole (its farthest corner nearer the centre than the outline).
    const insideRing = (box, cx, cy, r) =>
      Math.max(...[box.left + 1, box.right - 1].flatMap((x) => [box.top + 1, box.bottom - 1].map((y) => Math.hypot(x - cx, y - cy)))) < r;
    // Points every ~1.5 px along a segment.
    const along = (x0, y0, x1, y1) => {
      const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 1.5));
      return Array.from({ length: steps + 1 }, (_, k) => [x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps]);
    };
    const quote = (text) => `"${text.trim().slice(0, 30)}"`;

    // SVG figures.
    const CHROME = /(^|[-\s])(axis|tick|grid|frame|leader)([-\s]|$)/; // a leader ties a label to its mark
    for (const picture of section.querySelectorAll('svg')) {
      if (picture.parentElement.closest('svg') || !shown(picture)) continue;
      const texts = [...picture.querySelectorAll('text')].filter((text) => text.textContent.trim() && shown(text));
      if (!texts.length) continue;
      const limit = picture.getBoundingClientRect();
      const name = picture.getAttribute('class') ?? 'svg';
      const shapes = [...picture.querySelectorAll('circle, ellipse, line, polyline, polygon, path, rect')].filter(
        (shape) =>
          !shape.closest('defs, marker, clipPath, mask') &&
          !CHROME.test(shape.getAttribute('class') ?? '') &&
          getComputedStyle(shape).display !== 'none' &&
          getComputedStyle(shape).visibility !== 'hidden',
      );
      const marks = shapes.map((shape) => {
        const ctm = shape.getScreenCTM();
        const screen = (p) => [ctm.a * p.x + ctm.c * p.y + ctm.e, ctm.b * p.x + ctm.d * p.y + ctm.f];
        if (shape.tagName === 'circle') {
          const [cx, cy] = screen({ x: shape.cx.baseVal.value, y: shape.cy.baseVal.value });
          // A ring (no fill) is its outline only: a label inside it is off the mark.
          const ring = getComputedStyle(shape).fill === 'none';
          return { shape, ring, circle: [cx, cy, shape.r.baseVal.value * Math.hypot(ctm.a, ctm.b)] };
        }
        const length = shape.getTotalLength();
        const scale = Math.hypot(ctm.a, ctm.b) || 1;
        const steps = Math.min(4000, Math.max(1, Math.ceil((length * scale) / 1.5)));
        return { shape, points: Array.from({ length: steps + 1 }, (_, s) => screen(shape.getPointAtLength((length * s) / steps))) };
      });
      for (const text of texts) {
        const box = text.getBoundingClientRect();
        const words = quote(text.textContent);
        if (cut(box, limit)) problems.push(`${name}: label ${words} at ${round(box)} is cut off by its figure (${round(limit)})`);
        const own = text.dataset.onMark !== undefined ? text.previousElementSibling : null;
        for (const mark of marks) {
          if (mark.shape === own) continue;
          const hit = mark.circle
            ? circleMeets(box, ...mark.circle) && !(mark.ring && insideRing(box, ...mark.circle))
            : mark.points.some(([x, y]) => inside(box, x, y));
          if (hit) {
            problems.push(
              `${name}: label ${words} at ${round(box)} lies on a mark (${mark.shape.tagName}.${mark.shape.getAttribute('class') ?? ''})`,
            );
            break;
          }
        }
      }
    }

    // Heat maps (widgets/heatmap-frame.js): the row and column labels beside the canvas, off it, inside the frame.
    for (const labelled of section.querySelectorAll('.heatmap-labelled')) {
      const canvas = labelled.querySelector('canvas');
      if (!canvas || !shown(canvas)) continue;
      const picture = canvas.getBoundingClientRect();
      const limit = labelled.getBoundingClientRect();
      const name = labelled.closest('figure')?.className || 'heatmap';
      for (const label of labelled.querySelectorAll('.heatmap-cols span, .heatmap-rows span')) {
        const box = label.getBoundingClientRect();
        const words = quote(label.textContent);
        if (cut(box, limit)) problems.push(`${name}: label ${words} at ${round(box)} runs out of its heat map (${round(limit)})`);
        if (box.left < picture.right - 1 && box.right > picture.left + 1 && box.top < picture.bottom - 1 && box.bottom > picture.top + 1)
          problems.push(`${name}: label ${words} at ${round(box)} lies on the heat map`);
      }
    }

    // uPlot plots: canvas text against the series and the reference lines.
    for (const element of section.querySelectorAll('.plot')) {
      const u = element.uplot;
      if (!u || !shown(element)) continue;
      const canvas = u.ctx.canvas;
      const rect = canvas.getBoundingClientRect();
      const k = rect.width / canvas.width; // canvas px → CSS px
      const page = (x, y) => [rect.left + x * k, rect.top + y * k];
      const pageBox = (b) => ({
        left: rect.left + b.left * k,
        right: rect.left + b.right * k,
        top: rect.top + b.top * k,
        bottom: rect.top + b.bottom * k,
      });
      const area = pageBox({ left: u.bbox.left, right: u.bbox.left + u.bbox.width, top: u.bbox.top, bottom: u.bbox.top + u.bbox.height });
      const name = element.closest('figure')?.className || 'plot';
      const points = []; // the series' marks, in page px
      u.series.forEach((series, i) => {
        if (i === 0 || !series.show) return;
        let previous = null;
        u.data[0].forEach((x, j) => {
          const y = u.data[i][j];
          if (y == null || !Number.isFinite(y)) return;
          const here = page(u.valToPos(x, 'x', true), u.valToPos(y, series.scale, true));
          if (previous && series._paths) points.push(...along(...previous, ...here));
          else points.push(here);
          previous = here;
        });
      });
      const inArea = points.filter(([x, y]) => x >= area.left - 1 && x <= area.right + 1 && y >= area.top - 1 && y <= area.bottom + 1);
      const lines = (element.drawnMarks ?? []).map((mark) => ({
        ...mark,
        points: along(...page(mark.x0, mark.y0), ...page(mark.x1, mark.y1)),
      }));
      for (const drawn of globalThis.__canvasText?.(canvas) ?? []) {
        const box = pageBox(drawn);
        const words = quote(drawn.text);
        if (cut(box, rect)) problems.push(`${name}: label ${words} at ${round(box)} is cut off by its plot (${round(rect)})`);
        if (inArea.some(([x, y]) => inside(box, x, y))) problems.push(`${name}: label ${words} at ${round(box)} lies on the plotted data`);
        const line = lines.find((mark) => mark.label !== drawn.text && mark.points.some(([x, y]) => inside(box, x, y)));
        if (line) problems.push(`${name}: label ${words} at ${round(box)} is crossed by the line of "${line.label ?? ''}"`);
      }
    }
    return [...new Set(problems)];
  }, id);
}
