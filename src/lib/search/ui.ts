/**
 * The search box, in vanilla TypeScript, for any page of the site (issue #6 UI):
 *  - "/" anywhere (outside a text field) focuses the box; the index loads on first focus, lazily;
 *  - results appear as you type: number, title, snippet with the matched words in <mark>;
 *  - ↑/↓ move through them, Enter opens the selected one (or the first, for a rule number),
 *    otherwise the results page; Escape closes the list;
 *  - `mode: 'page'` is the results page: it reads ?q=, lists more, and keeps ?q= in the address.
 * No network once the index is loaded. Text is only ever inserted as text nodes; no inline
 * event handlers, no eval (works under a strict Content-Security-Policy, given `styles: false`
 * and the stylesheet served as a file). The engine (FlexSearch ~18 kB gzipped, and the page
 * language's stemmers, 2–3 kB each, one chunk apiece) is a dynamic import, fetched with the index
 * on first focus, so pages that never search do not pay for it.
 *
 * Mount it with `mountSearch(element, options)`, or mark elements with `data-rules-search` and
 * call `autoMount()` (options from data-lang, data-fetch-base, data-site-base, data-mode,
 * data-results-page, data-limit, data-styles="none").
 */
import { rulePath } from '../model/pages.js';
import { SOURCE_LANG } from '../langs/source.js';
import type { SearchResult } from './types.js';
import { labelsFor, type SearchLabels } from './ui-labels.js';

export interface SearchUiOptions {
  lang: string;
  /** Where the search files are served: `${fetchBase}meta.json`, `${fetchBase}${lang}/…` (default /search/). */
  fetchBase?: string;
  /** The site's base path, for rule links `${siteBase}${lang}/rules/${id}/` (default /). */
  siteBase?: string;
  /** A rule's link; default as above. */
  href?: (r: SearchResult) => string;
  /** The results page (Enter without a selection goes to `${resultsPage}?q=…`); default `${siteBase}${lang}/search/`. */
  resultsPage?: string;
  mode?: 'box' | 'page';
  /** Results shown (default 8 in the box, 50 on the page). */
  limit?: number;
  labels?: Partial<SearchLabels>;
  /** Add the small default stylesheet as an inline <style> (default true; a strict CSP needs false). */
  styles?: boolean;
  /** Navigation (tests replace it). */
  navigate?: (url: string) => void;
}

export interface MountedSearch {
  input: HTMLInputElement;
  list: HTMLUListElement;
  /** Run a query now (as if typed). */
  run(query: string): Promise<void>;
  destroy(): void;
}

let counter = 0;
const STYLE_ID = 'rules-search-style';
const CSS = `
.rules-search{position:relative}
.rules-search__input{width:100%;box-sizing:border-box;font:inherit;padding:.4em .6em}
.rules-search__list{list-style:none;margin:0;padding:0}
.rules-search--box .rules-search__list{position:absolute;z-index:50;left:0;right:0;max-height:70vh;overflow:auto;background:Canvas;color:CanvasText;border:1px solid GrayText}
.rules-search--box .rules-search__list:empty{display:none}
.rules-search__item a{display:block;padding:.4em .6em;color:inherit;text-decoration:none}
.rules-search__item a[aria-selected=true],.rules-search__item a:hover{background:Highlight;color:HighlightText}
.rules-search__number{font-weight:bold;margin-right:.5em}
.rules-search__note{font-size:.8em;opacity:.75;margin-left:.5em}
.rules-search__section{display:block;font-size:.8em}
.rules-search__snippet{display:block;font-size:.9em}
.rules-search__snippet mark{background:Mark;color:MarkText}
.rules-search__status{font-size:.85em;margin:.3em 0}
.rules-search--box .rules-search__status:empty{display:none}`;

function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.append(style);
}

/** The snippet as nodes: text, with <mark> around the highlighted ranges. */
function snippetNodes(doc: Document, r: SearchResult): Node[] {
  const out: Node[] = [];
  let at = 0;
  for (const [s, e] of r.highlights) {
    if (s > at) out.push(doc.createTextNode(r.snippet.slice(at, s)));
    const mark = doc.createElement('mark');
    mark.textContent = r.snippet.slice(s, e);
    out.push(mark);
    at = e;
  }
  if (at < r.snippet.length) out.push(doc.createTextNode(r.snippet.slice(at)));
  return out;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable;
}

