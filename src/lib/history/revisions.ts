/**
 * Every rule's English revisions across versions (DESIGN §3, `rules history`): one entry per dated
 * version the rule is in (its official text), history-page revisions placed on that timeline, a
 * `retired` entry at the first version without it, each with its change class against the entry
 * before and a word diff. Splits and merges found while matching versions are recorded on the
 * created and retired entries. Then a text is stored once per change (DESIGN §7): an official
 * version unchanged from the official version before it extends that revision's range (`through`,
 * its sources added) instead of being an entry of its own.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { GraphStage } from '../model/stage.js';
import { sortNumbers } from '../model/numbers.js';
import { CURRENT } from '../model/identity.js';
import type { Rendition, Revision, Source } from '../model/schema.js';
import { matchColumns, type MatchColumns } from '../model/identity.js';
import { classifyChange } from '../identity/classify.js';
import { wordDiff } from '../identity/diff.js';
import { blocksOf, pageRevisions } from '../parse/rule-history/revisions.js';
import { fullText } from '../text/rule-text.js';
import { placePage, type HistoryEntry, type HistoryPage } from './timeline.js';

/** The history stage's part: each rule's revisions, and each history version's dated equals. */
export interface RevisionsPart {
  revisions: Map<string, Revision[]>;
  equals: Map<string, string[]>;
}

export function buildRevisions(stage: GraphStage): RevisionsPart {
  const byRule = new Map<string, Revision[]>();
  const { rules, versions, sources, identity } = stage;
  const crVersions = versions.filter((v) => v.kind === 'cr').map((v) => v.id);
  const crSources = new Map(versions.filter((v) => v.kind === 'cr').map((v) => [v.id, v.sources]));
  const sourceById = new Map(sources.map((s) => [s.id, s]));
  const relations = collectRelations(stage);
  const matches = collectMatches(stage);
  const pages = collectPages(stage, sourceById);
  const equals = new Map<string, Set<string>>();

  for (const rule of Object.values(rules)) {
    const rulePages = pages.get(rule.id);
    // A rule's official texts as runs of releases (one per rendition held over several); per release
    // where a history page places revisions among them, or where renditions share a release.
    const official = officialRuns(rule.renditions, sourceById, crVersions, crSources);
    let runs: Run[] | undefined = rulePages ? undefined : disjoint(official);
    if (!runs) {
      let entries = datedEntries(official, crVersions);
      for (const page of rulePages ?? []) {
        const placed = placePage(entries, page);
        entries = placed.entries;
        for (const [v, dated] of placed.equals)
          for (const d of dated) (equals.get(v) ?? equals.set(v, new Set()).get(v)!).add(d);
      }
      runs = entries.map((entry) => ({ entry, last: entry.version, sources: entry.sources }));
    }
    if (runs.length === 0) continue;
    // An official version unchanged (same number, same text) from the official version just before
    // it extends that revision's range: one revision per change.
    const revisions: Revision[] = [];
    for (let i = 0; i < runs.length;) {
      let j = i;
      while (j + 1 < runs.length && sameOfficial(runs[j]!.entry, runs[j + 1]!.entry, crSources)) j++;
      const e = runs[i]!.entry;
      const prev = i > 0 ? lastOf(runs[i - 1]!) : undefined;
      const revision = revisionOf(e, prev, identity.resolve, runs.slice(i, j + 1));
      const match = prev && matches.get(e.version, e.number);
      if (match && match.older === prev.number && match.olderVersion === prev.version) revision.match = match.match;
      revisions.push(revision);
      i = j + 1;
    }
    const first = revisions[0]!;
    const from = relations.splitFrom.get(rule.id);
    if (from) first.splitFrom = sortNumbers(from);
    const lastEntry = lastOf(runs[runs.length - 1]!);
    const at = crVersions.indexOf(lastEntry.version);
    if (at >= 0 && at < crVersions.length - 1) {
      const gone = crVersions[at + 1]!;
      const into = relations.mergedInto.get(rule.id);
      revisions.push({
        version: gone,
        sources: [...(crSources.get(gone) ?? [])],
        number: lastEntry.number,
        text: '',
        change: 'retired',
        renumbered: false,
        diff: wordDiff(lastEntry.full, '', lastEntry.lang),
        ...(into ? { mergedInto: sortNumbers(into) } : {}),
      });
    }
    byRule.set(rule.id, revisions);
  }
  const dated = new Map<string, string[]>();
  for (const v of versions) if (v.kind === 'history') dated.set(v.id, [...(equals.get(v.id) ?? [])].sort());
  return { revisions: byRule, equals: dated };
}

