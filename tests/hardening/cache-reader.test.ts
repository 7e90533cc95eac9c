/**
 * The cache reader on damaged entries (issue #22): whatever happens to an entry's bytes — a flipped
 * bit, a cut, bytes added, a header rewritten, garbage — reading it gives back exactly what was
 * stored or a miss (the entry removed, to be made again); it never throws and never returns
 * anything else. Both kinds of entry: a JSON value (ingest parses and matches) and named texts
 * (search files).
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { KeyedCache } from '../../src/lib/files/cache.js';
import { tempDir } from '../helpers/content.js';

const Value = z.object({ rules: z.array(z.object({ id: z.string(), text: z.string() })), n: z.number() });
type Value = z.infer<typeof Value>;

const value = fc.record({
  rules: fc.array(
    fc.record({ id: fc.string({ maxLength: 8 }), text: fc.string({ unit: 'grapheme', maxLength: 40 }) }),
    {
      maxLength: 5,
    },
  ),
  n: fc.integer(),
});
const files = fc.dictionary(
  fc.stringMatching(/^[a-z]{1,6}\/[a-z]{1,4}\.json$/),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  { maxKeys: 4 },
);

/** One way to damage the bytes of an entry. */
const damage = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('append' as const), bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
  fc.record({ kind: fc.constant('garbage' as const), bytes: fc.uint8Array({ maxLength: 200 }) }),
  fc.record({ kind: fc.constant('header' as const), header: fc.json() }),
);
type Damage = typeof damage extends fc.Arbitrary<infer D> ? D : never;

function apply(bytes: Buffer, d: Damage): Buffer {
  const out = Buffer.from(bytes);
  switch (d.kind) {
    case 'flip':
      if (out.length) out[d.at % out.length]! ^= 1 << d.bit;
      return out;
    case 'cut':
      return out.subarray(0, d.at % Math.max(1, out.length));
    case 'append':
      return Buffer.concat([out, d.bytes]);
    case 'garbage':
      return Buffer.from(d.bytes);
    case 'header': {
      const nl = out.indexOf(0x0a);
      return Buffer.concat([Buffer.from(d.header), out.subarray(Math.max(0, nl))]);
    }
  }
}

/**
 * Writes one entry with `write`, damages its file with `d` and reads it back with `read` from a new
 * cache on the same folder; returns what came back and whether the bytes changed at all.
 */
function damaged<T>(
  write: (cache: KeyedCache) => void,
  d: Damage,
  read: (cache: KeyedCache) => T | undefined,
): { got: T | undefined; unchanged: boolean; dir: string } {
  const dir = tempDir('rules-cache-fuzz-');
  write(new KeyedCache(dir));
  const found = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
  expect(found).toHaveLength(1);
  const file = path.join(dir, found[0]!);
  const before = readFileSync(file);
  const after = apply(before, d);
  writeFileSync(file, after);
  return { got: read(new KeyedCache(dir)), unchanged: after.equals(before), dir };
}

describe('the cache reader on damaged entries', () => {
  it('a JSON entry reads back whole or is a miss, and a miss is removed', () => {
    fc.assert(
      fc.property(value, damage, (v: Value, d) => {
        const { got, unchanged, dir } = damaged(
          (c) => c.set('parse', 'key', v),
          d,
          (c) => c.get('parse', 'key', Value),
        );
        if (got === undefined)
          expect(readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.json'))).toBe(false);
        else expect(got).toEqual(v);
        // Unchanged bytes must be a hit: the reader is not merely refusing everything.
        if (unchanged) expect(got).toEqual(v);
      }),
      { seed: 22, numRuns: 300 },
    );
  });

  it('a named-texts entry reads back whole or is a miss', () => {
    fc.assert(
      fc.property(files, damage, (f, d) => {
        const { got, unchanged } = damaged(
          (c) => c.setFiles('index', 'key', f),
          d,
          (c) => c.getFiles('index', 'key'),
        );
        if (got !== undefined) expect(got).toEqual(f);
        if (unchanged) expect(got).toEqual(f);
      }),
      { seed: 22, numRuns: 300 },
    );
  });

  it('writes a JSON entry in ASCII and reads back every character, and reads an entry written in UTF-8', () => {
    const v: Value = { rules: [{ id: '702.19', text: 'Trample’s “damage” — Пример 😀 é \u0080\uffff' }], n: 1 };
    const dir = tempDir('rules-cache-ascii-');
    new KeyedCache(dir).set('parse', 'key', v);
    const [entry] = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
    const file = path.join(dir, entry!);
    const bytes = readFileSync(file);
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    expect(new KeyedCache(dir).get('parse', 'key', Value)).toEqual(v);
    // The same value as an earlier version wrote it: its JSON in UTF-8, under a header naming its hash.
    const body = Buffer.from(JSON.stringify(v), 'utf8');
    expect(body.every((b) => b < 0x80)).toBe(false);
    const sha256 = createHash('sha256').update(body).digest('hex');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from(JSON.stringify({ key: 'key', sha256, bytes: body.length }) + '\n'), body]),
    );
    expect(new KeyedCache(dir).get('parse', 'key', Value)).toEqual(v);
  });
});
