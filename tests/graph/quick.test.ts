/**
 * model/quick.ts: the one-pass check derived from a zod schema accepts a value only when zod
 * accepts it and returns it equal (an object's keys perhaps in another order); a schema with that check in front
 * takes such a value as it is and sends the rest through zod, whose message and path it keeps.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardOf, quickly } from '../../src/lib/model/quick.js';

const Inner = z.object({ names: z.array(z.string().trim()) });
const Outer = z.object({ inner: quickly(Inner) });

it('takes a value the check accepts as it is, without a copy', () => {
  const inner = { names: ['a', 'b'] };
  expect(Outer.parse({ inner }).inner).toBe(inner);
});

it("reads a value the check refuses with the schema: zod's output when valid, its path and message when not", () => {
  expect(Outer.parse({ inner: { names: [' padded '] } }).inner).toEqual({ names: ['padded'] });
  const refused = Outer.safeParse({ inner: { names: ['a', 7] } });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues).toEqual([
    expect.objectContaining({ path: ['inner', 'names', 1], message: 'Expected string, received number' }),
  ]);
});

interface Node {
  kids?: Node[];
  name: string;
}
const Tree: z.ZodType<Node> = z.lazy(() => z.object({ kids: z.array(Tree).optional(), name: z.string() }));
const EVEN = /^(..)+$/;

/**
 * Schemas of every kind the check knows, each with values zod accepts. Where zod decides a list or
 * an object (a kind not known here), zod copies it: the check refuses it and zod reads it.
 */
const cases: Array<[string, z.ZodTypeAny, unknown[], 'copied'?]> = [
  ['string checks', z.string().min(2).max(5).regex(EVEN).startsWith('a'), ['ab', 'abcd']],
  ['a trimmed, lower-case string', z.string().trim().toLowerCase().endsWith('z'), ['xz', 'a z']],
  ['an email (a check not known: zod decides)', z.string().email(), ['a@b.cd']],
  ['number checks', z.number().int().min(0).max(10), [0, 10, 3]],
  ['exclusive bounds, finite', z.number().gt(-1).lt(1).finite(), [0, 0.5]],
  ['a multiple (zod decides)', z.number().multipleOf(3), [9]],
  [
    'boolean, null, literal',
    z.object({ b: z.boolean(), n: z.null(), l: z.literal('x') }),
    [{ b: true, n: null, l: 'x' }],
  ],
  ['enum', z.enum(['a', 'b']), ['a', 'b']],
  [
    'optional and nullable',
    z.object({ a: z.string().optional(), b: z.number().nullable() }),
    [{ a: 'x', b: null }, { b: 1 }, { a: undefined, b: 2 }],
  ],
  ['default', z.object({ a: z.string().default('d') }), [{ a: 'x' }]],
  ['array lengths', z.array(z.number()).min(1).max(3), [[1], [1, 2, 3]]],
  ['exact length', z.array(z.string()).length(2), [['a', 'b']]],
  ['tuple', z.tuple([z.number().int().nonnegative(), z.string()]), [[1, 'a']]],
  ['tuple with a rest (zod decides)', z.tuple([z.string()]).rest(z.number()), [['a', 1, 2]], 'copied'],
  [
    'strip object',
    z.object({ a: z.string(), b: z.number(), c: z.boolean().optional() }),
    [
      { a: 'x', b: 1 },
      { a: 'x', b: 1, c: true },
    ],
  ],
  ['strict object', z.object({ a: z.string() }).strict(), [{ a: 'x' }]],
  ['passthrough object', z.object({ a: z.string() }).passthrough(), [{ a: 'x', z: 1 }]],
  ['catchall (zod decides)', z.object({ a: z.string() }).catchall(z.number()), [{ a: 'x', n: 1 }], 'copied'],
  ['record', z.record(z.string().min(2), z.array(z.string())), [{ ab: [], cd: ['x'] }]],
  ['union of primitives', z.union([z.string(), z.number(), z.literal(true)]), ['a', 1, true]],
  [
    'union of objects (zod decides)',
    z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
    [{ b: 'x' }],
    'copied',
  ],
  ['refinement', z.array(z.number()).refine((a) => new Set(a).size === a.length, 'duplicates'), [[1, 2]]],
  [
    'superRefine',
    z.string().superRefine((s, ctx) => {
      if (s.includes('!')) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'no !' });
    }),
    ['ok'],
  ],
  ['custom', z.custom<string>((v) => typeof v === 'string' && v.length === 3), ['abc']],
  ['transform (zod decides)', z.string().transform((s) => s.length), []],
  ['recursive', Tree, [{ kids: [{ name: 'b' }, { kids: [], name: 'c' }], name: 'a' }]],
];

