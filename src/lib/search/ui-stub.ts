/**
 * The search box's eager script (SearchBox.astro): a few hundred bytes that wait for the box to be
 * used. The box's markup (input, status, list) is server-rendered, so the page shows it and
 * keystrokes land in it before any of this runs. On the first focus, input or "/" (outside a text
 * field) this imports ui.ts, which takes over the same input (running the query already typed,
 * replaying an Enter pressed meanwhile) and loads the engine and index as before. A results page
 * (`data-mode="page"`) loads it at once. No inline code or styles: CSP-safe.
 */

/**
 * Vite wraps each dynamic import in its preload helper (`__vitePreload(load, deps)`, a shared
 * 0.7 kB chunk this page would then load eagerly) unless the module defines its own: this one just
 * imports. What it skips is only `<link rel=modulepreload>` for ui.js's imports and CSS the chunk
 * would need (it has none: the styles are in SearchBox.astro).
 */
export const __vitePreload = <T>(load: () => Promise<T>): Promise<T> => load();

export function stub(doc: Document = document): void {
  const roots = [...doc.querySelectorAll<HTMLElement>('[data-rules-search]')];
  if (!roots.length) return;
  let enter: HTMLInputElement | undefined;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    void import('./ui.js').then(
      (ui) => {
        off();
        ui.autoMount(doc);
        enter?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      },
      () => {
        started = false; // the next use tries again
      },
    );
  };
  const onKey = (event: Event) => {
    const e = event as KeyboardEvent;
    const t = e.target as HTMLElement;
    if (roots.some((r) => r.contains(t))) {
      if (e.key === 'Enter') enter = t as HTMLInputElement;
      else if (e.key === 'Escape') t.blur();
      return load();
    }
    const input = roots[roots.length - 1]!.querySelector('input');
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || !input) return;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || t.isContentEditable) return;
    e.preventDefault();
    input.focus();
    load();
  };
  const on = (add: boolean) => {
    const m = add ? 'addEventListener' : 'removeEventListener';
    doc[m]('keydown', onKey);
    for (const r of roots) {
      r[m]('focusin', load);
      r[m]('input', load);
    }
  };
  const off = () => on(false);
  on(true);
  if (roots.some((r) => r.dataset.mode === 'page') || roots.some((r) => r.contains(doc.activeElement))) load();
}
