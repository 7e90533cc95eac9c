/**
 * Caches keyed by content (.cache/<name>/, outside generated/): what did not change is not worked out
 * again. The ingest's (.cache/ingest/) keeps each source's parse (a release's against the release
 * before it: ingest/tree-cache.ts), each pair of consecutive releases' matching, every text's anchors
 * the kept word diffs and sentence alignments (files/kept.ts) and each source file's hash under its size
 * and time (ingest/file-hashes.ts); the search's (.cache/search/) the
 * indexes of a graph. An entry's key is a hash
 * of everything it was made from, the code that made it included (files/code.ts codeHash), so changed
 * code is a miss, never a stale hit: a cached run writes the same bytes as a cold one.
 *
 * On disk an entry is a header line `{"key","sha256","bytes"}` and the value's JSON, in ASCII (other
 * characters escaped): the value is trusted only when its bytes have that hash (a damaged entry is a
 * miss, removed and made again).
 * RULES_NO_CACHE=1 turns the caches off.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import type { z } from 'zod';
import { writeAtomically } from '../files/atomic.mjs';
import { asciiJson, textOf } from './ascii-json.js';
import { sha256Hex } from './sha256.js';

/**
 * Entries are not flushed to disk before their rename: an entry proves itself when read (its header's
 * hash), so one a crash left torn is a miss. Flushing the entries was 36 of the 77 ms the ingest
 * after `rules add` spent in fsync (CPU profile at 120 releases); the store is still flushed.
 */
const NOT_FLUSHED = { durable: false };

export class KeyedCache {
  /** False with RULES_NO_CACHE=1: nothing is read or written. */
  readonly enabled: boolean;
  /** Entries read and written in this run, by kind (the ingest benchmark prints them). */
  readonly stats = { hits: 0, misses: 0 };
  /** The entries this run read or wrote, and their bytes (sweep keeps them). */
  private readonly used = new Map<string, number>();

  constructor(
    readonly dir = path.resolve('.cache', 'ingest'),
    enabled = process.env.RULES_NO_CACHE !== '1',
  ) {
    this.enabled = enabled;
  }

  private file(kind: string, key: string): string {
    return path.join(this.dir, kind, `${key.slice(0, 2)}`, `${key}.json`);
  }

  /**
   * What `read` makes of the entry stored under `key`: a hit when it gives a value; a miss when there
   * is no entry, or when it gives undefined (damaged or foreign: never trusted, removed, made again).
   */
  private lookUp<T>(kind: string, key: string, read: (raw: Buffer) => T | undefined): T | undefined {
    if (!this.enabled) return undefined;
    const file = this.file(kind, key);
    let raw: Buffer;
    try {
      raw = readFileSync(file);
    } catch {
      this.stats.misses++;
      return undefined;
    }
    const value = read(raw);
    if (value === undefined) {
      rmSync(file, { force: true });
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.markUsed(file, raw.length);
    return value;
  }

  /** Used now: its modification time is the cache's recency (sweep removes the least recent). */
  private markUsed(file: string, bytes: number): void {
    this.used.set(file, bytes);
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // A read-only cache is never swept either.
    }
  }

