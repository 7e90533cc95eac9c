/** Memo tables: capped, shared values, and all emptied by clearMemos (the benchmark's cold start). */
import { describe, expect, it } from 'vitest';
import { clearMemos, Memo, MemoByLang, onClearMemos } from '../../src/lib/text/memo.js';

describe('Memo', () => {
  it('computes a key once and shares the value', () => {
    const memo = new Memo<string[]>();
    let calls = 0;
    const compute = (k: string) => (calls++, k.split(''));
    const a = memo.get('ab', compute);
    expect(memo.get('ab', compute)).toBe(a);
    expect(calls).toBe(1);
  });

  it('never holds more than its cap', () => {
    const memo = new Memo<number>(3);
    let calls = 0;
    const compute = (k: string) => (calls++, k.length);
    for (const k of ['a', 'bb', 'ccc']) memo.get(k, compute);
    memo.get('dddd', compute); // over the cap: the table starts again
    memo.get('a', compute);
    expect(calls).toBe(5);
  });

  it('clearMemos empties every memo, per-language ones included, and runs registered clears', () => {
    const memo = new Memo<number>();
    const byLang = new MemoByLang<number>();
    let cleared = 0;
    onClearMemos(() => cleared++);
    let calls = 0;
    const compute = () => ++calls;
    memo.get('x', compute);
    byLang.for('ru').get('x', compute);
    expect(calls).toBe(2);
    clearMemos();
    expect(cleared).toBe(1);
    expect(memo.get('x', compute)).toBe(3);
    expect(byLang.for('ru').get('x', compute)).toBe(4);
  });
});
