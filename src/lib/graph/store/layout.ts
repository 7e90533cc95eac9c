/**
 * The graph's store on disk (DESIGN §7 Store). One graph.json no longer serves the archive (every
 * command would parse all of it), so the store is split:
 *  - `graph.json`, the index: schema 3, the content hash, sources, versions, warnings, the layout
 *    (the files below), and where each rule's record is in the rules file (RuleTableSchema);
 *  - `graph-rules-<hash>.jsonl`: one rule record per line (the §5 rule, keys as in the schema), in
 *    rule order; the index gives each rule's byte offset and length, so one rule is one read;
 *  - `graph-numbers-<hash>.json`, `graph-glossary-<hash>.json`, `graph-cards-<hash>.json`,
 *    `graph-articles-<hash>.json`: §5's `numbers`, `glossary`, `cards`, `articles`;
 *  - `graph-review-<lang>-<hash>.json` (optional, one per translation language): `rules review --lang`,
 *    the items of translated renditions, and the untranslated rules as a list of ids.
 * Data files are named by a hash of their bytes and written before the index, which is written last
 * and atomically: a reader sees the old store or the new one, never a mix. The stem (`graph`) is
 * the index file's name, so several stores can share a folder.
 */
import { z } from 'zod';
import { quickly } from '../quick.js';
import { ReviewItemSchema, SourceSchema, VersionSchema, WarningSchema, type ReviewItem } from '../schema.js';

/** 3: the rules table of ids and offsets (2 had an object of [offset, length] per id). */
export const STORE_SCHEMA = 3;

export const LayoutSchema = z.object({
  rules: z.string(),
  numbers: z.string(),
  glossary: z.string(),
  cards: z.string(),
  articles: z.string(),
  /** Per translation language. */
  review: z.record(z.string(), z.string()).optional(),
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
 * thousands, one token each), `*` for the next of `items`.
 */
/** Read by every `rules review`: hundreds of items, checked in one pass (quick.ts). */
export const StoredReviewSchema = quickly(z.object({ items: z.array(ReviewItemSchema), order: z.string() }));
export type StoredReview = z.infer<typeof StoredReviewSchema>;

const NEXT_ITEM = '*';

const isUntranslated = (it: ReviewItem) =>
  it.status === 'untranslated' && it.source === '' && it.number === it.id && !it.pending.length && !it.issues.length;

/** The stored form of a review queue. */
export function storedReview(queue: ReviewItem[]): StoredReview {
  return {
    items: queue.filter((it) => !isUntranslated(it)),
    order: queue.map((it) => (isUntranslated(it) ? it.id : NEXT_ITEM)).join(' '),
  };
}

/** A stored review queue read back (`lang` is the part's language); undefined if its order and items disagree. */
export function reviewItems(stored: StoredReview, lang: string): ReviewItem[] | undefined {
  let k = 0;
  const queue = (stored.order ? stored.order.split(' ') : []).map((id): ReviewItem | undefined =>
    id === NEXT_ITEM
      ? stored.items[k++]
      : { id, lang, number: id, source: '', status: 'untranslated', baseVersions: [], pending: [], issues: [] },
  );
  return k !== stored.items.length || queue.includes(undefined) ? undefined : (queue as ReviewItem[]);
}

/** The file name of a part of the store whose index is `stem`.json. */
export function partName(stem: string, part: string, hash: string, ext: 'json' | 'jsonl'): string {
  return `${stem}-${part}-${hash.slice(0, 16)}.${ext}`;
}
