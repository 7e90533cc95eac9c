/**
 * The compare page (/{lang}/compare/?rule=ID): the rule's columns drawn from /compare/{file}.json
 * (query/site-compare.ts: the same data for every interface, kept by the service worker for offline
 * reading), in the page's words; then hovering or focusing a sentence highlights its partners
 * (through every alignment, transitively: es → en → ru), and the language checkboxes (and
 * ?langs=en,ru) choose columns. The columns' HTML is the build's, sanitised there; every other text
 * goes in as text.
 */
import { compareFileOf, rulePath } from '../../lib/model/pages';
import { SOURCE_LANG } from '../../lib/langs/source';

interface Strings {
  title: string;
  example: string;
  low: string;
  unpaired: string;
  printedAs: string;
  notFound: string;
  names: Record<string, string>;
}

interface Column {
  l: string;
  s: string;
  v?: string;
  p?: string;
  x: string;
}

/** Rule links of the data point at the source language's pages: this interface's instead. */
const SOURCE_RULES = `/${SOURCE_LANG}/rules/`;

export async function initComparePage(): Promise<void> {
  const strings = JSON.parse(document.getElementById('compare-strings')?.textContent ?? '{}') as Strings;
  const lang = document.documentElement.lang;
  const id = new URLSearchParams(location.search).get('rule') ?? '';
  const h1 = document.querySelector('h1');
  const cols = document.querySelector<HTMLElement>('.cols');
  if (!h1 || !cols) return;
  const response = id
    ? await fetch(`/compare/${encodeURIComponent(compareFileOf(id))}.json`).catch(() => undefined)
    : undefined;
  const data = response?.ok ? ((await response.json()) as Record<string, { a: boolean; c: Column[] }>) : {};
  const rule = Object.hasOwn(data, id) ? data[id] : undefined;
  if (!rule) {
    h1.textContent = strings.notFound;
    return;
  }
  h1.textContent = strings.title.replace('{{id}}', id);
  document.title = `${h1.textContent} · ${document.title.split(' · ').at(-1) ?? ''}`;
  const crumb = document.querySelector<HTMLElement>('[data-rule-crumb]');
  const crumbLink = crumb?.querySelector('a');
  if (crumb && crumbLink) {
    crumbLink.href = rulePath(lang, id);
    crumbLink.textContent = id;
    crumb.hidden = false;
  }
  // The language switcher goes to the same rule's page in the other interfaces.
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]'))
    if (a.pathname.endsWith('/compare/')) a.search = location.search;
  const notice = document.querySelector<HTMLElement>('[data-no-alignment]');
  if (notice) notice.hidden = rule.a;
  const chooser = document.querySelector<HTMLFieldSetElement>('fieldset.choose');
  cols.replaceChildren(
    ...rule.c.map((c) => {
      const section = document.createElement('section');
      section.className = 'col';
      section.dataset.lang = c.l;
      section.lang = c.l;
      section.setAttribute('aria-labelledby', `h-${c.l}`);
      const h2 = document.createElement('h2');
      h2.id = `h-${c.l}`;
      h2.lang = lang;
      const small = document.createElement('small');
      const about = [c.s, c.v, c.p && strings.printedAs.replace('{{number}}', c.p)].filter(Boolean).join(', ');
      small.textContent = ` · ${about}`;
      h2.append(strings.names[c.l] ?? c.l, small);
      const body = document.createElement('template');
      body.innerHTML = c.x;
      for (const a of body.content.querySelectorAll<HTMLAnchorElement>(`a[href^="${SOURCE_RULES}"]`)) {
        const [path = '', hash] = a.getAttribute('href')!.slice(SOURCE_RULES.length).split('#');
        const target = rulePath(lang, decodeURIComponent(path.replace(/\/$/, '')));
        a.href = hash ? `${target.replace(/#.*/, '')}#${hash}` : target;
      }
      for (const label of body.content.querySelectorAll<HTMLElement>('.exl')) {
        label.textContent = `${strings.example}:`;
        label.lang = lang;
      }
      for (const s of body.content.querySelectorAll<HTMLElement>('.s.low')) s.title = strings.low;
      for (const s of body.content.querySelectorAll<HTMLElement>('.s.unpaired')) s.title = strings.unpaired;
      section.append(h2, body.content);
      if (chooser) {
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.value = c.l;
        box.checked = true;
        label.append(box, ` ${strings.names[c.l] ?? c.l}`);
        chooser.append(label);
      }
      return section;
    }),
  );
  initCompare();
}

/** Highlighting and the column chooser, over the columns drawn. */
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
