/**
 * `rules diff FROM TO` (DESIGN §5): what changed from one version to another, rule by rule, with
 * identity decided by content: a rule whose number changed is `moved` (never removed plus added),
 * a rule whose text changed is `changed`, with the change class and a word diff between the two texts.
 * FROM and TO are version ids (a date, `SOURCEID#N`) or dates (the newest release on or before),
 * the older first (release-pair.ts refuses the rest).
 */
import { holds, lastVersion } from '../model/ranges.js';
import { isIsoDate } from '../model/time.js';
import type { DiffPart, Graph, Revision, Rule } from '../model/schema.js';
import { editionOf } from '../model/edition.js';
import { compareNumbers } from '../model/numbers.js';
import { resolvePair } from './release-pair.js';
import { classifyChange } from '../identity/classify.js';
import { wordDiff } from '../identity/diff.js';
import { graphResolver } from '../identity/resolve.js';
import { fullText } from '../text/rule-text.js';

export interface ReleaseDiff {
  from: string;
  to: string;
  added: string[];
  removed: string[];
  moved: Array<{ id: string; from: string; to: string }>;
  changed: Array<{ id: string; number: string; change: Revision['change']; renumbered: boolean; diff: DiffPart[] }>;
  /** The arguments as given: a date between releases means the release `from`/`to` names. */
  requested: { from: string; to: string };
  /** The added rules with their text in `to` (`added` keeps the ids alone, as DESIGN §5 has it). */
  addedRules: Array<{ id: string; number: string; title?: string; text: string; examples: string[] }>;
}

/**
 * A rule in force at one version or the other whose revision differs: its revision at each (none
 * where it is not in force), and for a rule in force at both, how the later text differs from the
 * earlier — the class and word diff its revision holds when it directly follows the earlier one
 * (consecutive releases: what history computed), else computed here the same way.
 */
export interface RuleDelta {
  id: string;
  a?: Revision;
  b?: Revision;
  /** Both in force and their texts differ. */
  changed?: { change: Revision['change']; renumbered: boolean; diff: DiffPart[] };
}

/**
 * The one release diff: every rule whose revision in force differs between versions `from` and
 * `to` (resolved ids, the older first), in the graph's rule order. `rules diff`, the site's
 * changes pages and its feed read it.
 */
export function ruleDeltas(graph: Graph, from: string, to: string): RuleDelta[] {
  const resolve = graphResolver(graph);
  // A history revision merged into dated versions is read as the first of them.
  const [va, vb] = [from, to].map((v) => graph.versions.find((x) => x.id === v)?.equals?.[0] ?? v) as [string, string];
  const atA = revisionsAt(graph, va);
  const atB = revisionsAt(graph, vb);
  const out: RuleDelta[] = [];
  for (const rule of Object.values(graph.rules)) {
    const a = atA(rule);
    const b = atB(rule);
    if (a === b) continue;
    if (!a || !b) {
      out.push({ id: rule.id, ...(a ? { a } : {}), ...(b ? { b } : {}) });
      continue;
    }
    const fa = revisionText(a);
    const fb = revisionText(b);
    if (fa === fb) {
      out.push({ id: rule.id, a, b });
      continue;
    }
    const follows = rule.revisions[rule.revisions.indexOf(b) - 1] === a;
    const changed = follows
      ? { change: b.change, renumbered: b.renumbered, diff: b.diff }
      : {
          ...classifyChange(
            { number: a.number, full: fa, numbering: numberingOf(graph, a) },
            { number: b.number, full: fb, numbering: numberingOf(graph, b) },
            resolve,
          ),
          diff: wordDiff(fa, fb),
        };
    out.push({ id: rule.id, a, b, changed });
  }
  return out;
}

export function releaseDiff(graph: Graph, fromQuery: string, toQuery: string): ReleaseDiff {
  const { from, to, requested } = resolvePair(graph, fromQuery, toQuery);
  const out: ReleaseDiff = { from, to, added: [], removed: [], moved: [], changed: [], requested, addedRules: [] };
  for (const { id, a, b, changed } of ruleDeltas(graph, from, to)) {
    if (!a) {
      out.added.push(id);
      out.addedRules.push(addedRule(id, b!));
    } else if (!b) out.removed.push(id);
    else {
      if (a.number !== b.number) out.moved.push({ id, from: a.number, to: b.number });
      if (changed)
        out.changed.push({
          id,
          number: b.number,
          change: changed.change,
          renumbered: changed.renumbered,
          diff: changed.diff,
        });
    }
  }
  const byId = (x: { id: string }, y: { id: string }) => compareNumbers(x.id, y.id);
  out.added.sort(compareNumbers);
  out.removed.sort(compareNumbers);
  out.moved.sort(byId);
  out.changed.sort(byId);
  out.addedRules.sort(byId);
  return out;
}

const addedRule = (id: string, r: Revision): ReleaseDiff['addedRules'][number] => ({
  id,
  number: r.number,
  ...(r.title ? { title: r.title } : {}),
  text: r.text,
  examples: (r.examples ?? []).map((e) => e.text),
});

/** A revision's text as diffs compare it: its body (its title when it has none), then its examples. */
export const revisionText = (r: Revision) =>
  fullText({ title: r.title ?? '', text: r.text, examples: (r.examples ?? []).map((e) => e.text) });

/** A dated entry's numbering is its date; a history page's entry reads numbers as today's. */
function numberingOf(graph: Graph, r: Revision): string {
  return graph.versions.find((v) => v.id === r.version)?.date ?? graph.canonicalNumbering;
}

/** Each rule's revision in force at `version`: a release's from its edition (made once per release). */
function revisionsAt(graph: Graph, version: string): (rule: Rule) => Revision | undefined {
  if (isIsoDate(version)) {
    const edition = editionOf(graph, version);
    return (rule) => edition.revision(rule.id);
  }
  const anchor = datedAnchor(graph, version);
  return (rule) => inForce(rule.revisions, version, anchor);
}

/**
 * The revision of a rule in force at `version`: its entry for that version (a dated entry the page
 * revision was merged into counts), else — for a history revision with an entry of its own — its
 * entry at the dated version just before. Retired rules are in force nowhere after retiring.
 */
function inForce(revisions: Revision[], version: string, anchor: string | undefined): Revision | undefined {
  const hit = revisions.find((r) => holds(r, version) || r.sources.includes(version));
  if (hit) return hit.change === 'retired' ? undefined : hit;
  if (anchor === undefined || anchor === version) return undefined;
  return inForce(revisions, anchor, undefined);
}

/** For a history revision with its own entry, the dated version before it on its rule's timeline. */
function datedAnchor(graph: Graph, version: string): string | undefined {
  if (graph.versions.find((v) => v.id === version)?.kind !== 'history') return undefined;
  const dated = new Set(graph.versions.filter((v) => v.kind === 'cr').map((v) => v.id));
  for (const rule of Object.values(graph.rules)) {
    const i = rule.revisions.findIndex((r) => r.version === version);
    if (i < 0) continue;
    for (let k = i - 1; k >= 0; k--)
      if (dated.has(rule.revisions[k]!.version)) return lastVersion(rule.revisions[k]!) ?? undefined;
    return undefined;
  }
  return undefined;
}
