/** trustPrintedNumbers on small fixtures: when a source's numbers outweigh weak content. */
import { expect, it } from 'vitest';
import { trustPrintedNumbers, type Contest } from '../../src/lib/identity/printed-numbers.js';
import type { TranslationPlacement } from '../../src/lib/identity/place.js';
import type { RawRendition } from '../../src/lib/model/renditions.js';

const rendition = (number: string, source = 'ru-section', title = ''): RawRendition =>
  ({
    source,
    lang: 'ru',
    numbering: '2008-10-01',
    number,
    title,
    text: title ? '' : 'текст',
    examples: [],
  }) as unknown as RawRendition;

const at = (number: string, score = 0.9): TranslationPlacement => ({
  numbering: '2008-10-01',
  number,
  placement: { by: 'content', score, evidence: [`content: ${number}`] },
});

/** `agreeing` translations placed at their printed numbers, plus the contests given. */
function source(agreeing: number, extra: Array<{ c: Omit<Contest, 'agrees'>; placed: string }>) {
  const out = new Map<RawRendition, TranslationPlacement>();
  const contests: Contest[] = [];
  for (let i = 0; i < agreeing; i++) {
    const t = rendition(`502.${i + 1}a`);
    out.set(t, at(t.number));
    contests.push({
      t,
      hint: { numbering: '2008-10-01', number: t.number, score: 0.9, titleOnly: false },
      best: 0.9,
      agrees: true,
      titleWord: false,
    });
  }
  for (const { c, placed } of extra) {
    out.set(c.t, at(placed, c.best));
    contests.push({ ...c, agrees: false });
  }
  return { out, contests };
}

const heading = rendition('502.40', 'ru-section', 'Присоединение');
const templated = rendition('502.66b');
const far = rendition('502.21b');
const cases = [
  {
    c: {
      t: heading,
      hint: { numbering: '2008-10-01', number: '502.40', score: 0.22, titleOnly: true },
      best: 0.89,
      titleWord: true,
    },
    placed: '501.2',
  },
  {
    c: {
      t: templated,
      hint: { numbering: '2008-10-01', number: '502.66b', score: 0.62, titleOnly: false },
      best: 0.68,
      titleWord: false,
    },
    placed: '502.84b',
  },
  {
    c: {
      t: far,
      hint: { numbering: '2008-10-01', number: '502.21b', score: 0.62, titleOnly: false },
      best: 0.78,
      titleWord: false,
    },
    placed: '502.21c',
  },
];

it('a trusted source: a one-word heading goes back to its number, a near counterpart wins, a far one does not', () => {
  const { out, contests } = source(30, cases);
  trustPrintedNumbers(contests, out);
  expect(out.has(heading)).toBe(false);
  expect(out.get(templated)).toMatchObject({ number: '502.66b', placement: { by: 'content', score: 0.6 } });
  expect(out.get(templated)!.placement.evidence.at(-1)).toMatch(/30 of 33 placements of this source agree/);
  expect(out.get(far)!.number).toBe('502.21c');
});

it('a source whose numbers often disagree with content, or with few placements, keeps content', () => {
  for (const agreeing of [20, 5]) {
    const { out, contests } = source(agreeing, cases);
    trustPrintedNumbers(contests, out);
    expect(out.get(heading)?.number, String(agreeing)).toBe('501.2');
    expect(out.get(templated)?.number, String(agreeing)).toBe('502.84b');
  }
});
