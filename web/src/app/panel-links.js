// How the panels of one page reach each other by id, through `sections` (id → {section, store, mount()}, filled
// as the sections are built): a value sent to a panel, another panel's state followed.
const noop = () => {};

export function panelLinks(sections) {
  return {
    // Hands a value (a matrix) to another panel on this page, e.g. "send this table to Sylvester"; a panel not
    // mounted yet mounts first.
    send(id, value) {
      const target = sections.get(id);
      if (!target) return false;
      target.mount().then(({ view }) => {
        view.receive?.(value);
        target.section.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }, noop);
      return true;
    },
    canSend: (id) => sections.has(id),
    // watch(id, listener): a panel follows another panel's state (the attention panel's closing table reads the
    // similarity table and the γ panel's K), mounted or not: listener(state) once the watching panel is mounted
    // and after each change; listener(null) once when that panel is not on this page (an embed of one panel),
    // so it uses its defaults.
    watch: (id, listener) =>
      queueMicrotask(() => {
        const other = sections.get(id)?.store;
        listener(other ? other.get() : null);
        other?.subscribe((state) => listener(state));
      }),
  };
}
