/**
 * Five official releases of content/: counts (as `rules stats` reports them), the copy-a-spell
 * rule and the 2025 multi-example rules checked exactly against the file's own lines (speed is
 * `npm run bench`'s, never a timed test).
 */
import { beforeAll, expect, it } from 'vitest';
import { decode, splitLines } from '../../../src/lib/decode/index.js';
import { countCr, parseCr } from '../../../src/lib/parse/cr/index.js';
import type { RuleNode, SourceRoot } from '../../../src/lib/model/tree.js';
import { CR_FILES, describeCrFiles, crBytes, type CrDate } from '../../helpers/shared.js';

const EXPECTED: Record<CrDate, ReturnType<typeof countCr>> = {
  '2008-10-01': { sections: 85, rules: 486, subrules: 688, examples: 165, glossary: 398 },
  '2012-07-01': { sections: 124, rules: 831, subrules: 1062, examples: 219, glossary: 465 },
  '2017-08-25': { sections: 129, rules: 916, subrules: 1314, examples: 244, glossary: 533 },
  '2021-07-23': { sections: 136, rules: 1014, subrules: 1565, examples: 260, glossary: 600 },
  '2025-11-14': { sections: 146, rules: 1155, subrules: 1954, examples: 276, glossary: 725 },
};

/** The copy-a-spell rule's number in each release and how many examples it has. */
const COPY_A_SPELL: Record<CrDate, { number: string; examples: number }> = {
  '2008-10-01': { number: '503.10', examples: 2 },
  '2012-07-01': { number: '706.10', examples: 2 },
  '2017-08-25': { number: '706.10', examples: 2 },
  '2021-07-23': { number: '707.10', examples: 3 },
  '2025-11-14': { number: '707.10', examples: 3 },
};

const DATES = Object.keys(CR_FILES) as CrDate[];

interface Parsed {
  text: string;
  lines: string[];
  root: SourceRoot;
  warnings: Array<{ line: number; reason: string }>;
}