/** Zod's verdict and output, or undefined when it refuses the value (or throws on it). */
function zodOutput(schema: z.ZodTypeAny, v: unknown): { data: unknown } | undefined {
  try {
    const parsed = schema.safeParse(v);
    return parsed.success ? { data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Equal as values (zod puts an object's keys in its shape's order; the value taken as it is keeps its own). */
const same = isDeepStrictEqual;

/** A value with one part changed: replaced, removed, a key added, or its keys reversed. */
function mutated(v: unknown, path: number, how: number, other: unknown): unknown {
  let at = 0;
  const walk = (x: unknown): unknown => {
    if (at++ === path) {
      if (how === 0) return other;
      if (Array.isArray(x)) return how === 1 ? x.slice(1) : how === 2 ? [...x, other] : [...x].reverse();
      if (typeof x === 'object' && x !== null) {
        const entries = Object.entries(x);
        if (how === 1) return Object.fromEntries(entries.slice(1));
        if (how === 2) return { ...x, extra: other };
        return Object.fromEntries(entries.reverse());
      }
      return other;
    }
    if (Array.isArray(x)) return x.map(walk);
    if (typeof x === 'object' && x !== null) return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y)]));
    return x;
  };
  return walk(v);
}

describe('the derived check', () => {
  for (const [name, schema, valid, copied] of cases)
    it(`${name}: accepts only what zod accepts and returns equal, and accepts what zod returns`, () => {
      const guard = guardOf(schema);
      for (const v of valid) expect(guard(v), JSON.stringify(v)).toBe(!copied);
      const sample = fc.oneof(fc.constantFrom(...(valid.length ? valid : ['x'])), fc.anything());
      fc.assert(
        fc.property(sample, fc.nat(12), fc.nat(3), fc.anything(), (base, path, how, other) => {
          const v = mutated(base, path, how, other);
          const out = zodOutput(schema, v);
          if (guard(v)) expect(out !== undefined && same(out.data, v), JSON.stringify(v)).toBe(true);
          // What zod returns is taken as it is the next time (unless zod changes it again: a transform).
          if (out && !copied && name !== 'transform (zod decides)')
            expect(guard(out.data), JSON.stringify(out.data)).toBe(true);
        }),
        { numRuns: 400, seed: 20261206 },
      );
    });

  it('takes keys in any order; refuses what zod would change: a key zod drops, a value a default would fill', () => {
    const reordered = { b: 'y', a: 'x' };
    expect(guardOf(z.object({ a: z.string(), b: z.string() }))(reordered)).toBe(true);
    expect(z.object({ a: z.string(), b: z.string() }).parse(reordered)).toEqual(reordered);
    expect(guardOf(z.object({ a: z.string() }))({ a: 'x', dropped: 1 })).toBe(false);
    expect(guardOf(z.object({ a: z.string().default('d') }))({})).toBe(false);
    expect(guardOf(z.string().trim())(' x')).toBe(false);
    expect(guardOf(z.record(z.string(), z.number()))(JSON.parse('{"__proto__": 1}'))).toBe(false);
  });

  it('is made once per schema, and follows a recursive schema to any depth', () => {
    expect(guardOf(Tree)).toBe(guardOf(Tree));
    let deep: Node = { name: 'leaf' };
    for (let i = 0; i < 200; i++) deep = { kids: [deep], name: `n${i}` };
    expect(guardOf(Tree)(deep)).toBe(true);
  });
});
