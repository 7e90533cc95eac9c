/**
 * The graph's store on disk (DESIGN §7 Store). One graph.json no longer serves the archive (every
 * command would parse all of it), so the store is split:
 *  - `graph.json`, the index: schema 4, the content hash, sources, versions, warnings, the layout
 *    (the files below), and where each rule's record is in the rules file (RuleTableSchema);
 *  - `graph-rules-<hash>.jsonl`: one rule record per line (the §5 rule, keys as in the schema), in
 *    rule order; the index gives each rule's byte offset and length, so one rule is one read;
 *  - `graph-numbers-<hash>.json`, `graph-glossary-<hash>.json`, `graph-cards-<hash>.json`,
 *    `graph-articles-<hash>.json`: §5's `numbers`, `glossary`, `cards`, `articles`;
 *  - `graph-lexicon-<hash>.json`: the game-term lexicon the ingest read (content/lexicon.yaml);
 *  - `graph-scenarios-<hash>.json`: the runnable examples (content/scenarios/), loaded and proven;
 *  - `graph-review-<lang>-<hash>.json` (optional, one per translation language): `rules review --lang`,
 *    the items of translated renditions, and the untranslated rules as a list of ids; and
 *    `graph-review-<lang>-diffs-<hash>.json`, the word diffs of its items' pending changes.
 * The JSON parts and the index are written in ASCII (files/ascii-json.ts); the rules file in UTF-8.
 * Data files are named by a hash of their bytes and written before the index, which is written last
 * and atomically: a reader sees the old store or the new one, never a mix. The stem (`graph`) is
 * the index file's name, so several stores can share a folder.
 */
import { z } from 'zod';
import {
  ChangeSchema,
  ReviewItemSchema,
  SourceSchema,
  VersionSchema,
  WarningSchema,
  WordDiffSchema,
  type DiffPart,
  type ReviewItem,
} from '../model/schema.js';

/**
 * 5: the lexicon a part of its own (the read side reads no content file); 4: the review queues' diffs
 * a part of their own; 3: the rules table of ids and offsets (2 had an object of [offset, length] per id).
 */
export const STORE_SCHEMA = 5;

export const LayoutSchema = z.object({
  rules: z.string(),
  numbers: z.string(),
  glossary: z.string(),
  cards: z.string(),
  articles: z.string(),
  lexicon: z.string(),
  /** The runnable examples (a store written before they were a part has none). */
  scenarios: z.string().optional(),
  /** Per translation language: the review queue, and its diffs. */
  review: z.record(z.string(), z.string()).optional(),
  reviewDiffs: z.record(z.string(), z.string()).optional(),
});
export type Layout = z.infer<typeof LayoutSchema>;

/**
 * Where each rule's record is in the rules file: the ids in the file's order, separated by spaces
 * (one string: JSON.parse reads it in a fraction of the time an object of thousands of keys takes,
 * and every command reads the index), and the byte offset of each line, then the file's length; a
 * record is its line, from its offset to the next one's, less the newline.
 */
export const RuleTableSchema = z.object({ ids: z.string(), offsets: z.array(z.number().int().nonnegative()) });
export type RuleTable = z.infer<typeof RuleTableSchema>;

export const StoreIndexSchema = z.object({
  schema: z.literal(STORE_SCHEMA),
  contentHash: z.string(),
  canonicalNumbering: z.string(),
  sources: z.array(SourceSchema),
  versions: z.array(VersionSchema),
  layout: LayoutSchema,
  rules: RuleTableSchema,
  warnings: z.array(WarningSchema),
});
export type StoreIndex = z.infer<typeof StoreIndexSchema>;

/**
 * `rules review --lang L` for one language, as stored: the items of translated renditions, and the
 * queue's order as space-separated tokens — a rule id for an untranslated rule (most of a queue:
 * thousands, one token each), `*` for the next of `items`. The word diffs of the items' pending
 * changes (most of a queue's bytes) are a part of their own, `diffs`, one per pending change in
 * order: `rules review` prints the changes' versions and classes, and only `--json` reads the diffs.
 */
const StoredItemSchema = ReviewItemSchema.extend({
  pending: z.array(z.object({ version: z.string(), change: ChangeSchema })),
});
type StoredItem = z.infer<typeof StoredItemSchema>;
/** Read by every `rules review` (hundreds of items; read.ts checks a part in one pass, quick.ts). */
export const StoredReviewSchema = z.object({ items: z.array(StoredItemSchema), order: z.string() });
export type StoredReview = z.infer<typeof StoredReviewSchema>;
export const StoredDiffsSchema = z.array(WordDiffSchema);

