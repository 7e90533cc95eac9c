/**
 * graph/quick.ts: a schema with a one-pass check in front takes what the check accepts as it is,
 * and sends the rest through zod, whose message and path it keeps (nested in a larger schema too).
 */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { quickly } from '../../src/lib/graph/quick.js';

const Inner = z.object({ names: z.array(z.string().trim()) });
type Inner = z.infer<typeof Inner>;
let guarded = 0;
const isInner = (v: unknown): v is Inner => {
  guarded++;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray((v as Inner).names) &&
    (v as Inner).names.every((n) => typeof n === 'string' && n === n.trim())
  );
};
const Outer = z.object({ inner: quickly(Inner, isInner) });

it('takes a value the check accepts as it is, without a copy', () => {
  const inner = { names: ['a', 'b'] };
  const parsed = Outer.parse({ inner });
  expect(parsed.inner).toBe(inner);
  expect(guarded).toBeGreaterThan(0);
});

it("reads a value the check refuses with the schema: zod's output when valid, its path and message when not", () => {
  expect(Outer.parse({ inner: { names: [' padded '] } }).inner).toEqual({ names: ['padded'] });
  const refused = Outer.safeParse({ inner: { names: ['a', 7] } });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues).toEqual([
    expect.objectContaining({ path: ['inner', 'names', 1], message: 'Expected string, received number' }),
  ]);
});
