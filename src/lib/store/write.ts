/**
 * Writing the store (layout.ts): the data files first (named by their bytes' hash, so an unchanged
 * part is not rewritten), then the index, atomically; then the parts of this store that the new index
 * no longer names (an earlier store's, or a killed writer's) are removed. The same graph gives
 * byte-identical files.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { AtomicFile, writeAtomically } from '../files/atomic.mjs';
import { asciiJson } from '../files/ascii-json.js';
import { sha256Hex } from '../files/sha256.js';
import type { Graph, ReviewItem } from '../model/schema.js';
import { partName, storedReview, STORE_SCHEMA, type Layout, type StoreIndex } from './layout.js';
import type { Scenario } from '../scenarios/schema.js';

export interface StoreExtras {
  /** `rules review` per translation language (stored so that the command reads one file). */
  review?: Record<string, ReviewItem[]>;
  /** The runnable examples, loaded and proven (ingest/scenarios.ts). */
  scenarios?: Scenario[];
}

/** The rules file is written in chunks of this many bytes (or one line, if longer). */
const CHUNK = 1 << 20;

/** Write `graph` as a store whose index is `indexFile` (e.g. generated/graph.json). */
export function writeStore(indexFile: string, graph: Graph, extras: StoreExtras = {}): void {
  const dir = path.dirname(indexFile);
  const stem = path.basename(indexFile).replace(/\.json$/, '');

  const ids: string[] = [];
  const offsets: number[] = [];
  // Each rule's line encoded into one reused buffer as it is made and written out whenever the buffer
  // fills (hashed on the way, the file named by the hash at the end): neither the archive's lines
  // nor their bytes are ever held at once (holding the JSON strings for a second pass copied them all
  // out of the young generation; fresh buffers for the bytes cost a first touch of every page).
  const out = new AtomicFile(path.join(dir, `${stem}-rules.jsonl`));
  const hash = createHash('sha256');
  let buffer = Buffer.allocUnsafe(CHUNK);
  let used = 0;
  let offset = 0;
  const flush = () => {
    const bytes = buffer.subarray(0, used);
    hash.update(bytes);
    out.write(bytes);
    used = 0;
  };
  try {
    for (const [id, rule] of Object.entries(graph.rules)) {
      const json = JSON.stringify(rule);
      // A UTF-16 unit is at most three bytes of UTF-8.
      const most = 3 * json.length + 1;
      if (used + most > buffer.length) {
        flush();
        if (most > buffer.length) buffer = Buffer.allocUnsafe(most);
      }
      const bytes = buffer.write(json, used, 'utf8');
      buffer[used + bytes] = 0x0a;
      if (/\s/.test(id)) throw new Error(`a rule id with a space cannot be stored: ${JSON.stringify(id)}`);
      ids.push(id);
      offsets.push(offset);
      used += bytes + 1;
      offset += bytes + 1;
    }
    flush();
    offsets.push(offset);
  } catch (err) {
    out.discard();
    throw err;
  }
  const layout: Layout = {
    rules: partName(stem, 'rules', hash.digest('hex'), 'jsonl'),
    numbers: '',
    glossary: '',
    cards: '',
    articles: '',
    lexicon: '',
  };
  // Parts are named by their hash: an existing file of that name holds these bytes already.
  const exists = (name: string) => existsSync(path.join(dir, name));
  if (exists(layout.rules)) out.discard();
  else out.commit(path.join(dir, layout.rules));
  const write = (name: string, data: Buffer) => {
    if (!exists(name)) writeAtomically(path.join(dir, name), data);
  };
  for (const part of ['numbers', 'glossary', 'cards', 'articles', 'lexicon'] as const) {
    const text = jsonLine(graph[part] ?? []);
    layout[part] = partName(stem, part, sha256Hex(text), 'json');
    write(layout[part], text);
  }
  if (extras.scenarios) {
    const text = jsonLine(extras.scenarios);
    write((layout.scenarios = partName(stem, 'scenarios', sha256Hex(text), 'json')), text);
  }
  if (extras.review) {
    layout.review = {};
    layout.reviewDiffs = {};
    const releases = graph.versions.filter((v) => v.kind === 'cr').map((v) => v.id);
    for (const [lang, items] of Object.entries(extras.review)) {
      const { review, diffs } = storedReview(items, releases);
      const text = jsonLine(review);
      write((layout.review[lang] = partName(stem, `review-${lang}`, sha256Hex(text), 'json')), text);
      const diffsText = jsonLine(diffs);
      write(
        (layout.reviewDiffs[lang] = partName(stem, `review-${lang}-diffs`, sha256Hex(diffsText), 'json')),
        diffsText,
      );
    }
  }
  const index: StoreIndex = {
    schema: STORE_SCHEMA,
    contentHash: graph.contentHash,
    canonicalNumbering: graph.canonicalNumbering,
    sources: graph.sources,
    versions: graph.versions,
    layout,
    rules: { ids: ids.join(' '), offsets },
    warnings: graph.warnings,
  };
  writeAtomically(indexFile, jsonLine(index));
  const kept = new Set(Object.values(layout).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v))));
  for (const name of readdirSync(dir))
    if (isPart(stem, name) && !kept.has(name)) rmSync(path.join(dir, name), { force: true });
}

/**
 * A value's JSON and a newline as bytes, in ASCII (files/ascii-json.ts: read back as one-byte text),
 * hashed and written as they are.
 */
function jsonLine(value: unknown): Buffer {
  const json = asciiJson(JSON.stringify(value));
  const bytes = Buffer.allocUnsafe(json.length + 1);
  bytes.write(json, 0, 'latin1');
  bytes[bytes.length - 1] = 0x0a;
  return bytes;
}

/** A data file of the store whose index is `stem`.json (layout.ts partName). */
function isPart(stem: string, name: string): boolean {
  if (!name.startsWith(`${stem}-`)) return false;
  return /^(?:rules|numbers|glossary|cards|articles|lexicon|scenarios|review(?:-[\w-]+)?)-[0-9a-f]{16}\.jsonl?$/.test(
    name.slice(stem.length + 1),
  );
}