const NEXT_ITEM = '*';

const isUntranslated = (it: ReviewItem) =>
  it.status === 'untranslated' && it.source === '' && it.number === it.id && !it.pending.length && !it.issues.length;

/**
 * A run of three or more consecutive releases in a list of versions, stored as `FIRST..LAST`: a
 * whole translation's item lists every release since its base (3,000 items of thirty dates made
 * most of a queue's bytes, and of `rules review`'s time). The order is kept exactly.
 */
const RUN = '..';

function packVersions(versions: string[], at: ReadonlyMap<string, number>): string[] {
  const out: string[] = [];
  for (let i = 0; i < versions.length;) {
    const k = at.get(versions[i]!);
    let j = i;
    if (k !== undefined) while (j + 1 < versions.length && at.get(versions[j + 1]!) === k + (j + 1 - i)) j++;
    if (j - i >= 2) out.push(`${versions[i]}${RUN}${versions[j]}`);
    else out.push(...versions.slice(i, j + 1));
    i = j + 1;
  }
  return out;
}

/** The versions a packed list stands for; undefined when a run names releases the store lacks. */
function unpackVersions(
  stored: string[],
  at: ReadonlyMap<string, number>,
  releases: readonly string[],
): string[] | undefined {
  const out: string[] = [];
  for (const v of stored) {
    const cut = v.indexOf(RUN);
    if (cut < 0) {
      out.push(v);
      continue;
    }
    const from = at.get(v.slice(0, cut));
    const to = at.get(v.slice(cut + RUN.length));
    if (from === undefined || to === undefined || to < from) return undefined;
    out.push(...releases.slice(from, to + 1));
  }
  return out;
}

const positions = (releases: readonly string[]) => new Map(releases.map((r, i) => [r, i]));

/**
 * The stored form of a review queue: the queue and its diffs. `releases`: the store's official
 * versions, oldest first (runs of base versions are stored as ranges of them).
 */
export function storedReview(
  queue: ReviewItem[],
  releases: readonly string[],
): { review: StoredReview; diffs: DiffPart[][] } {
  const items = queue.filter((it) => !isUntranslated(it));
  const at = positions(releases);
  return {
    review: {
      items: items.map((it) => ({
        ...it,
        baseVersions: packVersions(it.baseVersions, at),
        pending: it.pending.map(({ version, change }) => ({ version, change })),
      })),
      order: queue.map((it) => (isUntranslated(it) ? it.id : NEXT_ITEM)).join(' '),
    },
    diffs: items.flatMap((it) => it.pending.map((p) => p.diff)),
  };
}

/**
 * A stored review queue read back (`lang` is the part's language), its pending changes with their
 * diffs when given (else with empty ones); undefined if its order, items and diffs disagree.
 */
export function reviewItems(
  stored: StoredReview,
  lang: string,
  releases: readonly string[],
  diffs?: DiffPart[][],
): ReviewItem[] | undefined {
  const at = positions(releases);
  // Items with the same stored bases share one list (most of a whole translation's): read only.
  const unpacked = new Map<string, string[] | undefined>();
  const basesOf = (stored: string[]) => {
    const key = stored.join(' ');
    if (!unpacked.has(key)) unpacked.set(key, unpackVersions(stored, at, releases));
    return unpacked.get(key);
  };
  let k = 0;
  let d = 0;
  let whole = true;
  const item = (it: StoredItem): ReviewItem => {
    const baseVersions = basesOf(it.baseVersions);
    if (!baseVersions) whole = false;
    return {
      ...it,
      baseVersions: baseVersions ?? [],
      pending: it.pending.map((p) => ({ ...p, diff: diffs ? diffs[d++]! : [] })),
    };
  };
  const queue = (stored.order ? stored.order.split(' ') : []).map((id): ReviewItem | undefined => {
    if (id !== NEXT_ITEM)
      return { id, lang, number: id, source: '', status: 'untranslated', baseVersions: [], pending: [], issues: [] };
    const it = stored.items[k++];
    return it && item(it);
  });
  const agree = whole && k === stored.items.length && !queue.includes(undefined) && (!diffs || d === diffs.length);
  return agree ? (queue as ReviewItem[]) : undefined;
}

/** The file name of a part of the store whose index is `stem`.json. */
export function partName(stem: string, part: string, hash: string, ext: 'json' | 'jsonl'): string {
  return `${stem}-${part}-${hash.slice(0, 16)}.${ext}`;
}
