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

    // 5. Tables show every column without sideways scrolling (stacked or wrapped on a phone): a table is no wider
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

    // 6. No sideways scroll of the page.
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth + 1) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    return [...new Set(problems)];
  }, id);
}
