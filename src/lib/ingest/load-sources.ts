/**
 * Read, decode and parse a source listed in the manifest. With a cache, a source whose bytes, entry,
 * known words and parsing code are unchanged is read back as it was parsed (its tree and warnings).
 */
import path from 'node:path';
import { sha256Hex } from '../files/sha256.js';
import { readFileSync, statSync } from 'node:fs';
import { decode } from '../decode/index.js';
import { foldWord } from '../decode/eight-bit.js';
import type { CardList } from '../enrich/cards.js';
import { invisibleControls } from '../text/invisible.js';
import { InputError, type RuleId, type Warning } from '../model/errors.js';
import { sourceFile, warningsOf, warnOn } from './diagnostics.js';
import { PARSERS } from '../parse/index.js';
import type { SourceRoot } from '../model/tree.js';
import type { ManifestEntry } from '../model/manifest.js';
import type { LoadedSource } from '../model/stage.js';
import { codeHash } from '../files/code.js';
import { cacheKey, type KeyedCache } from '../files/cache.js';
import { z } from 'zod';
import { compactPosition, decodeTree, encodeTree } from './tree-cache.js';
import type { FileHashes } from './file-hashes.js';

export type { LoadedSource };

/** The words of the card names, folded: how an 8-bit file's accented card names tell its table. */
export function knownWords(cards: CardList): Set<string> {
  const out = new Set<string>();
  for (const card of cards.cards)
    for (const word of card.name.split(/[\s,/]+/)) if (word.length >= 3) out.add(foldWord(word));
  return out;
}

/**
 * What the cache keeps of a parsed source: its tree (tree-cache.ts), encoding and warnings (without
 * file or id), and the key of the base its tree was written against, if any: read back only when
 * that base, whole, was loaded just before.
 */
const parsedSchema = (base: string | undefined) =>
  z
    .object({
      encoding: z.string(),
      base: z.string().optional(),
      // The entry's hash vouches for the tree's bytes (cache.ts); its shape is the parser's.
      tree: z.custom<SourceRoot>(
        (t) =>
          typeof t === 'object' &&
          t !== null &&
          (t as SourceRoot).type === 'root' &&
          Array.isArray((t as SourceRoot).children),
      ),
      messages: z.array(z.object({ line: z.number(), column: z.number(), reason: z.string(), ruleId: z.string() })),
    })
    .refine((v) => v.base === undefined || v.base === base, 'written against another base');

/** A source's key in the cache: its bytes, its entry's reading of them, the known words and the parsing code. */
function sourceKey(entry: ManifestEntry, sha256: string, words: ReadonlySet<string>): string {
  return cacheKey(
    codeHash('lib/ingest/load-sources.ts'),
    sha256,
    entry.lang,
    entry.format,
    entry.encoding ?? '',
    wordsKey(words),
  );
}

/**
 * Read, decode and parse a source, or read its parse back from the cache. `base`: the source loaded
 * just before with the same format and language, whose tree the cached one may be written against.
 */
export function loadSource(
  contentDir: string,
  entry: ManifestEntry,
  warnings: Warning[],
  words: ReadonlySet<string> = new Set(),
  cache?: KeyedCache,
  base?: LoadedSource,
  hashes?: FileHashes,
): LoadedSource {
  const abs = path.resolve(contentDir, entry.file);
  const label = path.relative(process.cwd(), abs) || abs;
  const missing = () =>
    new InputError(
      path.relative(process.cwd(), path.join(contentDir, 'sources.yaml')),
      0,
      `source "${entry.id}" names a missing file: ${entry.file}`,
    );
  const st = statSync(abs, { throwIfNoEntry: false });
  if (!st?.isFile()) throw missing();
  // The bytes are read only when their hash is not kept (file-hashes.ts) or the parse is not cached;
  // the hash of bytes read is kept for the next run.
  const readNow = (): { bytes: Buffer; sha256: string } => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(abs);
    } catch {
      throw missing();
    }
    const sha256 = sha256Hex(bytes);
    hashes?.record(abs, st, sha256);
    return { bytes, sha256 };
  };
  let bytes: Buffer | undefined;
  let sha256 = hashes?.known(abs, st);
  if (sha256 === undefined) ({ bytes, sha256 } = readNow());
  const file = sourceFile(label, entry.id);
  const warn = (line: number, reason: string, ruleId: RuleId, column?: number) =>
    warnOn(file, line, reason, ruleId, column);
  let key = cache && sourceKey(entry, sha256, words);
  const baseKey = cache && base && sourceKey(base.entry, base.sha256, words);
  const hit = key ? cache!.get('source', key, parsedSchema(baseKey)) : undefined;
  if (!hit && !bytes) {
    // A kept hash without its parse: the bytes as they are now decide (and key what is cached).
    ({ bytes, sha256 } = readNow());
    key = cache && sourceKey(entry, sha256, words);
  }
  let tree: SourceRoot;
  let encoding: string;
  if (hit) {
    ({ encoding } = hit);
    tree = decodeTree(hit.tree, base?.tree);
    for (const m of hit.messages) warn(m.line, m.reason, m.ruleId as RuleId, m.column);
  } else {
    try {
      const decoded = decode(bytes!, label, { declared: entry.encoding, knownWords: words, warn });
      encoding = decoded.encoding;
      const ctx = { file: label, lang: entry.lang, warn, ...(entry.date ? { date: entry.date } : {}) };
      // Invisible and bidirectional controls stay in the text (data) but are reported: shown, they
      // are removed (render/safe.ts), so that no rule reads differently from what it stores.
      for (const c of invisibleControls(decoded.text))
        warn(
          c.line,
          `invisible or bidirectional control ${c.codePoint} (kept in the data, not shown)`,
          'rules:invisible-control',
          c.column,
        );
      tree = PARSERS[entry.format](decoded.text, ctx);
    } catch (err) {
      if (err instanceof InputError) err.source ??= entry.id;
      throw err;
    }
    if (key) {
      const messages = file.messages.map((m) => ({
        line: m.line ?? 0,
        column: m.column ?? 1,
        reason: m.reason,
        ruleId: m.ruleId ?? '',
      }));
      const written = { encoding, ...(baseKey ? { base: baseKey } : {}), tree: encodeTree(tree, base?.tree), messages };
      cache!.set('source', key, written, compactPosition);
    }
  }
  warnings.push(...warningsOf(file));
  return { entry, label, encoding, sha256, tree };
}

const wordKeys = new WeakMap<ReadonlySet<string>, string>();
function wordsKey(words: ReadonlySet<string>): string {
  let k = wordKeys.get(words);
  if (k === undefined) wordKeys.set(words, (k = cacheKey(...[...words].sort())));
  return k;
}