/** Both official versions, one right after the other, with the same number and text. */
function sameOfficial(a: HistoryEntry, b: HistoryEntry, crSources: Map<string, string[]>): boolean {
  return crSources.has(a.version) && crSources.has(b.version) && a.number === b.number && a.full === b.full;
}

/**
 * An entry and the releases after it that held its text unchanged: `last` the newest of them, and
 * every release's sources in order (an entry of one release: its own).
 */
interface Run {
  entry: HistoryEntry;
  last: string;
  sources: string[];
}

/** The entry of a run's newest release (what the next change is compared with). */
function lastOf(run: Run): HistoryEntry {
  if (run.last === run.entry.version) return run.entry;
  return { ...run.entry, version: run.last, numbering: run.last, sources: run.sources.slice(-1) };
}

/** The revision of entry `e`: `runs` are its own and the unchanged official ones after it. */
function revisionOf(
  e: HistoryEntry,
  prev: HistoryEntry | undefined,
  resolve: (numbering: string, number: string) => string,
  runs: Run[],
): Revision {
  // Keys in the schema's order: the graph is serialised as built.
  const { change, renumbered } = prev
    ? classifyChange(prev, e, resolve)
    : { change: 'created' as const, renumbered: false };
  const through = runs[runs.length - 1]!.last;
  return {
    version: e.version,
    ...(through !== e.version ? { through } : {}),
    sources: through !== e.version ? sourcesOf(runs) : e.sources,
    number: e.number,
    text: e.text,
    change,
    renumbered,
    diff: wordDiff(prev?.full ?? '', e.full, e.lang),
    examples: e.examples,
    ...(e.title ? { title: e.title } : {}),
  };
}

/** The sources of the runs' releases, each once, in order. */
function sourcesOf(runs: Run[]): string[] {
  const out = new Set<string>();
  for (const r of runs) for (const s of r.sources) out.add(s);
  return [...out];
}

/** A run with the releases it covers, as indices into the official releases. */
type RangedRun = Run & { from: number; to: number };

/**
 * The rule's official English texts as runs, in the renditions' order: one per rendition, over the
 * releases it was held (`through`), with each release's sources (a later release's: the first source
 * of that release).
 */
function officialRuns(
  renditions: Rendition[],
  sourceById: Map<string, Source>,
  crVersions: string[],
  crSources: Map<string, string[]>,
): RangedRun[] {
  const runs: RangedRun[] = [];
  for (const r of renditions) {
    const src = sourceById.get(r.source);
    if (r.lang !== SOURCE_LANG || src?.format !== 'cr' || !r.version) continue;
    const from = crVersions.indexOf(r.version);
    const to = r.through ? crVersions.indexOf(r.through) : from;
    if (from < 0 || to < from) continue;
    const sources = [r.source];
    for (let i = from + 1; i <= to; i++) sources.push(crSources.get(crVersions[i]!)?.[0] ?? r.source);
    const version = crVersions[from]!;
    const entry: HistoryEntry = {
      version,
      sources: [r.source],
      number: r.sourceNumber ?? r.number,
      numbering: version,
      title: r.title,
      text: r.text,
      examples: r.examples,
      full: fullText({ title: r.title, text: r.text, examples: r.examples.map((x) => x.text) }),
      lang: r.lang,
    };
    runs.push({ entry, last: crVersions[to]!, sources, from, to });
  }
  return runs;
}

