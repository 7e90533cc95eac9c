/**
 * What changed between any two releases the reader picks (/{lang}/changes/?from=A&to=B): a pair of
 * consecutive releases has its own page, which this goes to; any other pair is drawn here from the
 * two releases' data (/api/releases/{date}.json): rules added, removed, renumbered and changed, by
 * section, with word diffs; typography alone is listed, not drawn. A pair picked the wrong way round
 * is swapped, with a message; the same release twice, or a value that names no release, is refused.
 */
import { rulePath, sectionOf } from '../../lib/model/pages';
import { SOURCE_LANG } from '../../lib/langs/source';
import type { ReleaseLabels } from '../../lib/query/site-labels';
import { fill, h, json } from './release';
import { readable, renderWordDiff } from './history';

type Row = [string, string, string, string, string, string[]];
type Kind = keyof ReleaseLabels['kinds'];

const full = (r: Row) => [r[4] || r[3], ...r[5].map((e) => `Example: ${e}`)].join('\n');

export async function initPair(): Promise<void> {
  const out = document.getElementById('picked');
  const params = new URLSearchParams(location.search);
  let [from, to] = [params.get('from'), params.get('to')];
  if (!out || from === null || to === null) return;
  const lang = document.documentElement.lang || SOURCE_LANG;
  const [labels, list] = await Promise.all([
    json<{ release?: ReleaseLabels; changes?: { ins: string; del: string; same: string } }>(`/labels/${lang}.json`),
    json<{ releases: string[] }>('/api/releases.json'),
  ]);
  const t = labels?.release;
  if (!t || !labels.changes || !list) return;
  const say = (text: string) => h('p', { class: 'notice', role: 'status' }, text);
  const unknown = [from, to].find((x) => !list.releases.includes(x));
  if (unknown !== undefined) return out.replaceChildren(say(fill(t.noRelease, { asked: unknown })));
  if (from === to) return out.replaceChildren(say(t.same));
  const notes: HTMLElement[] = [];
  if (from > to) {
    notes.push(say(fill(t.swapped, { from, to })));
    [from, to] = [to, from];
  }
  // Consecutive releases have a page of their own (with the glossary's changes too).
  const i = list.releases.indexOf(from);
  if (list.releases[i + 1] === to && !notes.length) return location.replace(`/${lang}/changes/${from}..${to}/`);
  const [a, b] = await Promise.all([
    json<{ rules: Row[] }>(`/api/releases/${from}.json`),
    json<{ rules: Row[] }>(`/api/releases/${to}.json`),
  ]);
  if (!a || !b) return;
  const older = new Map(a.rules.map((r) => [r[0], r]));
  const newer = new Map(b.rules.map((r) => [r[0], r]));
  const items: Array<{ number: string; kind: Kind; was?: string; id: string; a?: string; b?: string }> = [];
  for (const r of b.rules) {
    const o = older.get(r[0]);
    if (!o) items.push({ number: r[1], kind: 'added', id: r[0], b: full(r) });
    else if (full(o) !== full(r) || o[1] !== r[1]) {
      const drawn = readable(
        [
          { op: 'delete', text: full(o) },
          { op: 'insert', text: full(r) },
        ],
        false,
      );
      const kind: Kind = full(o) === full(r) ? 'renumbered' : drawn.length === 1 ? 'cosmetic' : 'substantive';
      items.push({ number: r[1], kind, id: r[0], a: full(o), b: full(r), ...(o[1] !== r[1] ? { was: o[1] } : {}) });
    }
  }
  for (const r of a.rules) if (!newer.has(r[0])) items.push({ number: r[1], kind: 'removed', id: r[0], a: full(r) });
  const sections = new Map<string, HTMLElement>();
  const diffLabels = { ins: labels.changes.ins, del: labels.changes.del, same: labels.changes.same };
  for (const item of items) {
    const key = sectionOf(item.number);
    let ul = sections.get(key);
    if (!ul) sections.set(key, (ul = h('ul', { class: 'chg-list' })));
    const diff = h('div', { lang: SOURCE_LANG });
    if (item.kind !== 'renumbered' && item.kind !== 'cosmetic')
      renderWordDiff(diff, item.a ?? '', item.b ?? '', diffLabels, false);
    ul.append(
      h(
        'li',
        { class: `chg k-${item.kind}` },
        h('a', { href: rulePath(lang, item.id) }, item.number),
        ' ',
        h('span', { class: `change c-${item.kind}` }, t.kinds[item.kind]),
        ...(item.was ? [' ', h('small', {}, `(${fill(t.movedFrom, { from: item.was })})`)] : []),
        diff,
      ),
    );
  }
  const keys = [...sections.keys()].sort((x, y) => Number(x) - Number(y) || x.localeCompare(y));
  out.replaceChildren(
    ...notes,
    h('h2', {}, fill(t.pairTitle, { from, to })),
    ...keys.flatMap((k) => [h('h3', {}, k), sections.get(k)!]),
  );
  out.dataset.pair = `${from}..${to}`;
}

void initPair();
