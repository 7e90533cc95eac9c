import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { extractReferences } from '../../src/lib/enrich/references.js';
import { normaliseNumber, parseNumber } from '../../src/lib/model/numbers.js';
import { contentPath, describeCrFiles, crBytes, type CrDate } from '../helpers/shared.js';

/** The numbers of every reference, flattened. */
function ids(text: string, lang: string): string[] {
  return extractReferences(text, lang).flatMap((r) => r.numbers);
}

function printed(text: string, lang: string): string[] {
  return extractReferences(text, lang).map((r) => r.printed);
}

const A_TO_H = ['601.2a', '601.2b', '601.2c', '601.2d', '601.2e', '601.2f', '601.2g', '601.2h'];
const A_TO_G = A_TO_H.slice(0, 7);

describe('extractReferences: English', () => {
  it.each([
    ['See rule 601', ['601']],
    ['see rules 601.2a–h', A_TO_H],
    ['rules 409.1b and 409.1f-h', ['409.1b', '409.1f', '409.1g', '409.1h']],
    ['rules 702.19b–d', ['702.19b', '702.19c', '702.19d']],
    ['rule 608.3f', ['608.3f']],
    ['(See rule 608.3f.)', ['608.3f']],
    ['See section 4', ['4']],
    ['section 6, “Spells, Abilities, and Effects.”', ['6']],
    ['See rule 113, “Abilities,” and section 6', ['113', '6']],
    ['rules 506–511', ['506', '507', '508', '509', '510', '511']],
    ['rules 100.1–100.4', ['100.1', '100.2', '100.3', '100.4']],
    ['rules 601.2a–h, 601.5', [...A_TO_H, '601.5']],
    ['See rules 205.1a-b, 305.7, and 613.1d.', ['205.1a', '205.1b', '305.7', '613.1d']],
    ['rules 712.9–10', ['712.9', '712.10']],
    ['See rules 701.42, “Meld,” and 729, “Merging with Permanents.”', ['701.42', '729']],
    ['See 706, “Rolling a Die.”', ['706']],
    ['See section 100, "General," and section 101', ['100', '101']],
  ])('%s', (text, expected) => {
    expect(ids(text, 'en')).toEqual(expected);
  });

  it('accepts all three dashes', () => {
    for (const dash of ['-', '–', '—']) expect(ids(`rules 601.2a${dash}h`, 'en')).toEqual(A_TO_H);
  });

  it('skips l and o in letter ranges', () => {
    expect(ids('rules 702.1k–p', 'en')).toEqual(['702.1k', '702.1m', '702.1n', '702.1p']);
  });

  it('reports the printed text and UTF-16 offsets, trailing dot excluded', () => {
    const text = '(See rule 608.3f.) Then rules 601.2a–h.';
    const refs = extractReferences(text, 'en');
    expect(refs.map((r) => r.printed)).toEqual(['608.3f', '601.2a–h']);
    for (const r of refs) expect(text.slice(r.start, r.end)).toBe(r.printed);
  });

  it('treats a full number standing alone in parentheses as a back-reference', () => {
    expect(ids('Другое дело. (706.3)', 'ru')).toEqual(['706.3']);
    expect(ids('(706.3)', 'en')).toEqual(['706.3']);
  });

  it.each([
    'A deck must contain exactly 100 cards.',
    'Lightning Bolt deals 2 damage to any target.',
    'at least 60 cards',
    'Each player starts with 20 life.',
    'Pay {2} and {3}{G}.',
    'It becomes a 7/7 creature. It is X/X.',
    'Effective November 14, 2025; 2025-11-14; 14.11.2025',
    'version 1.5 and 1,5',
    '1.000.000 players and 100.000 cards',
    'repeating that sequence 100,000 more times',
    'P.O. Box 707, Renton WA 98057-0707',
    'See rule 7.',
    '5. Additional Rules\n500. General',
  ])('no reference in %s', (text) => {
    expect(extractReferences(text, 'en')).toEqual([]);
  });

  it('a bare number continues only a plural keyword', () => {
    expect(ids('See rule 704 and 100 cards.', 'en')).toEqual(['704']);
    expect(ids('rules 306-311 and rule 500', 'en')).toEqual(['306', '307', '308', '309', '310', '311', '500']);
  });

  it('keeps unexpandable ranges as endpoints', () => {
    expect(ids('rules 601.2h–a', 'en')).toEqual(['601.2h', '601.2a']);
    expect(ids('rules 100.1–101.4', 'en')).toEqual(['100.1', '101.4']);
  });
});

describe('extractReferences: Russian', () => {
  it.each([
    ['(См. правило 601 «Розыгрыш заклинаний»)', ['601']],
    ['См. правило 704', ['704']],
    ['См. правила 601.2a–g', A_TO_G],
    ['шагам 601.2a–g правила 601', [...A_TO_G, '601']],
    ['(См. правило 604.3)', ['604.3']],
    ['см. Правило 204', ['204']],
    ['(См. правило 711, Двухсторонние карты.)', ['711']],
    ['См. второй пример правила 711.3а.', ['711.3a']], // Cyrillic а
    ['в соответствии с правилами 409.1b и 409.1f–h', ['409.1b', '409.1f', '409.1g', '409.1h']],
    ['(см. Пр. 309 "Шаг объявления блокирующих")', ['309']],
    ['См. раздел 5', ['5']],
    ['в разделе 4 «Зоны»', ['4']],
    ['(см. правило 309, "Объявление блокирующих")', ['309']],
  ])('%s', (text, expected) => {
    expect(ids(text, 'ru')).toEqual(expected);
  });

  it.each([
    'Клон будет бесцветным существом 2/2',
    'существо 7/7',
    'с 5-ю жетонами',
    'Правильно. 100 карт',
    'в пунктах 4091f-h',
  ])('no reference in %s', (text) => {
    expect(extractReferences(text, 'ru')).toEqual([]);
  });
});