  /**
   * Remove the least recently used entries this run did not use, until the cache holds at most
   * `factor` times what this run used: what an earlier content or code made is kept for a while
   * (switching back is then cheap), but the folder does not grow with every change.
   */
  sweep(factor = 2): void {
    if (!this.enabled || this.used.size === 0) return;
    let kept = 0;
    for (const bytes of this.used.values()) kept += bytes;
    const others: Array<{ file: string; bytes: number; time: number }> = [];
    let total = kept;
    for (const e of readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !e.name.endsWith('.json')) continue;
      const file = path.join(e.parentPath, e.name);
      if (this.used.has(file)) continue;
      const st = statSync(file, { throwIfNoEntry: false });
      if (!st) continue;
      others.push({ file, bytes: st.size, time: st.mtimeMs });
      total += st.size;
    }
    others.sort((a, b) => a.time - b.time || (a.file < b.file ? -1 : 1));
    for (const o of others) {
      if (total <= factor * kept) break;
      rmSync(o.file, { force: true });
      total -= o.bytes;
    }
  }

  /** The value stored under `key`, if it is whole and of the expected shape. */
  get<T>(kind: string, key: string, schema: z.ZodType<T>): T | undefined {
    return this.lookUp(kind, key, (raw) => readEntry(raw, key, schema));
  }

  /**
   * Named texts (a search index's files) stored as they are, not escaped inside JSON: read back
   * without a second parse. Checked by the same hash as any entry.
   */
  getFiles(kind: string, key: string): TextFiles | undefined {
    const raw = this.getRaw(kind, key);
    if (!raw) return undefined;
    const out: TextFiles = {};
    let at = 0;
    for (const [name, length] of raw.names) {
      out[name] = raw.body.toString('utf8', at, at + length);
      at += length;
    }
    return out;
  }

  setFiles(kind: string, key: string, files: TextFiles): void {
    if (!this.enabled) return;
    const parts = Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'utf8')] as const);
    const body = Buffer.concat(parts.map(([, b]) => b));
    const names = parts.map(([name, b]) => [name, b.length] as [string, number]);
    const header = JSON.stringify({ key, sha256: filesHash(names, body), bytes: body.length, files: names });
    try {
      writeAtomically(this.file(kind, key), [header + '\n', body], NOT_FLUSHED);
      this.markUsed(this.file(kind, key), header.length + 1 + body.length);
    } catch {
      // As set().
    }
  }

  private getRaw(kind: string, key: string): { names: Array<[string, number]>; body: Buffer } | undefined {
    return this.lookUp(kind, key, (raw) => readFiles(raw, key));
  }

  /** Store `value` (as JSON, through `replacer` if given) under `key`. */
  set(kind: string, key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
    if (!this.enabled) return;
    const body = Buffer.from(asciiJson(JSON.stringify(value, replacer)), 'latin1');
    const header = JSON.stringify({ key, sha256: sha256Hex(body), bytes: body.length });
    try {
      writeAtomically(this.file(kind, key), [header + '\n', body], NOT_FLUSHED);
      this.markUsed(this.file(kind, key), header.length + 1 + body.length);
    } catch {
      // A cache that cannot be written (read-only folder, full disk) only costs time.
    }
  }
}

/** A set of named texts stored whole: a header naming each text's byte length, then the texts as they are. */
export interface TextFiles {
  [name: string]: string;
}

/** An entry's header line as an object, or undefined (not JSON, or JSON that is no object: damaged). */
function headerOf(raw: Buffer, nl: number): Record<string, unknown> | undefined {
  try {
    const header: unknown = JSON.parse(raw.toString('utf8', 0, nl));
    return header !== null && typeof header === 'object' && !Array.isArray(header)
      ? (header as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** An entry's value, or undefined when the header, the hash or the shape does not hold. */
export function readEntry<T>(raw: Buffer, key: string, schema: z.ZodType<T>): T | undefined {
  const nl = raw.indexOf(0x0a);
  if (nl < 0 || nl > 4096) return undefined;
  const header = headerOf(raw, nl);
  if (!header) return undefined;
  const body = raw.subarray(nl + 1);
  if (header.key !== key || header.bytes !== body.length || header.sha256 !== sha256Hex(body)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(textOf(body));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A key from parts: their hash, in order. */
export function cacheKey(...parts: Array<string | Buffer>): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** The hash of a files entry: its names and lengths as well as its body (a damaged name is a miss too). */
function filesHash(names: Array<[string, number]>, body: Buffer): string {
  return createHash('sha256').update(JSON.stringify(names)).update('\n').update(body).digest('hex');
}

/** A files entry's names and body, or undefined when its header, hash or lengths do not hold. */
function readFiles(raw: Buffer, key: string): { names: Array<[string, number]>; body: Buffer } | undefined {
  const nl = raw.indexOf(0x0a);
  const header = headerOf(raw, Math.max(0, nl));
  if (!header) return undefined;
  const body = raw.subarray(nl + 1);
  const names = header.files;
  const whole =
    nl > 0 &&
    header.key === key &&
    header.bytes === body.length &&
    Array.isArray(names) &&
    names.every((n) => Array.isArray(n) && typeof n[0] === 'string' && Number.isInteger(n[1]) && n[1] >= 0) &&
    (names as Array<[string, number]>).reduce((s, n) => s + n[1], 0) === body.length &&
    header.sha256 === filesHash(names as Array<[string, number]>, body);
  return whole ? { names: names as Array<[string, number]>, body } : undefined;
}
