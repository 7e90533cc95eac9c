/**
 * Identity across numberings, as the later stages read it (DESIGN §3): a node is (numbering,
 * number); nodes joined by evidence are one rule with one canonical id. Built by identity/build.ts.
 */
import type { RawRendition } from './renditions.js';
import type { Placement } from './schema.js';

export const CURRENT = 'current';

export type NodeKey = string;
export const nodeKey = (numbering: string, number: string): NodeKey => `${numbering}|${number}`;

/**
 * Values by node, found by numbering then number: hundreds of thousands of nodes over the archive,
 * looked up without a key string made (and hashed) per lookup.
 */
export class NodeMap<V> {
  private readonly byNumbering = new Map<string, Map<string, V>>();

  get(numbering: string, number: string): V | undefined {
    return this.byNumbering.get(numbering)?.get(number);
  }

  set(numbering: string, number: string, value: V): void {
    let m = this.byNumbering.get(numbering);
    if (!m) this.byNumbering.set(numbering, (m = new Map()));
    m.set(number, value);
  }
}

export interface Identity {
  /** Numberings oldest first ("current" last). */
  numberings: string[];
  canonicalNumbering: string;
  /** Node (numbering, number) → canonical id. */
  idAt(numbering: string, number: string): string | undefined;
  /** Canonical id → nodes (numbering, number) it had. */
  nodesOf: Map<string, Array<{ numbering: string; number: string }>>;
  placementOf(r: RawRendition): Placement;
  /** Canonical id for a number read in a numbering (references); undefined when unknown there. */
  resolve(numbering: string, number: string): string;
  /** How each pair of consecutive CR versions was matched (history: splits, merges, statistics). */
  matchings: VersionMatching[];
  /** Where those matchings came from: the ingest cache, the worker thread, the building thread. */
  matchedBy?: { cache: number; worker: number; here: number };
}

/** Older section → newer section (identity when a section stayed). */
export type SectionShifts = Map<string, string>;

/** A rule split off from, or merged into, another between two versions (beyond one-to-one identity). */
export interface Relation {
  kind: 'split' | 'merge';
  /** split: the older rule the newer one came from; merge: the older rule that went away. */
  older: string;
  /** split: the new rule; merge: the newer rule that took its text. */
  newer: string;
  /** Share of the smaller text's words found in the other. */
  score: number;
}

export type MatchStage = 'identical' | 'same-number' | 'best-similarity' | 'section-shift' | 'title' | 'structure';

export interface VersionMatch {
  /** Number in the older version. */
  older: string;
  /** Number in the newer version. */
  newer: string;
  score: number;
  stage: MatchStage;
  evidence: string;
}

export interface VersionMatching {
  older: string;
  newer: string;
  matches: VersionMatch[];
  /** Whole sections that moved (older section → newer section), learnt from the matches. */
  shifts: SectionShifts;
  /** Rules split off or merged, beyond the one-to-one matches. */
  relations: Relation[];
  /** Rules of each side left unmatched (retired / created). */
  unmatched: { older: string[]; newer: string[] };
}

/** A matching's matches as columns: match i is older[i] → newer[i]. */
export interface MatchColumns {
  older: readonly string[];
  newer: readonly string[];
  score: readonly number[];
  stage: readonly MatchStage[];
  evidence(i: number): string;
}

/**
 * Where a matching holds its matches as columns (read back from the ingest cache: the archive's
 * matchings are some 330,000 matches), the columns, kept out of its enumerable keys.
 */
const COLUMNS = Symbol('columns');

/** Give `matching` its columns, which matchColumns then reads instead of its matches. */
export function withColumns<M extends VersionMatching>(matching: M, columns: MatchColumns): M {
  Object.defineProperty(matching, COLUMNS, { value: columns, enumerable: false });
  return matching;
}

/**
 * A matching's matches as columns: its own, or read off its matches once (a matching just computed:
 * identity and history both read it).
 */
export function matchColumns(matching: VersionMatching): MatchColumns {
  const own = (matching as { [COLUMNS]?: MatchColumns })[COLUMNS];
  if (own) return own;
  const m = matching.matches;
  const columns: MatchColumns = {
    older: m.map((x) => x.older),
    newer: m.map((x) => x.newer),
    score: m.map((x) => x.score),
    stage: m.map((x) => x.stage),
    evidence: (i) => m[i]!.evidence,
  };
  withColumns(matching, columns);
  return columns;
}