describe('extractReferences: Spanish', () => {
  it.each([
    ['Véase la regla 704', ['704']],
    ['(Véase la regla 608.3f.)', ['608.3f']],
    ['(Véase la regla 601, «Lanzar hechizos».)', ['601']],
    ['reglas 601.2a-h', A_TO_H],
    ['sección 4', ['4']],
    ['Véanse las reglas 409.1b y 409.1f–h.', ['409.1b', '409.1f', '409.1g', '409.1h']],
  ])('%s', (text, expected) => {
    expect(ids(text, 'es')).toEqual(expected);
  });

  it.each(['crea una ficha de criatura Soldado roja 1/1 con prisa', 'Ganas 20 vidas', '1.000 cartas'])(
    'no reference in %s',
    (text) => {
      expect(extractReferences(text, 'es')).toEqual([]);
    },
  );
});

describe('extractReferences on the project seeds', () => {
  const read = (rel: string): string => decode(readFileSync(contentPath(rel)), rel).text;

  it('finds the references of the Russian excerpt (seed 000) in rule bodies', () => {
    // The parser hands over bodies; a rule's own number at the line start would count (full form).
    const bodies = splitLines(read('sources/ru/copying-spells-706.10-excerpt.txt')).map((l) =>
      l.replace(/^\d{3}\.\d+[a-z]?[\s\u00a0]+/, ''),
    );
    expect(bodies.flatMap((b) => ids(b, 'ru'))).toEqual(['601', '704', ...A_TO_G, '601']);
  });

  it('finds the references of the Spanish rule page (seed 002), title line included', () => {
    expect(printed(read('sources/es/regla-707.10.txt'), 'es')).toEqual(['707.10', '601', '704', '608.3f']);
  });
});

describeCrFiles('extractReferences on the 2025 CR', () => {
  const lines = (date: CrDate): string[] => splitLines(decode(crBytes(date), date).text);
  const cr2025 = lines('2025-11-14');
  /** A rule's text without its own number. */
  const body = (number: string): string => {
    const line = cr2025.find((l) => l.startsWith(`${number} `) || l.startsWith(`${number}. `));
    if (!line) throw new Error(`rule ${number} not in the 2025 CR`);
    return line.replace(/^\S+\s+/, '');
  };

  it('counts the references of rule 702.19 and its subrules', () => {
    const texts = cr2025.filter((l) => /^702\.19[a-z.]? /.test(l)).map((l) => l.replace(/^\S+\s+/, ''));
    expect(texts).toHaveLength(8);
    expect(texts.flatMap((t) => ids(t, 'en'))).toEqual(['510', '702.19b', '506.4c']);
  });

  it('expands 601.2a–h in 601.2i and 707.12', () => {
    expect(ids(body('601.2i'), 'en')).toEqual(A_TO_H);
    expect(ids(body('707.12'), 'en')).toEqual([...A_TO_H, '601']);
  });

  it('resolves every reference of the file to a rule that exists, but for two known CR slips', () => {
    const existing = new Set<string>();
    for (const l of cr2025) {
      const m = /^(\d)\. |^(\d{3}\.(?:\d+[a-z]?)?)/.exec(l);
      if (m) existing.add(m[1] ?? normaliseNumber(m[2]!)!);
    }
    const missing = new Set<string>();
    let count = 0;
    for (const l of cr2025) {
      for (const ref of extractReferences(l.replace(/^\d{3}\.(?:\d+[a-z]?\.?)?\s+/, ''), 'en')) {
        count++;
        for (const id of ref.numbers) if (!existing.has(id)) missing.add(id);
      }
    }
    expect(count).toBeGreaterThan(1800);
    // "see rule 110.10" points at a rule that the 2025 file does not have.
    expect([...missing]).toEqual(['110.10']);
  });
});

describe('extractReferences properties', () => {
  const pieces = fc.constantFrom(
    'rule ',
    'rules ',
    'section ',
    'regla ',
    'правило ',
    'См. ',
    'see ',
    ' and ',
    ', ',
    ' и ',
    ' y ',
    '–',
    '-',
    '—',
    '.',
    '(',
    ')',
    '«',
    '»',
    '“',
    '”',
    '601',
    '601.2a',
    '4',
    '100',
    '999',
    '0',
    '1000',
    '702.19b',
    'h',
    'l',
    'o',
    'а',
    ' ',
    '\n',
    '\u00a0',
    'x',
    'Fork',
    '7/7',
    '{2}',
    '2.',
  );
  const texts = fc.oneof(
    fc.string(),
    fc.array(pieces, { maxLength: 30 }).map((a) => a.join('')),
  );

  it('never throws, keeps offsets inside the text and returns valid ids', () => {
    fc.assert(
      fc.property(texts, fc.constantFrom('en', 'es', 'ru', 'de'), (text, lang) => {
        const refs = extractReferences(text, lang);
        let last = -1;
        for (const r of refs) {
          expect(r.start).toBeGreaterThanOrEqual(0);
          expect(r.end).toBeLessThanOrEqual(text.length);
          expect(r.start).toBeGreaterThanOrEqual(last);
          last = r.end;
          expect(text.slice(r.start, r.end)).toBe(r.printed);
          expect(r.numbers.length).toBeGreaterThan(0);
          for (const id of r.numbers) {
            const p = parseNumber(id);
            expect(p, id).toBeDefined();
            expect(normaliseNumber(id)).toBe(id);
            if (p!.section < 0) expect(p!.chapter).toBeGreaterThanOrEqual(1);
            else expect(p!.section).toBeGreaterThanOrEqual(100);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
