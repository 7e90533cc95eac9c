/**
 * The review queue's filters, search, sorts and paging (ReviewQueue.astro), over the rows of
 * /api/review/{lang}.json; the filter state lives in the URL (?status=outdated&section=707) so a
 * filtered queue can be linked. Untranslated sections list their numbers when opened. DOM text
 * nodes only (never innerHTML): the rows carry scraped text.
 */
import { rulePath } from '../../lib/model/pages';
import { SOURCE_LANG } from '../../lib/langs/source';
import type { ReviewData, QueueRow } from '../../lib/query/site-review';

type Labels = Record<string, string>;

function h(tag: string, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

const fill = (s: string, v: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (m, k: string) => String(v[k] ?? m));

/** Lower case, letters and digits only: the search matches words as typed, in any script. */
const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}.]+/gu, ' ');

export interface Filter {
  status: string;
  change: string;
  section: string;
  source: string;
  q: string;
  sort: string;
}

/** The rows a filter keeps, in its order. Exported for tests. */
export function filterRows(rows: readonly QueueRow[], f: Filter): QueueRow[] {
  const words = fold(f.q).split(' ').filter(Boolean);
  const out = rows.filter(
    (r) =>
      (!f.status || r.status === f.status) &&
      (!f.change || r.changes.includes(f.change)) &&
      (!f.section || r.section === f.section || r.chapter === f.section) &&
      (!f.source || r.source === f.source) &&
      words.every((w) =>
        /^\d/.test(w) ? r.number.startsWith(w) || fold(r.words).includes(w) : fold(r.words).includes(w),
      ),
  );
  const byNumber = (a: QueueRow, b: QueueRow) => a.number.localeCompare(b.number, SOURCE_LANG, { numeric: true });
  if (f.sort === 'number') out.sort(byNumber);
  else if (f.sort === 'base') out.sort((a, b) => (a.base || '0').localeCompare(b.base || '0') || byNumber(a, b));
  return out;
}

export function initReview(): void {
  const form = document.getElementById('queue-filters') as HTMLFormElement | null;
  const list = document.getElementById('queue-list');
  const count = document.getElementById('queue-count');
  const pager = document.getElementById('queue-pager');
  if (!form || !list || !count || !pager) return;
  const lang = form.dataset.lang!;
  const size = Number(form.dataset.page) || 25;
  const t = JSON.parse(form.dataset.labels ?? '{}') as Labels;
  let data: ReviewData | undefined;
  let page = 0;
  const params = new URLSearchParams(location.search);
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    const v = el.name && params.get(el.name);
    if (v) el.value = v;
  }
  const state = (): Filter => {
    const fd = new FormData(form);
    const get = (k: string) => String(fd.get(k) ?? '');
    return {
      status: get('status'),
      change: get('change'),
      section: get('section'),
      source: get('source'),
      q: get('q'),
      sort: get('sort'),
    };
  };
  const row = (r: QueueRow) =>
    h(
      'li',
      {},
      h('a', { href: r.href }, r.number),
      ' ',
      h('span', { class: `change s-${r.status}` }, t[`s:${r.status}`] ?? r.status),
      ' ',
      ...r.changes.flatMap((c) => [h('span', { class: 'tag' }, t[`c:${c}`] ?? c), ' ']),
      h('small', {}, `${r.source} · ${fill(t.base ?? '{{base}}', { base: r.newestBase || t.noBase || '' })}`),
    );
  const draw = () => {
    if (!data) return;
    const f = state();
    const rows = filterRows(data.rows, f);
    const pages = Math.max(1, Math.ceil(rows.length / size));
    page = Math.min(page, pages - 1);
    const shown = rows.slice(page * size, page * size + size);
    list.replaceChildren(...shown.map(row));
    count.textContent = fill(t.shown ?? '', { shown: shown.length, total: rows.length });
    pager.hidden = pages < 2;
    pager.querySelector('span')!.textContent = fill(t.page ?? '', { page: page + 1, pages });
    const [prev, next] = Array.from(pager.querySelectorAll('button'));
    prev!.disabled = page === 0;
    next!.disabled = page >= pages - 1;
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v && !(k === 'sort' && v === 'weight')) q.set(k, v);
    history.replaceState(null, '', `${location.pathname}${q.size ? `?${q}` : ''}${location.hash}`);
  };
  form.addEventListener('input', () => {
    page = 0;
    draw();
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  pager.addEventListener('click', (e) => {
    const step = Number((e.target as HTMLElement).closest('button')?.dataset.step ?? 0);
    if (!step) return;
    page += step;
    draw();
    list.scrollIntoView({ block: 'start' });
  });
  const load = fetch(`/api/review/${lang}.json`).then(async (r) =>
    r.ok ? ((await r.json()) as ReviewData) : undefined,
  );
  void load.then((d) => {
    data = d;
    form.dataset.ready = '1';
    draw();
  });
  for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>('#untranslated details')))
    details.addEventListener('toggle', () => {
      const out = details.querySelector<HTMLElement>('.ids');
      if (!details.open || !out || out.childNodes.length) return;
      void load.then((d) => {
        const ids = d?.untranslated.find((s) => s.section === details.dataset.section)?.ids ?? [];
        const page = out.dataset.page;
        if (page)
          out.before(
            h('p', {}, h('a', { href: page }, fill(t.sectionPage ?? '', { section: details.dataset.section ?? '' }))),
          );
        out.append(...ids.flatMap((id) => [h('a', { href: rulePath(lang, id) }, id), ' ']));
      });
    });
}
