/**
 * The ingest cache (.cache/ingest/, outside generated/): what did not change is not worked out
 * again — each source's parse, each pair of consecutive releases' matching. An entry's key is a
 * hash of everything it was made from, the code that made it included (files/code.ts codeHash), so
 * a changed parser or matcher is a miss, never a stale hit. A cached ingest writes the same bytes as
 * a cold one.
 *
 * On disk an entry is a header line `{"key","sha256","bytes"}` and the value's JSON: the value is
 * trusted only when its bytes have that hash (a damaged entry is a miss, removed and made again).
 * RULES_NO_CACHE=1 turns the cache off.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { z } from 'zod';
import { writeAtomically } from '../files/atomic.js';

export class IngestCache {
  private readonly enabled: boolean;
  /** Entries read and written in this run, by kind (the ingest benchmark prints them). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    readonly dir = path.resolve('.cache', 'ingest'),
    enabled = process.env.RULES_NO_CACHE !== '1',
  ) {
    this.enabled = enabled;
  }

  private file(kind: string, key: string): string {
    return path.join(this.dir, kind, `${key.slice(0, 2)}`, `${key}.json`);
  }

  /** The value stored under `key`, if it is whole and of the expected shape. */
  get<T>(kind: string, key: string, schema: z.ZodType<T>): T | undefined {
    if (!this.enabled) return undefined;
    const file = this.file(kind, key);
    let raw: Buffer;
    try {
      raw = readFileSync(file);
    } catch {
      this.stats.misses++;
      return undefined;
    }
    const value = readEntry(raw, key, schema);
    if (value === undefined) {
      // Damaged or foreign: never trusted, made again.
      rmSync(file, { force: true });
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return value;
  }

  /** Store `value` (as JSON, through `replacer` if given) under `key`. */
  set(kind: string, key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
    if (!this.enabled) return;
    const body = Buffer.from(JSON.stringify(value, replacer), 'utf8');
    const header = JSON.stringify({ key, sha256: sha256(body), bytes: body.length });
    try {
      writeAtomically(this.file(kind, key), [header + '\n', body]);
    } catch {
      // A cache that cannot be written (read-only folder, full disk) only costs time.
    }
  }
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** An entry's value, or undefined when the header, the hash or the shape does not hold. */
export function readEntry<T>(raw: Buffer, key: string, schema: z.ZodType<T>): T | undefined {
  const nl = raw.indexOf(0x0a);
  if (nl < 0 || nl > 4096) return undefined;
  let header: { key?: unknown; sha256?: unknown; bytes?: unknown };
  try {
    header = JSON.parse(raw.toString('utf8', 0, nl)) as typeof header;
  } catch {
    return undefined;
  }
  const body = raw.subarray(nl + 1);
  if (header.key !== key || header.bytes !== body.length || header.sha256 !== sha256(body)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
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