/** The runs oldest first, or undefined when two share a release (datedEntries merges those per release). */
function disjoint(runs: RangedRun[]): RangedRun[] | undefined {
  const sorted = [...runs].sort((a, b) => a.from - b.from);
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.from <= sorted[i - 1]!.to) return undefined;
  return sorted;
}

/**
 * The rule's official English texts, one entry per dated version, oldest first: a run is read as
 * each of its releases (the entries share its strings); where two runs share a release, the first
 * gives the text and the other adds its source.
 */
function datedEntries(runs: RangedRun[], crVersions: string[]): HistoryEntry[] {
  const byVersion = new Map<string, HistoryEntry>();
  for (const run of runs)
    for (let i = run.from; i <= run.to; i++) {
      const version = crVersions[i]!;
      const source = run.sources[i - run.from]!;
      const known = byVersion.get(version);
      if (known) known.sources.push(source);
      else byVersion.set(version, { ...run.entry, version, numbering: version, sources: [source] });
    }
  return [...byVersion.values()].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** History pages by the canonical id of the rule they follow. */
function collectPages(stage: GraphStage, sourceById: Map<string, Source>): Map<string, HistoryPage[]> {
  const out = new Map<string, HistoryPage[]>();
  for (const s of stage.loaded) {
    const src = sourceById.get(s.entry.id);
    const number = s.tree.data.rule;
    if (!src || src.format !== 'rule-history' || !number) continue;
    const numbering = src.numbering ?? CURRENT;
    const id = stage.identity.idAt(numbering, number) ?? stage.identity.resolve(numbering, number);
    const page: HistoryPage = {
      source: src.id,
      number,
      numbering,
      lang: src.lang,
      blocks: blocksOf(s.tree),
      revisions: pageRevisions(s.tree, src.id),
    };
    (out.get(id) ?? out.set(id, []).get(id)!).push(page);
  }
  return out;
}

/** Splits and merges found between consecutive versions, by canonical id. */
function collectRelations(stage: GraphStage): {
  splitFrom: Map<string, Set<string>>;
  mergedInto: Map<string, Set<string>>;
} {
  const splitFrom = new Map<string, Set<string>>();
  const mergedInto = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, k: string, v: string) => (m.get(k) ?? m.set(k, new Set()).get(k)!).add(v);
  for (const m of stage.identity.matchings) {
    for (const r of m.relations) {
      const older = stage.identity.idAt(m.older, r.older);
      const newer = stage.identity.idAt(m.newer, r.newer);
      if (!older || !newer || older === newer) continue;
      if (r.kind === 'split') add(splitFrom, newer, older);
      else add(mergedInto, older, newer);
    }
  }
  return { splitFrom, mergedInto };
}

interface MatchOf {
  older: string;
  olderVersion: string;
  match: NonNullable<Revision['match']>;
}

/**
 * Each release's matches by the newer number: how a revision's rule was found in the release before
 * (`get(version, number)`; each release's table made when first asked, each match read when asked).
 */
function collectMatches(stage: GraphStage): { get(version: string, number: string): MatchOf | undefined } {
  const matchings = new Map(stage.identity.matchings.map((m) => [m.newer, m]));
  const tables = new Map<string, { columns: MatchColumns; byNumber: Map<string, number> }>();
  return {
    get(version, number) {
      const m = matchings.get(version);
      if (!m) return undefined;
      let table = tables.get(version);
      if (!table) {
        const columns = matchColumns(m);
        const byNumber = new Map<string, number>();
        columns.newer.forEach((newer, i) => byNumber.set(newer, i));
        tables.set(version, (table = { columns, byNumber }));
      }
      const i = table.byNumber.get(number);
      if (i === undefined) return undefined;
      const { older, stage: matchStage, score } = table.columns;
      // Evidence reads "older → newer (release → release): why"; the revision shows the why.
      const evidence = table.columns.evidence(i);
      const at = evidence.indexOf('): ');
      const why = at >= 0 ? evidence.slice(at + 3) : evidence;
      return { older: older[i]!, olderVersion: m.older, match: { stage: matchStage[i]!, score: score[i]!, why } };
    },
  };
}
