/** The glossary page's order and letter index: punctuation before a term does not count. */
import { describe, expect, it } from 'vitest';
import { byLetter, byTerm } from '../../src/lib/query/site-glossary.js';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { contentWith } from '../helpers/content.js';
import { describeCrFiles } from '../helpers/shared.js';

const letters = (terms: string[], lang: string) =>
  byLetter(terms.map((term) => ({ term })).sort(byTerm(lang))).map(([l, items]) => [l, items.map((i) => i.term)]);

describe('glossary order', () => {
  it('files a quoted term under its first letter, and digits under themselves', () => {
    expect(letters(['Zone', '"As Though"', 'Ability', '1996 World Champion', 'As Though'], 'en')).toEqual([
      ['1', ['1996 World Champion']],
      ['A', ['Ability', '"As Though"', 'As Though']],
      ['Z', ['Zone']],
    ]);
    expect(letters(['«Как если бы»', 'Ёмкость', 'Атака'], 'ru')).toEqual([
      ['А', ['Атака']],
      ['Ё', ['Ёмкость']],
      ['К', ['«Как если бы»']],
    ]);
  });
});

describeCrFiles('glossary order on the 2008 and 2025 CRs', () => {
  it('gives every English term a letter or digit, "As Though" of 2008 under A', () => {
    const graph = buildGraph({ contentDir: contentWith(['2008-10-01', '2025-11-14']) });
    const terms = [...new Set(graph.glossary.filter((g) => g.lang === 'en').map((g) => g.term))];
    expect(terms).toContain('"As Though"');
    const groups = letters(terms, 'en');
    expect(groups.every(([l]) => /^[\p{Lu}\p{N}]$/u.test(l as string))).toBe(true);
    // One group per letter: the sort kept each letter's terms together.
    expect(new Set(groups.map(([l]) => l)).size).toBe(groups.length);
    expect(groups.find(([l]) => l === 'A')![1]).toContain('"As Though"');
  }, 120_000);
});
