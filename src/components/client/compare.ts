/**
 * Compare page island: hovering or focusing a sentence highlights its partners (through every
 * alignment, transitively: es → en → ru); the language checkboxes (and ?langs=en,ru) choose columns.
 */
export function initCompare(): void {
  const sentences = Array.from(document.querySelectorAll<HTMLElement>('.s[data-g]'));
  const byGroup = new Map<string, HTMLElement[]>();
  for (const s of sentences) {
    for (const g of (s.dataset.g ?? '').split(' ')) {
      if (!g) continue;
      const list = byGroup.get(g) ?? [];
      list.push(s);
      byGroup.set(g, list);
    }
  }
  let lit: HTMLElement[] = [];
  const clear = () => {
    for (const s of lit) s.classList.remove('hl');
    lit = [];
  };
  const light = (start: HTMLElement) => {
    clear();
    const seen = new Set<HTMLElement>([start]);
    const queue = [start];
    while (queue.length) {
      const s = queue.shift()!;
      for (const g of (s.dataset.g ?? '').split(' ')) {
        for (const other of byGroup.get(g) ?? []) {
          if (!seen.has(other)) {
            seen.add(other);
            queue.push(other);
          }
        }
      }
    }
    lit = [...seen];
    for (const s of lit) s.classList.add('hl');
  };
  const closest = (el: EventTarget | null) => (el instanceof Element ? el.closest<HTMLElement>('.s[data-g]') : null);
  const target = (e: Event) => closest(e.target);
  document.addEventListener('mouseover', (e) => {
    const s = target(e);
    if (s) light(s);
  });
  document.addEventListener('mouseout', (e) => {
    if (target(e) && !closest((e as MouseEvent).relatedTarget)) clear();
  });
  document.addEventListener('focusin', (e) => {
    const s = target(e);
    if (s) light(s);
    else clear();
  });
  // Touch screens have no hover: a tap lights a sentence's partners, a tap elsewhere clears them.
  document.addEventListener('click', (e) => {
    const s = target(e);
    if (s) light(s);
    else clear();
  });
  document.addEventListener('focusout', (e) => {
    if (!(e as FocusEvent).relatedTarget) clear();
  });

  const chooser = document.querySelector<HTMLFieldSetElement>('fieldset.choose');
  if (!chooser) return;
  const boxes = Array.from(chooser.querySelectorAll<HTMLInputElement>('input[type=checkbox]'));
  const wanted = new URLSearchParams(location.search).get('langs')?.split(',').filter(Boolean);
  if (wanted?.length) for (const b of boxes) b.checked = wanted.includes(b.value);
  const apply = () => {
    for (const b of boxes) {
      const col = document.querySelector<HTMLElement>(`.col[data-lang="${CSS.escape(b.value)}"]`);
      if (col) col.hidden = !b.checked;
    }
  };
  chooser.addEventListener('change', apply);
  chooser.hidden = false;
  apply();
}
