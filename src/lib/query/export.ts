/**
 * `rules export`: review items of one language as translation units (ids.ts), for XLIFF or PO.
 * One rule gives a unit per part: its title (headings), its text, each example. Source = the
 * English now (the newest release); target = the translation as it is, when it has that part.
 * States: untranslated → new, outdated and needs-check → needs-review-translation, up to date →
 * translated. Notes: the status, the English diff since the base version, the issues, and the
 * translation memory's hits for each changed sentence. Rules not in the newest release (retired)
 * are left out: there is no English now to translate.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { DiffPart, Graph, ReviewItem } from '../model/schema.js';
import { TranslationMemory } from '../review/memory.js';
import { englishNow, workItem } from '../review/work.js';
import { englishVersions } from '../align/english.js';
import { unitId } from '../exchange/ids.js';
import type { ExchangeDoc, ExchangeUnit, UnitState } from '../exchange/units.js';

export const EXPORT_STATUSES = ['needs-check', 'outdated', 'up-to-date', 'untranslated'] as const;

export interface ExportOptions {
  lang: string;
  statuses: readonly string[];
  /** A chapter (`7`), section (`702`) or rule (`702.19`): numbers that start with it. */
  section?: string;
}

const STATE: Record<string, UnitState> = {
  untranslated: 'new',
  outdated: 'needs-review-translation',
  'needs-check': 'needs-review-translation',
  'up-to-date': 'translated',
};

/** A word diff as plain text, wdiff style: [-deleted-] {+inserted+}. */
export function diffText(diff: readonly DiffPart[]): string {
  return diff.map((p) => (p.op === 'equal' ? p.text : p.op === 'delete' ? `[-${p.text}-]` : `{+${p.text}+}`)).join('');
}

export function exportDoc(graph: Graph, queue: readonly ReviewItem[], opts: ExportOptions): ExchangeDoc {
  const crs = graph.versions.filter((v) => v.kind === 'cr');
  const version = crs[crs.length - 1]?.id;
  if (!version) throw new Error('the content has no official release to export from');
  // 7 → 7xx; 702 → 702.*; 702.19 → 702.19 and its subrules.
  const s = opts.section?.replace(/\./g, '\\.');
  const scope = s && new RegExp(s.length === 1 ? `^${s}\\d\\d` : s.includes('.') ? `^${s}[a-z]{0,2}$` : `^${s}(\\.|$)`);
  const within = (n: string) => !scope || scope.test(n);
  const wanted = queue.filter((it) => opts.statuses.includes(it.status));
  // The memory: every rule the language has a text of (the queue's translated items).
  const memory = new TranslationMemory();
  for (const id of new Set(queue.filter((it) => it.source).map((it) => it.id)))
    memory.add(graph.rules[id]!, opts.lang, graph);
  const units: ExchangeUnit[] = [];
  const done = new Set<string>();
  for (const item of wanted) {
    if (done.has(item.id)) continue;
    const rule = graph.rules[item.id];
    if (!rule) continue;
    const english = englishVersions(rule, graph.versions, graph.sources);
    const now = englishNow(english, version);
    if (!now || !within(now.number)) continue;
    done.add(item.id);
    const work = workItem(rule, item, graph, memory, english);
    const t = work.translation;
    // One base, said the same way everywhere: the newest English release the translation agrees with.
    const base = item.baseVersions.at(-1);
    const notes = [`${item.status}${base ? `; translated from English ${base}` : ''}`];
    if (work.diff.length) notes.push(`English changes since ${base ?? work.base?.version}: ${diffText(work.diff)}`);
    for (const i of item.issues) notes.push(`${i.kind}: ${i.detail}`);
    for (const c of work.changed)
      for (const hit of c.hits)
        notes.push(`TM ${Math.round(hit.similarity * 100)}% (${hit.rule}): ${hit.en} → ${hit.target}`);
    // The rule's notes go on its first unit; every unit with a target says what it was translated
    // from (a part shown from an older translation has that one's base).
    const baseOf = (from: string | undefined) =>
      from ? (graph.sources.find((s) => s.id === from)?.base ?? 'unknown') : (base ?? 'unknown');
    let first = true;
    const unit = (part: Parameters<typeof unitId>[0], source: string, target: string | undefined, from?: string) => {
      const own = target ? [`base: English ${baseOf(from)}${from ? ` (from ${from})` : ''}`] : [];
      const u: ExchangeUnit = {
        id: unitId(part),
        source,
        state: target ? STATE[item.status]! : 'new',
        notes: first ? [...notes, ...own] : own,
      };
      first = false;
      if (target) u.target = target;
      units.push(u);
    };
    const at = { number: now.number, version };
    if (now.title) unit({ ...at, part: 'title' }, now.title, t?.title || undefined, t?.titleFrom);
    if (now.text) unit({ ...at, part: 'text' }, now.text, t?.text || undefined, t?.textFrom);
    now.examples.forEach((e, k) => {
      const mine = t?.examples.find((x, i) => (x.at ?? i + 1) === k + 1);
      unit({ ...at, part: 'example', example: k + 1 }, e, mine?.text || undefined, mine?.from);
    });
  }
  return { sourceLang: SOURCE_LANG, targetLang: opts.lang, version, units };
}