export function mountSearch(root: HTMLElement, opts: SearchUiOptions): MountedSearch {
  const doc = root.ownerDocument;
  const lang = opts.lang;
  const mode = opts.mode ?? 'box';
  const siteBase = opts.siteBase ?? '/';
  const labels = labelsFor(lang, opts.labels);
  // The results page shows a page of results, and "Show more" adds the next page.
  const pageSize = opts.limit ?? (mode === 'page' ? 50 : 8);
  let limit = pageSize;
  const href = opts.href ?? ((r: SearchResult) => `${siteBase}${rulePath(lang, r.id).slice(1)}`);
  const resultsPage = opts.resultsPage ?? `${siteBase}${lang}/search/`;
  const navigate = opts.navigate ?? ((url: string) => doc.defaultView?.location.assign(url));
  if (opts.styles !== false) ensureStyles(doc);

  // The box may be server-rendered (SearchBox.astro, for the eager stub ui-stub.ts): then it is
  // taken over as it is, focus, caret and text typed meanwhile included.
  const found = {
    input: root.querySelector<HTMLInputElement>('input.rules-search__input'),
    status: root.querySelector<HTMLElement>('.rules-search__status'),
    list: root.querySelector<HTMLUListElement>('ul.rules-search__list'),
  };
  const id = found.list?.id.replace(/-list$/, '') || `rules-search-${++counter}`;
  root.classList.add('rules-search', `rules-search--${mode}`);
  // One search landmark per page: the header's box (the results page's list lives in <main>).
  if (mode === 'box') root.setAttribute('role', 'search');
  const input = found.input ?? doc.createElement('input');
  input.type = 'search';
  input.className = 'rules-search__input';
  input.placeholder = labels.placeholder;
  input.title = labels.shortcut;
  input.setAttribute('aria-keyshortcuts', '/');
  input.setAttribute('aria-label', labels.label);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', `${id}-list`);
  input.autocomplete = 'off';
  input.spellcheck = false;
  const status = found.status ?? doc.createElement('p');
  status.className = 'rules-search__status';
  status.setAttribute('aria-live', 'polite');
  const list = found.list ?? doc.createElement('ul');
  list.className = 'rules-search__list';
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  if (!found.input || !found.status || !found.list) root.replaceChildren(input, status, list);
  // The results page: a switch that adds retired rules ("include older releases"), kept in ?all=1.
  const older = mode === 'page' ? doc.createElement('label') : undefined;
  const allReleases = doc.createElement('input');
  allReleases.type = 'checkbox';
  if (older) {
    older.className = 'rules-search__older';
    allReleases.checked = new URL(doc.location.href).searchParams.get('all') === '1';
    older.append(allReleases, doc.createTextNode(` ${labels.allReleases}`));
    input.after(older);
  }
  const more = mode === 'page' ? doc.createElement('button') : undefined;
  if (more) {
    more.type = 'button';
    more.className = 'rules-search__more';
    more.textContent = labels.more;
    more.hidden = true;
    list.after(more);
  }

  let results: SearchResult[] = [];
  /** How many rules match the query (results holds the first `limit`). */
  let total = 0;
  let active = -1;
  let ready: Promise<typeof import('./client.js')> | undefined;
  let latest = 0;

  // Offline, say why: the files were not kept (the service worker keeps them with a language's rules).
  const failed = () => (navigator.onLine === false ? labels.offline : labels.error);
  const ensureLoaded = () => {
    if (!ready) {
      status.textContent = labels.loading;
      const p = import('./client.js').then(async (client) => {
        await client.loadIndex(lang, opts.fetchBase);
        return client;
      });
      ready = p;
      p.then(
        () => ready === p && status.textContent === labels.loading && (status.textContent = ''),
        () => {
          // Let the next focus or keystroke try again.
          if (ready === p) ready = undefined;
          status.textContent = failed();
        },
      );
    }
    return ready;
  };

  const select = (i: number) => {
    active = i;
    const options = [...list.querySelectorAll<HTMLElement>('[role=option]')];
    options.forEach((o, k) => o.setAttribute('aria-selected', String(k === i)));
    const option = options[i];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const render = (query: string) => {
    // Which query the list answers (queries fetch what they need, so a list may lag the box).
    list.dataset.query = query;
    list.replaceChildren(
      ...results.map((r, i) => {
        // The link is the option (a link inside an option would be interactive content nested
        // in an interactive control); the item is only its container.
        const li = doc.createElement('li');
        li.className = 'rules-search__item';
        li.setAttribute('role', 'none');
        li.dataset.id = r.id;
        const a = doc.createElement('a');
        a.href = href(r);
        a.tabIndex = -1;
        a.id = `${id}-${i}`;
        a.setAttribute('role', 'option');
        a.setAttribute('aria-selected', 'false');
        a.dataset.id = r.id;
        const num = doc.createElement('span');
        num.className = 'rules-search__number';
        num.textContent = r.number;
        a.append(num);
        if (r.title) a.append(doc.createTextNode(r.title));
        const note = [
          r.match === 'former' && r.matched
            ? labels.formerly(r.matched)
            : r.fallback
              ? labels.fallback(r.fallback)
              : r.glossary
                ? labels.glossary(r.glossary)
                : '',
          r.retired ? labels.retired : '',
        ]
          .filter(Boolean)
          .join(' · ');
        if (note) {
          const n = doc.createElement('span');
          n.className = 'rules-search__note';
          n.textContent = note;
          a.append(n);
        }
        if (r.section) {
          const sec = doc.createElement('span');
          sec.className = 'rules-search__section';
          sec.textContent = `${r.section.number}. ${r.section.title}`;
          if (r.section.lang !== lang) sec.lang = r.section.lang;
          a.append(sec);
        }
        if (r.snippet) {
          const sn = doc.createElement('span');
          sn.className = 'rules-search__snippet';
          sn.append(...snippetNodes(doc, r));
          a.append(sn);
        }
        li.append(a);
        li.addEventListener('mousemove', () => active !== i && select(i));
        return li;
      }),
    );
    active = -1;
    input.removeAttribute('aria-activedescendant');
    input.setAttribute('aria-expanded', String(results.length > 0));
    status.textContent = !query.trim()
      ? ''
      : results.length
        ? mode === 'page'
          ? total > results.length
            ? labels.countOf(results.length, total)
            : labels.count(results.length)
          : ''
        : labels.empty;
    if (more) more.hidden = total <= results.length;
  };

  const run = async (query: string) => {
    const ticket = ++latest;
    let client: typeof import('./client.js');
    try {
      client = await ensureLoaded();
    } catch {
      return;
    }
    if (ticket !== latest) return; // a newer keystroke won
    let response: Awaited<ReturnType<typeof client.search>> | undefined;
    try {
      response = query.trim() ? await client.search(query, { limit, allReleases: allReleases.checked }) : undefined;
    } catch {
      if (ticket === latest) status.textContent = failed();
      return;
    }
    if (ticket !== latest) return;
    results = response?.results ?? [];
    total = response?.total ?? results.length;
    render(query);
    if (mode === 'page') {
      const url = new URL(doc.location.href);
      if (query.trim()) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      if (allReleases.checked) url.searchParams.set('all', '1');
      else url.searchParams.delete('all');
      doc.defaultView?.history.replaceState(null, '', url);
    }
  };

  const open = (r: SearchResult | undefined) => r && navigate(href(r));

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!results.length) return;
      e.preventDefault();
      // -1 is the box itself: moving past either end comes back to it.
      let next = active + (e.key === 'ArrowDown' ? 1 : -1);
      if (next >= results.length) next = -1;
      else if (next < -1) next = results.length - 1;
      select(next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const q = input.value.trim();
      if (!q) return;
      if (active >= 0) return open(results[active]);
      // A rule number opens its rule; words open the results page (or the only result).
      const top = results[0];
      if (top && (top.match === 'number' || top.match === 'former' || mode === 'page' || results.length === 1))
        return open(top);
      if (mode === 'box') navigate(`${resultsPage}?q=${encodeURIComponent(q)}`);
    } else if (e.key === 'Escape') {
      if (results.length && mode === 'box') {
        results = [];
        render('');
      } else input.blur();
    }
  };

  const onSlash = (e: KeyboardEvent) => {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    e.preventDefault();
    input.focus();
    input.select();
  };

  const onInput = () => {
    limit = pageSize;
    void run(input.value);
  };
  const onMore = () => {
    limit += pageSize;
    void run(input.value);
  };
  const onFocus = () => void ensureLoaded().catch(() => undefined);
  const onOutside = (e: Event) => {
    if (mode === 'box' && !root.contains(e.target as Node)) {
      results = [];
      render('');
    }
  };
  input.addEventListener('input', onInput);
  allReleases.addEventListener('change', onInput);
  more?.addEventListener('click', onMore);
  input.addEventListener('keydown', onKey);
  input.addEventListener('focus', onFocus);
  doc.addEventListener('keydown', onSlash);
  doc.addEventListener('click', onOutside);

  if (mode === 'page' && !input.value) input.value = new URL(doc.location.href).searchParams.get('q') ?? '';
  // Typed (or focused) before this ran: answer it now.
  if (input.value) void run(input.value);
  else if (doc.activeElement === input) onFocus();

  return {
    input,
    list,
    run,
    destroy() {
      input.removeEventListener('input', onInput);
      allReleases.removeEventListener('change', onInput);
      more?.removeEventListener('click', onMore);
      more?.remove();
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('focus', onFocus);
      doc.removeEventListener('keydown', onSlash);
      doc.removeEventListener('click', onOutside);
      root.replaceChildren();
    },
  };
}

/** Mount every `[data-rules-search]` element of the page (options from its data attributes). */
export function autoMount(doc: Document = document): MountedSearch[] {
  return [...doc.querySelectorAll<HTMLElement>('[data-rules-search]')].map((el) =>
    mountSearch(el, {
      lang: el.dataset.lang || doc.documentElement.lang || SOURCE_LANG,
      fetchBase: el.dataset.fetchBase,
      siteBase: el.dataset.siteBase,
      resultsPage: el.dataset.resultsPage,
      mode: el.dataset.mode === 'page' ? 'page' : 'box',
      limit: el.dataset.limit ? Number(el.dataset.limit) : undefined,
      styles: el.dataset.styles !== 'none',
    }),
  );
}
