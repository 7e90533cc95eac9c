/**
 * What changed in each release (/{lang}/changes/ and /{lang}/changes/{from}..{to}/, /changes.atom):
 * for each pair of consecutive official releases, the rules added, removed, moved (old → new number,
 * found by content) and changed, with their change class and word diff, as `rules diff` has them
 * (release-diff.ts ruleDeltas: the one release diff), grouped by section; and the glossary entries
 * added, removed or reworded.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { DiffPart, GlossaryEntry } from '../model/schema.js';
import { compareNumbers, parseNumber } from '../model/numbers.js';
import { wordDiff } from '../identity/diff.js';
import { revisionText, ruleDeltas } from './release-diff.js';
import { editionOf, releasesOf } from '../model/edition.js';
import { siteGraph } from './site.js';

export type ChangeKind = 'added' | 'removed' | 'substantive' | 'renumbered' | 'cosmetic';

export interface RuleChange {
  id: string;
  /** The number in the newer release (the older one's for a removed rule). */
  number: string;
  /** The older number, when it changed. */
  from?: string;
  kind: ChangeKind;
  title: string;
  /** Word diff against the older release (the whole text for an added or removed rule). */
  diff: DiffPart[];
}

export interface GlossaryChange {
  term: string;
  kind: 'added' | 'removed' | 'changed';
  diff: DiffPart[];
}

export interface ReleaseChanges {
  from: string;
  to: string;
  /** How many of each kind; `moved` counts numbers that changed, whatever the text did. */
  counts: Record<ChangeKind | 'moved', number>;
  sections: Array<{ section: string; title: string; changes: RuleChange[] }>;
  glossary: GlossaryChange[];
}

/** Each release after the first, newest first, with the one before it. */
export function releasePairs(): Array<{ from: string; to: string }> {
  const releases = releasesOf(siteGraph());
  return releases
    .slice(1)
    .map((to, i) => ({ from: releases[i]!, to }))
    .reverse();
}

export const pairSlug = (p: { from: string; to: string }) => `${p.from}..${p.to}`;

const cache = new Map<string, ReleaseChanges>();

/** The changes from release `from` to the release right after it, `to`. */
export function releaseChanges(from: string, to: string): ReleaseChanges {
  const key = `${from}..${to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const graph = siteGraph();
  const older = editionOf(graph, from);
  const newer = editionOf(graph, to);
  const changes: RuleChange[] = [];
  const counts: ReleaseChanges['counts'] = {
    added: 0,
    removed: 0,
    substantive: 0,
    renumbered: 0,
    cosmetic: 0,
    moved: 0,
  };
  for (const { id, a, b, changed } of ruleDeltas(graph, from, to)) {
    const title = (b ?? a)!.title ?? graph.rules[id]!.title;
    if (!a)
      changes.push({ id, number: b!.number, kind: 'added', title, diff: [{ op: 'insert', text: revisionText(b!) }] });
    else if (!b)
      changes.push({ id, number: a.number, kind: 'removed', title, diff: [{ op: 'delete', text: revisionText(a) }] });
    else {
      // A text that did not change moved only.
      const kind: ChangeKind = !changed
        ? 'renumbered'
        : changed.change === 'cosmetic'
          ? 'cosmetic'
          : changed.change === 'renumbered' || changed.change === 'unchanged'
            ? 'renumbered'
            : 'substantive';
      const moved = a.number !== b.number;
      if (moved) counts.moved++;
      const diff = changed?.diff ?? [{ op: 'equal' as const, text: revisionText(b) }];
      changes.push({ id, number: b.number, ...(moved ? { from: a.number } : {}), kind, title, diff });
    }
  }
  for (const c of changes) counts[c.kind]++;
  const bySection = new Map<string, RuleChange[]>();
  // At one number, the rule that leaves it before the one that takes it.
  const rank = (c: RuleChange) => (c.kind === 'removed' ? 0 : c.kind === 'added' ? 2 : 1);
  for (const c of changes.sort((x, y) => compareNumbers(x.number, y.number) || rank(x) - rank(y))) {
    // Chapters file under themselves; everything else under its section.
    const p = parseNumber(c.number);
    const section = !p || p.section < 0 ? c.number : String(p.section);
    (bySection.get(section) ?? bySection.set(section, []).get(section)!).push(c);
  }
  const sectionTitle = (n: string) => {
    for (const e of [newer, older]) {
      const id = e.idAt(n);
      if (id) return e.revision(id)!.title ?? graph.rules[id]!.title;
    }
    return '';
  };
  const out: ReleaseChanges = {
    from,
    to,
    counts,
    sections: [...bySection].map(([section, list]) => ({ section, title: sectionTitle(section), changes: list })),
    glossary: glossaryChanges(older.glossary, newer.glossary),
  };
  cache.set(key, out);
  return out;
}

/** English glossary entries added, removed or reworded between two editions. */
function glossaryChanges(older: GlossaryEntry[], newer: GlossaryEntry[]): GlossaryChange[] {
  const en = (list: GlossaryEntry[]) => new Map(list.filter((g) => g.lang === SOURCE_LANG).map((g) => [g.term, g]));
  const [a, b] = [en(older), en(newer)];
  const out: GlossaryChange[] = [];
  for (const [term, g] of b) {
    const before = a.get(term);
    if (!before) out.push({ term, kind: 'added', diff: [{ op: 'insert', text: g.text }] });
    else if (before !== g && before.text !== g.text)
      out.push({ term, kind: 'changed', diff: wordDiff(before.text, g.text) });
  }
  for (const [term, g] of a)
    if (!b.has(term)) out.push({ term, kind: 'removed', diff: [{ op: 'delete', text: g.text }] });
  return out.sort((x, y) => x.term.localeCompare(y.term, SOURCE_LANG));
}
