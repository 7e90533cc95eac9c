/**
 * What the "Changes" island of a rule page draws (changes.ts loads this when the section is wanted):
 * the timeline (timeline.ts), each revision with its word diff from the rule's API file (newest
 * first, or oldest first at a button), and the picker comparing any two versions. Everything is
 * built with DOM text nodes (never innerHTML).
 */
import { rulePath } from '../../lib/model/pages';
import { SOURCE_LANG } from '../../lib/langs/source';
import { diffWords } from '../../lib/text/word-diff';
import type { ChangesLabels } from '../../lib/query/site-labels';
import { cosmeticForm, withoutItalicMarks } from '../../lib/text/cosmetic';
import { TIMELINE, timelineGeometry } from '../../lib/history/geometry';
import { timeline } from './timeline';
import { isIsoDate } from '../../lib/model/time';

interface DiffPart {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** A revision as the rule's API file holds it (the fields the islands read). */
export interface ApiRevision {
  version: string;
  through?: string;
  number: string;
  change: string;
  text: string;
  title?: string;
  examples?: Array<{ text: string }>;
  diff: DiffPart[];
  renumbered?: boolean;
  splitFrom?: string[];
  mergedInto?: string[];
  match?: { stage: string; score: number; why: string };
}

/**
 * The rule in the official releases, collapsed: each range of releases under one number, linking the
 * rule as it read in the first of them (?release=DATE, client/release.ts; any date works).
 */
function releaseList(revisions: readonly ApiRevision[], label: string): HTMLElement | undefined {
  const held: Array<{ number: string; from: string; to: string }> = [];
  for (const r of revisions) {
    if (r.change === 'retired' || !/^\d{4}-\d{2}-\d{2}$/.test(r.version)) continue;
    const last = held.at(-1);
    if (last && last.number === r.number) last.to = r.through ?? r.version;
    else held.push({ number: r.number, from: r.version, to: r.through ?? r.version });
  }
  if (!held.length) return undefined;
  const items = held.map((r) =>
    h(
      'li',
      {},
      h('a', { href: `?release=${r.from}` }, r.to !== r.from ? `${r.from} – ${r.to}` : r.from),
      ` · ${r.number}`,
    ),
  );
  return h('details', { class: 'releases' }, h('summary', {}, label), h('ul', {}, ...items));
}

/** "Split from 111.3" / "Merged into 702.2b": links to the other rules, in the page's language. */
function related(label: string, ids: readonly string[]): HTMLElement {
  const lang = document.documentElement.lang || SOURCE_LANG;
  const p = h('p', { class: 'prov' }, `${label} `);
  ids.forEach((id, i) => {
    if (i > 0) p.append(', ');
    p.append(h('a', { href: rulePath(lang, id) }, id));
  });
  return p;
}

/** What tells a revision's rule and its release before apart, when its number or words moved. */
function provenance(api: ApiRevision | undefined, t: ChangesLabels): HTMLElement[] {
  if (!api) return [];
  const out: HTMLElement[] = [];
  if (api.splitFrom?.length) out.push(related(t.splitFrom, api.splitFrom));
  if (api.mergedInto?.length) out.push(related(t.mergedInto, api.mergedInto));
  if (api.match && (api.renumbered || api.match.stage !== 'identical'))
    out.push(h('p', { class: 'prov why' }, `${t.why} `, h('span', { lang: SOURCE_LANG }, api.match.why)));
  return out;
}

/** Word tokens as the server's diffs of English revisions cut them (text/rule-text.ts wordTokens). */
function marked(tag: 'ins' | 'del', text: string, title: string): HTMLElement {
  const el = document.createElement(tag);
  el.title = title;
  const open = document.createElement('span');
  open.className = 'mk';
  open.textContent = tag === 'ins' ? '[+' : '[−';
  const close = document.createElement('span');
  close.className = 'mk';
  close.textContent = tag === 'ins' ? '+]' : '−]';
  el.append(open, text, close);
  return el;
}

/** Text with its line breaks (body, then each example on its own line) as <br>, like the page's diffs. */
function withBreaks(text: string): Array<string | HTMLElement> {
  return text
    .split('\n')
    .flatMap((line, i) => [...(i > 0 ? [document.createElement('br')] : []), ...(line ? [line] : [])]);
}

/** A word diff's parts as a block, as the server renders them (render/diff.ts). */
function diffBlock(parts: readonly DiffPart[], labels: { ins: string; del: string }): HTMLElement {
  const div = document.createElement('div');
  div.className = 'diff';
  for (const p of parts) {
    if (p.op === 'insert') div.append(marked('ins', p.text, labels.ins));
    else if (p.op === 'delete') div.append(marked('del', p.text, labels.del));
    else div.append(...withBreaks(p.text));
  }
  return div;
}

/**
 * A diff as read by default: a replacement that changes typography only (quotes, dashes, spacing,
 * italics, ™) shows as its newer text, and `_italic_` markers are taken out; `all` keeps every part.
 */
export function readable(parts: readonly DiffPart[], all: boolean): DiffPart[] {
  if (all) return [...parts];
  const out: DiffPart[] = [];
  const push = (p: DiffPart) => {
    const last = out.at(-1);
    if (last && last.op === p.op) last.text += p.text;
    else out.push({ ...p });
  };
  for (let i = 0; i < parts.length; i++) {
    const [p, q] = [parts[i]!, parts[i + 1]];
    if (q && p.op !== 'equal' && q.op !== 'equal' && p.op !== q.op && cosmeticForm(p.text) === cosmeticForm(q.text)) {
      push({ op: 'equal', text: p.op === 'insert' ? p.text : q.text });
      i++;
    } else push(p);
  }
  return out.map((p) => ({ ...p, text: withoutItalicMarks(p.text) }));
}

export function renderWordDiff(
  out: HTMLElement,
  a: string,
  b: string,
  labels: { ins: string; del: string; same: string },
  all = true,
): void {
  // The ingest's word diff, from the same module (text/word-diff.ts).
  const parts = readable(diffWords(a, b, SOURCE_LANG), all);
  const div = diffBlock(parts, labels);
  if (!parts.some((p) => p.op !== 'equal')) div.append(' ', labels.same);
  out.replaceChildren(div);
}

/** A revision's whole text: the newer side of its diff. */
function fullText(r: ApiRevision): string {
  return r.diff
    .filter((d) => d.op !== 'delete')
    .map((d) => d.text)
    .join('');
}

/** A revision's label as the page leaves it out: its date, or its first and last dates. */
export function revisionLabel(r: { v: string; t?: string }): string {
  return r.t ? `${r.v} – ${r.t}` : r.v;
}

/**
 * What the page carries about its revisions (RuleChanges.astro): only what the API file doesn't say,
 * in the page's language — `l` where the label is not revisionLabel's, the sources `s`, and `d`, the
 * date of a revision its version doesn't date (the page stays light).
 */
export interface ChangesPage {
  from: number;
  revs: Array<{ l?: string; s: string; d?: string }>;
}

export interface ChangesData {
  from: number;
  w: number;
  h: number;
  years: Array<[number, string]>;
  revs: Array<{ v: string; t?: string; l: string; n: string; c: string; r?: 1; s: string; x: number }>;
  /** The strings, from /labels/{lang}.json. */
  t: ChangesLabels;
}

function h(tag: string, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

/** The picker comparing any two versions: options from the revisions, texts filled in later. */
function picker(d: ChangesData): {
  section: HTMLElement;
  a: HTMLSelectElement;
  b: HTMLSelectElement;
  out: HTMLElement;
} {
  const select = (id: string, selected: number) => {
    const el = h('select', { id }) as HTMLSelectElement;
    d.revs.forEach((r, i) => {
      const o = h(
        'option',
        { value: String(i), 'data-v': r.v, ...(r.t ? { 'data-through': r.t } : {}) },
        `${r.l} · ${r.n}`,
      ) as HTMLOptionElement;
      o.selected = i === selected;
      el.append(o);
    });
    return el;
  };
  const a = select('pick-a', d.from);
  const b = select('pick-b', d.revs.length - 1);
  const out = h('div', { id: 'pick-out', class: 'rev', lang: SOURCE_LANG, 'aria-live': 'polite' });
  const section = h(
    'section',
    { class: 'pick', 'aria-labelledby': 'pick-h' },
    h('h3', { id: 'pick-h' }, d.t.compareAny),
    h('div', { class: 'picker' }, h('label', {}, d.t.from, a), h('label', {}, d.t.to, b)),
    out,
  );
  return { section, a, b, out };
}

/**
 * The revisions newest first (what changed last is what a reader looks for), and a button to read
 * them oldest first; the list's numbers stay each revision's place in time (a reversed list).
 */
function order(list: HTMLOListElement, items: HTMLElement[], t: ChangesLabels): HTMLElement {
  const button = h('button', { type: 'button', 'aria-pressed': 'false' }, t.oldestFirst) as HTMLButtonElement;
  const arrange = (oldest: boolean) => {
    button.setAttribute('aria-pressed', String(oldest));
    list.reversed = !oldest;
    list.replaceChildren(...(oldest ? items : [...items].reverse()));
  };
  button.addEventListener('click', () => arrange(button.getAttribute('aria-pressed') !== 'true'));
  arrange(false);
  return h('p', { class: 'legend order' }, button);
}

/** The page's part and the API file's, revision by revision, with their place on the timeline. */
function changesData(page: ChangesPage, revisions: ApiRevision[], t: ChangesLabels): ChangesData {
  const geometry = timelineGeometry(
    page.revs.map((p, i) => (isIsoDate(revisions[i]?.version) ? revisions[i]!.version : p.d)),
  );
  const revs = page.revs.map((p, i) => {
    const a = revisions[i]!;
    const v = { v: a.version, ...(a.through ? { t: a.through } : {}) };
    return {
      ...v,
      l: p.l ?? revisionLabel(v),
      n: a.number,
      c: a.change,
      ...(a.renumbered && a.change !== 'renumbered' ? { r: 1 as const } : {}),
      s: p.s,
      x: geometry.x[i]!,
    };
  });
  return { from: page.from, w: TIMELINE.width, h: TIMELINE.height, years: geometry.years, revs, t };
}

export async function fill(section: HTMLElement, page: ChangesPage): Promise<void> {
  const [response, strings] = await Promise.all([fetch(section.dataset.api!), fetch(section.dataset.labels!)]);
  if (!response.ok || !strings.ok) return;
  const rule = (await response.json()) as { revisions?: unknown };
  const t = ((await strings.json()) as { changes?: ChangesLabels }).changes;
  // The page and its API file come from one build: revision i is the same in both.
  if (!Array.isArray(rule.revisions) || rule.revisions.length !== page.revs.length || !t) return;
  const revisions = rule.revisions as ApiRevision[];
  const d = changesData(page, revisions, t);
  const labels = { ins: d.t.ins, del: d.t.del, same: d.t.same };
  const list = h('ol', { class: 'revs' }) as HTMLOListElement;
  const items: HTMLElement[] = [];
  // Typography alone (a cosmetic revision, a quote changed inside a real change) is not drawn
  // unless asked for.
  const toggle = h('input', { type: 'checkbox', id: 'typo' }) as HTMLInputElement;
  const diffs: Array<() => void> = [];
  d.revs.forEach((r, i) => {
    const api = revisions[i];
    const heading = h(
      'h3',
      {},
      `${r.l} · ${d.t.number.replace('{n}', r.n)} `,
      h('span', { class: `change c-${r.c}` }, d.t.c[r.c] ?? r.c),
    );
    if (r.r) heading.append(' ', h('span', { class: 'change' }, d.t.renumbered));
    const parts =
      api && api.diff.length && api.change !== 'created' ? api.diff : [{ op: 'equal' as const, text: api?.text ?? '' }];
    const body = h('div', { lang: SOURCE_LANG });
    const draw = () => body.replaceChildren(diffBlock(readable(parts, toggle.checked), labels));
    draw();
    diffs.push(draw);
    items.push(
      h(
        'li',
        { class: 'rev', id: `v${i}` },
        heading,
        h('p', { class: 'legend' }, `${d.t.sources} ${r.s}`),
        ...provenance(api, d.t),
        body,
      ),
    );
  });
  const pick = picker(d);
  const typo = h('p', { class: 'legend' }, h('label', {}, toggle, ` ${d.t.typography}`));
  // The timeline keeps its size on a phone (its labels stay readable) and scrolls sideways there.
  const drawn = timeline(d);
  const scroller = h(
    'div',
    { class: 'tl-scroll', tabindex: '0', role: 'region', 'aria-label': d.t.timeline },
    drawn.figure,
  );
  section.append(scroller, h('p', { class: 'legend' }, d.t.legend), typo, pick.section, order(list, items, d.t), list);
  drawn.place();
  const releases = releaseList(revisions, d.t.releases);
  if (releases) section.append(releases);
  const texts = revisions.map(fullText);
  const from = new URLSearchParams(location.search).get('from');
  // The version asked for, or the revision whose range of releases holds it.
  const at = from ? d.revs.findIndex((r) => r.v === from || (!!r.t && r.v <= from && from <= r.t)) : -1;
  if (at >= 0) {
    pick.a.value = String(at);
    pick.b.value = String(texts.length - 1);
  }
  const update = () =>
    renderWordDiff(
      pick.out,
      texts[Number(pick.a.value)] ?? '',
      texts[Number(pick.b.value)] ?? '',
      labels,
      toggle.checked,
    );
  pick.a.addEventListener('change', update);
  pick.b.addEventListener('change', update);
  toggle.addEventListener('change', () => {
    for (const draw of diffs) draw();
    update();
  });
  update();
  section.dataset.ready = 'true';
  // A link to one revision (#v3) finds it now that it exists.
  if (/^#v\d+$/.test(location.hash)) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}
