/**
 * An edition: the Comprehensive Rules as of one release (the newest by default). Every current view
 * — contents, section and chapter pages, the one-page view, the glossary, counts, search, the API's
 * current data, `rules lookup`'s compact output — reads the edition and nothing else, so that a
 * retired rule or a superseded text never reaches a list of current rules. A retired rule is shown
 * only where it is the subject (its own page, old numbers, history), always marked.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { holds } from './ranges.js';
import type { GlossaryEntry, Graph, Revision } from './schema.js';
import { sortNumbers } from './numbers.js';

export interface Edition {
  /** The release (a `cr` version id: its effective date), or undefined when the content has none. */
  release?: string;
  /** Rule ids in force, in rule order. */
  ids: string[];
  has(id: string): boolean;
  /** The rule's English revision in force (undefined when the content has no release). */
  revision(id: string): Revision | undefined;
  /** Glossary entries in force: English ones that release printed; translations' as they are. */
  glossary: GlossaryEntry[];
  /**
   * Rules only translations hold, which content could not place in an official release's rules
   * (under the number they had then): listed apart, never among the rules in force.
   */
  unplaced: string[];
  isUnplaced(id: string): boolean;
  /** The rule that had `number` in the release (undefined without a release). */
  idAt(number: string): string | undefined;
}

/** The official releases of the graph, oldest first. */
export function releasesOf(graph: Pick<Graph, 'versions'>): string[] {
  return graph.versions
    .filter((v) => v.kind === 'cr')
    .map((v) => v.date ?? v.id)
    .sort();
}

/**
 * The edition of `release` (default: the newest). Without any release in the content, every rule of
 * today's numbering (ids without `@`) and every glossary entry: there is nothing to retire them.
 */
// An edition is read by many pages of one build (changes pages read each release twice): computed
// once per graph and release. Graphs are not changed once built.
const editions = new WeakMap<Graph, Map<string, Edition>>();

export function editionOf(graph: Graph, release?: string): Edition {
  const at = release ?? releasesOf(graph).at(-1);
  let byRelease = editions.get(graph);
  if (!byRelease) editions.set(graph, (byRelease = new Map()));
  const key = at ?? '';
  let edition = byRelease.get(key);
  if (!edition) byRelease.set(key, (edition = computeEdition(graph, at)));
  return edition;
}

function computeEdition(graph: Graph, at: string | undefined): Edition {
  const inForce = new Map<string, Revision | undefined>();
  for (const rule of Object.values(graph.rules)) {
    if (!at) {
      if (!rule.id.includes('@')) inForce.set(rule.id, undefined);
      continue;
    }
    const revision = rule.revisions.find((r) => r.change !== 'retired' && holds(r, at));
    if (revision) inForce.set(rule.id, revision);
  }
  const printedBy = (g: GlossaryEntry) => g.lang !== SOURCE_LANG || !g.version || !at || holds(g, at);
  // An English entry from an official release counts only if that release printed it; English
  // entries of other sources (none today) and translations have no release to be held by.
  const official = new Set(graph.versions.filter((v) => v.kind === 'cr').flatMap((v) => v.sources));
  const unplaced = sortNumbers(
    Object.values(graph.rules)
      .filter((r) => !inForce.has(r.id) && r.revisions.length === 0)
      .map((r) => r.id),
  );
  const unplacedSet = new Set(unplaced);
  const byNumber = new Map<string, string>();
  for (const [id, r] of inForce) if (r) byNumber.set(r.number, id);
  return {
    release: at,
    ids: sortNumbers(inForce.keys()),
    has: (id) => inForce.has(id),
    revision: (id) => inForce.get(id),
    glossary: graph.glossary.filter((g) => !official.has(g.source) || printedBy(g)),
    unplaced,
    isUnplaced: (id) => unplacedSet.has(id),
    idAt: (number) => byNumber.get(number),
  };
}
