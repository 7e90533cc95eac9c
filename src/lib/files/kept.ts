/**
 * Results of pure functions of texts kept from one ingest to the next: a rule's word diffs and
 * sentence alignments are those of its texts, and adding a release leaves nearly all of them as they
 * were. While an ingest has the tables open (ingest/kept.ts, with the ingest cache), a result is
 * looked up by a hash of its inputs and otherwise computed and kept; elsewhere (queries, the site,
 * an ingest without cache) the function just runs. A table is stored in the cache under the code
 * that computes it and the content files it reads besides its inputs.
 *
 * Results are kept in a compact form that is decoded back and compared with the result before it is
 * kept, so a kept result is exactly what the function returns; each use gets its own decoded copy.
 */
import { sha256Hex } from './sha256.js';

/** A kept result: the hash of its inputs and its stored form. */
export type KeptEntry<S> = [hash: string, stored: S];

export interface KeptTableOptions<V, S> {
  /** The cache kind (folder) of the table. */
  name: string;
  /** The module that computes the results (a path under src/: its import closure is hashed). */
  code: string;
  /** Content files the results depend on besides their inputs (e.g. lexicon.yaml). */
  reads?: string[];
  encode(value: V, inputs: readonly string[]): S;
  decode(stored: S, inputs: readonly string[]): V;
  /** Whether a value read from the cache is a stored form (the entry's hash vouches for its bytes). */
  isStored(stored: unknown): stored is S;
}

const tables = new Set<KeptTable<unknown, unknown>>();

/** Every kept table of the code loaded (ingest/kept.ts opens them). */
export const keptTables = (): ReadonlySet<KeptTable<unknown, unknown>> => tables;

export class KeptTable<V, S> {
  /** Results of the cache, by hash; undefined while the table is closed. */
  private seeded: Map<string, S> | undefined;
  private readonly used = new Map<string, S>();
  private made = 0;
  /** Opened without an entry in the cache: written back even empty (the next run then finds it). */
  private missing = false;

  constructor(readonly options: KeptTableOptions<V, S>) {
    tables.add(this as KeptTable<unknown, unknown>);
  }

  /** `compute()`'s result for these inputs: kept while the table is open. */
  get(inputs: readonly string[], compute: () => V): V {
    if (!this.seeded) return compute();
    const hash = hashOf(inputs);
    const stored = this.used.get(hash) ?? this.seeded.get(hash);
    if (stored !== undefined) {
      this.used.set(hash, stored);
      return this.options.decode(stored, inputs);
    }
    const value = compute();
    const encoded = this.options.encode(value, inputs);
    // Kept only when it decodes to the very result (same JSON, key order included).
    if (JSON.stringify(this.options.decode(encoded, inputs)) === JSON.stringify(value)) {
      this.used.set(hash, encoded);
      this.made++;
    }
    return value;
  }

  /** Open with the results an earlier run kept (undefined: none were). */
  open(kept?: ReadonlyArray<KeptEntry<S>>): void {
    this.seeded = new Map(kept);
    this.missing = kept === undefined;
    this.used.clear();
    this.made = 0;
  }

  /** Close; the results this run used when they differ from those it was opened with, else undefined. */
  close(): Array<KeptEntry<S>> | undefined {
    const seeded = this.seeded;
    this.seeded = undefined;
    if (!seeded || (!this.missing && this.made === 0 && this.used.size === seeded.size)) return undefined;
    return [...this.used];
  }
}

/** A hash of the inputs, each length-prefixed (no two lists of texts hash alike by their joins). */
function hashOf(inputs: readonly string[]): string {
  // One string, hashed at once: half the time of a Hash object per call (a hundred thousand calls an ingest).
  let joined = '';
  for (const s of inputs) joined += `${s.length}:${s}`;
  return sha256Hex(joined).slice(0, 32);
}
