/**
 * Word diffs as the ingest makes them: text/word-diff.ts's, kept from one ingest to the next.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { DiffPart } from '../model/schema.js';
import { KeptTable } from '../files/kept.js';
import { diffWords } from '../text/word-diff.js';

const OPS = ['equal', 'delete', 'insert'] as const;

/**
 * Diffs kept from one ingest to the next (files/kept.ts), each as its parts' ops and lengths: their
 * texts are the two texts cut in order (sidesOf).
 */
const kept = new KeptTable<DiffPart[], number[]>({
  name: 'diff',
  code: 'lib/identity/diff.ts',
  encode: (parts) => parts.flatMap((p) => [OPS.indexOf(p.op), p.text.length]),
  decode: (codes, [, before, after]) => {
    const parts: DiffPart[] = [];
    let a = 0;
    let b = 0;
    for (let i = 0; i < codes.length; i += 2) {
      const op = OPS[codes[i]!]!;
      const n = codes[i + 1]!;
      parts.push({ op, text: op === 'insert' ? after!.slice(b, b + n) : before!.slice(a, a + n) });
      if (op !== 'insert') a += n;
      if (op !== 'delete') b += n;
    }
    return parts;
  },
  isStored: (v): v is number[] =>
    Array.isArray(v) && v.length % 2 === 0 && v.every((x, i) => Number.isInteger(x) && x >= 0 && (i % 2 || x < 3)),
});

/** The word diff of two texts (text/word-diff.ts diffWords), from the kept table when an earlier run made it. */
export function wordDiff(before: string, after: string, lang: string = SOURCE_LANG): DiffPart[] {
  if (before === after || before === '' || after === '') return diffWords(before, after, lang);
  return kept.get([lang, before, after], () => diffWords(before, after, lang));
}