describeCrFiles('cr parser on the official files', () => {
  const parsed = new Map<CrDate, Parsed>();
  beforeAll(() => {
    for (const date of DATES) {
      const { text } = decode(crBytes(date), CR_FILES[date]);
      const warnings: Parsed['warnings'] = [];
      const root = parseCr(text, {
        file: CR_FILES[date],
        lang: 'en',
        warn: (line, reason) => warnings.push({ line, reason }),
      });
      parsed.set(date, { text, lines: splitLines(text), root, warnings });
    }
  });
  const get = (date: CrDate) => parsed.get(date)!;
  const rule = (date: CrDate, number: string): RuleNode => {
    const found = get(date).root.children.filter((n): n is RuleNode => n.type === 'rule' && n.number === number);
    expect(found, `${date} ${number}`).toHaveLength(1);
    return found[0]!;
  };

  /**
   * What the file itself prints for a rule, read independently of the parser: the rule's line
   * (the last one starting with its number, past the contents list), its text after the number,
   * then the `Example:` lines that follow (blank lines allowed) until the next numbered line.
   */
  const printed = (date: CrDate, number: string) => {
    const { lines } = get(date);
    const start = lines.findLastIndex((l) => l.startsWith(`${number}. `) || l.startsWith(`${number} `));
    const body = lines[start]!.replace(/^\S+ /, '').trim();
    const examples: string[] = [];
    for (let i = start + 1; i < lines.length && !/^\d/.test(lines[i]!); i++)
      if (lines[i]!.startsWith('Example: ')) examples.push(lines[i]!.slice('Example: '.length).trim());
    return { line: start + 1, body, examples };
  };
  const rendered = (node: RuleNode) => ({
    line: node.position.start.line,
    body: node.children
      .filter((c) => c.type === 'paragraph')
      .map((c) => c.value)
      .join('\n'),
    examples: node.children.filter((c) => c.type === 'example').map((c) => c.value),
  });

  for (const date of DATES) {
    it(`${date}: counts`, () => expect(countCr(get(date).root)).toEqual(EXPECTED[date]));

    it(`${date}: metadata`, () => {
      const { data } = get(date).root;
      expect(data.format).toBe('cr');
      expect(data.date).toBe(date);
      expect(data.title).toMatch(/Comprehensive Rules$/);
      expect(data.credit).toMatch(/^(_?Magic: The Gathering_? )Original Game Design: Richard Garfield/);
      expect(data.credit).toMatch(/Thanks to all our project team members/);
      expect(data.credit).not.toMatch(/effective as of|current as of|Published by/);
    });

    it(`${date}: the copy-a-spell rule, exactly as printed`, () => {
      const { number, examples } = COPY_A_SPELL[date];
      const node = rule(date, number);
      expect(rendered(node)).toEqual(printed(date, number));
      expect(node.children.filter((c) => c.type === 'example')).toHaveLength(examples);
      expect(rendered(node).body).toMatch(/^To copy a spell/);
    });

    it(`${date}: chapters 1–9 in order, the contents list skipped`, () => {
      const chapters = get(date).root.children.filter((n) => n.type === 'heading' && n.depth === 1);
      expect(chapters.map((c) => (c.type === 'heading' ? c.number : ''))).toEqual(
        date === '2008-10-01' ? ['1', '2', '3', '4', '5', '6'] : ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      );
      const first = get(date).root.children[0]!;
      expect(first.type).toBe('heading');
      // The real first chapter is the second "1. …" line of the file.
      const { lines } = get(date);
      const firstChapter = lines.findIndex((l) => /^1\. /.test(l));
      const second = lines.findIndex((l, i) => i > firstChapter && l === lines[firstChapter]);
      expect(first.position.start.line).toBe(second + 1);
    });
  }

  it('2021: bare-CR and UTF-16LE copies give the same tree', () => {
    const { text, root } = get('2021-07-23');
    const bareCr = parseCr(text.replace(/\r\n/g, '\r'), { file: 'x', lang: 'en', warn: () => {} });
    expect(bareCr).toEqual(root);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(parseCr(decode(utf16, 'x').text, { file: 'x', lang: 'en', warn: () => {} })).toEqual(root);
  });

  it('2025: 707.10 has the Fork/Emerald Charm, Fling and Dawnglow Infusion examples', () => {
    const ex = rendered(rule('2025-11-14', '707.10')).examples;
    expect(ex.map((e) => e.split(' ').slice(0, 3).join(' '))).toEqual([
      'A player casts',
      'Fling is an',
      'Dawnglow Infusion is',
    ]);
    expect(ex[0]).toMatch(/^A player casts Fork, targeting an Emerald Charm\. Fork reads, “Copy target instant/);
    expect(ex[2]).toBe(
      'Dawnglow Infusion is a sorcery that reads, “You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast it.” Because mana isn’t an object, a copy of Dawnglow Infusion won’t cause you to gain any life, no matter what mana was spent to cast the original spell.',
    );
  });

  for (const number of ['613.6', '707.3', '800.4a']) {
    it(`2025: ${number} has four examples, exactly as printed`, () => {
      const node = rule('2025-11-14', number);
      expect(rendered(node)).toEqual(printed('2025-11-14', number));
      expect(rendered(node).examples).toHaveLength(4);
    });
  }

  it('2025: 701.67b keeps its example printed after a blank line', () => {
    const node = rule('2025-11-14', '701.67b');
    expect(rendered(node)).toEqual(printed('2025-11-14', '701.67b'));
    expect(rendered(node).examples).toHaveLength(1);
    expect(rendered(node).examples[0]).toMatch(/^Spirit Water Revival is a spell that costs \{1\}\{U\}\{U\}/);
    expect(rule('2025-11-14', '701.67c').children.filter((c) => c.type === 'example')).toHaveLength(0);
  });

  it('2008: 306.b and 306.1c are repaired to 306.3b and 306.3c, with warnings', () => {
    expect(rule('2008-10-01', '306.3b').repairedFrom).toBe('306.b');
    expect(rule('2008-10-01', '306.3c').repairedFrom).toBe('306.1c');
    const repairs = get('2008-10-01').warnings.filter((w) => /breaks the sequence/.test(w.reason));
    expect(repairs.map((w) => w.line)).toEqual([837, 839]);
  });

  it('2008: glossary entries hold their own 8 examples', () => {
    const entries = get('2008-10-01').root.children.filter((n) => n.type === 'glossaryEntry');
    expect(entries.reduce((k, e) => k + (e.type === 'glossaryEntry' ? e.examples.length : 0), 0)).toBe(8);
  });

  it('2008: title lines have an empty body', () => {
    const node = rule('2008-10-01', '502.2');
    expect(node.title).toBe('First Strike');
    expect(node.children).toEqual([]);
  });

  it('2008: indented continuation lines are paragraphs of their rule', () => {
    expect(rendered(rule('2008-10-01', '203.1b')).body.split('\n')).toHaveLength(2);
  });

  it('2025: the {BB} symbol typo is warned, and nothing else', () => {
    expect(get('2025-11-14').warnings.map((w) => w.line)).toEqual([1323]);
  });

  it('2012–2021: no warnings', () => {
    for (const date of ['2012-07-01', '2017-08-25', '2021-07-23'] as const) expect(get(date).warnings).toEqual([]);
  });

  it('glossary: APNAP order is one term, You/Your two; "See X." is a redirect', () => {
    for (const date of DATES) {
      const entries = new Map(
        get(date)
          .root.children.filter((n) => n.type === 'glossaryEntry')
          .map((n) => [n.type === 'glossaryEntry' ? n.headword : '', n] as const),
      );
      const terms = (h: string) => {
        const e = entries.get(h);
        return e?.type === 'glossaryEntry' ? e.terms : undefined;
      };
      expect(terms('Active Player, Nonactive Player Order')).toEqual(['Active Player, Nonactive Player Order']);
      expect(terms('You, Your')).toEqual(['You', 'Your']);
      expect(terms('Life, Life Total')).toEqual(['Life', 'Life Total']);
      const apnap = entries.get('APNAP Order');
      expect(apnap?.type === 'glossaryEntry' && apnap.redirect).toBe('Active Player, Nonactive Player Order');
    }
  });
});
