/**
 * The sidebar's other chapters (Sidebar.astro): the page holds its own chapter; the rest of the
 * contents is one shared file per language, fetched once the sidebar is open (at once where the
 * screen has room for it beside the page, else when the reader opens it). Text nodes only.
 */
interface Entry {
  id: string;
  n: string;
  title: string;
  lang?: string;
  href?: string;
}
interface Chapter extends Entry {
  sections: Entry[];
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, ...kids: Array<Node | string>): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.append(...kids);
  return e;
}

/** "707. Copiable Values", the title marked with its language when it is not the page's. */
function label(e: Entry, dot = '.'): Array<Node | string> {
  const n = el('b', e.n + dot);
  const title = el('span', e.title);
  if (e.lang) title.lang = e.lang;
  return [n, ' ', e.lang ? title : e.title];
}

/** A chapter's disclosure; `current` marks a section and opens its chapter (pages put together offline). */
function chapterItem(c: Chapter, current?: string): HTMLLIElement {
  const list = el('ol');
  for (const s of c.sections) {
    const a = el('a', ...label(s));
    if (s.href) a.href = s.href;
    if (s.id === current) a.setAttribute('aria-current', 'page');
    list.append(el('li', a));
  }
  const details = el('details', el('summary', ...label(c)), list);
  details.open = c.sections.some((s) => s.id === current);
  const li = el('li', details);
  li.dataset.chapter = c.id;
  return li;
}

export function initContents(): void {
  const nav = document.querySelector<HTMLElement>('nav.side[data-contents]');
  const box = nav?.querySelector('details');
  const list = nav?.querySelector('ol.contents');
  if (!nav?.dataset.contents || !box || !list) return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    void fetch(nav.dataset.contents!)
      .then((r) => (r.ok ? (r.json() as Promise<{ chapters?: Chapter[] }>) : undefined))
      .then((data) => {
        const chapters = data?.chapters;
        if (!Array.isArray(chapters)) return;
        const own = new Map([...list.children].map((li) => [(li as HTMLElement).dataset.chapter, li]));
        list.replaceChildren(...chapters.map((c) => own.get(c.id) ?? chapterItem(c, nav.dataset.current)));
      })
      .catch(() => undefined);
  };
  box.addEventListener('toggle', () => box.open && load());
  if (matchMedia('(min-width: 75rem)').matches) box.open = true;
  if (box.open) load();
}
