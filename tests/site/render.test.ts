/** Unit tests of the site's render layer and query helpers (no browser). */
import { describe, expect, it } from 'vitest';
import { renderDiff, diffWeight } from '../../src/lib/render/diff.js';
import { h } from 'hastscript';
import { jsonForScript, toSafeHtml, txt } from '../../src/lib/render/safe.js';
import { inlineNodes, paragraphNodes, type LinkContext } from '../../src/lib/render/rule-text.js';
import { TermMatcher, termSlug } from '../../src/lib/render/terms.js';
import { sentenceBlocks } from '../../src/lib/render/sentences.js';
import { sentencesOf } from '../../src/lib/align/sentences.js';
import { compareFrom, fullTextOf } from '../../src/lib/query/site-history.js';
import {
  labelOrder,
  placeLabels,
  TIMELINE,
  timelineGeometry,
  timelinePositions,
} from '../../src/lib/history/geometry.js';
import { tFor, langName, langNameInText } from '../../src/i18n/index.js';
import en from '../../src/lib/langs/strings/en.json';
import es from '../../src/lib/langs/strings/es.json';
import ru from '../../src/lib/langs/strings/ru.json';

const link = (ids: Record<string, string>, lang = 'en'): LinkContext => ({
  lang,
  resolve: (n) => ids[n],
  href: (id) => `/en/rules/${id}/`,
});

describe('rule text to HTML', () => {
  it('links references, ranges and chapter references to canonical ids', () => {
    const html = toSafeHtml(
      inlineNodes(
        'See rule 601, rules 601.2a–c, and section 4.',
        link({ '601': '601', '601.2a': '601.2a', '601.2b': '601.2b', '601.2c': '601.2c', '4': '4' }),
      ),
    );
    expect(html).toContain('<a href="/en/rules/601/" class="ref">601</a>');
    expect(html).toContain('<a href="/en/rules/601.2a/" class="ref" title="601.2a, 601.2b, 601.2c">601.2a–c</a>');
    expect(html).toContain('<a href="/en/rules/4/" class="ref">4</a>');
  });

  it('maps numbers of an old numbering through the resolver and leaves unknown ones as text', () => {
    const html = toSafeHtml(inlineNodes('(См. правило 706.3) и правило 999.1', link({ '706.3': '707.3' }, 'ru')));
    expect(html).toContain('<a href="/en/rules/707.3/" class="ref">706.3</a>');
    expect(html).toContain('правило 999.1');
    expect(html).not.toContain('999.1</a>');
  });

  it('escapes hostile text and drops what the schema does not allow', () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)> see rule 100.1';
    const html = toSafeHtml(paragraphNodes(evil, link({ '100.1': '100.1' })));
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html).not.toMatch(/<script|<img/);
    const forged = toSafeHtml([
      h('a', { href: 'javascript:alert(1)', onClick: 'x' }, [txt('x')]),
      h('script', {}, [txt('alert(1)')]),
    ]);
    expect(forged).toBe('<a>x</a>');
  });

  it('marks _italic_ pairs within a line only', () => {
    const html = toSafeHtml(paragraphNodes('An _italic_ word, a lone _ and ___ runs.', link({})));
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('a lone _ and ___ runs');
  });

  it('links each glossary term once, longest match first, with English plurals', () => {
    const terms = new TermMatcher(
      [
        { term: 'Activated Ability', slug: 'en-activated-ability' },
        { term: 'Ability', slug: 'en-ability' },
        { term: 'Player', slug: 'en-player' },
      ],
      ['s', 'es'],
    );
    const ctx = { ...link({}), terms, termHref: (s: string) => `/en/glossary/#${s}`, seen: new Set<string>() };
    const html = toSafeHtml(inlineNodes('An activated ability of players; another ability, another player.', ctx));
    expect(html.match(/class="term"/g)).toHaveLength(3);
    expect(html).toContain('#en-activated-ability" class="term">activated ability</a>');
    expect(html).toContain('#en-player" class="term">players</a>');
    expect(termSlug('ru', 'Двуликий Янус')).toBe('ru-двуликий-янус');
  });
});

describe('diffs, sentences, timeline, JSON', () => {
  it('renders inserted and deleted text with text markers', () => {
    const parts = [
      { op: 'equal' as const, text: 'To copy a spell' },
      { op: 'insert' as const, text: ', activated ability,' },
      { op: 'delete' as const, text: ' or' },
    ];
    const html = renderDiff(parts, { inserted: 'inserted', deleted: 'deleted' });
    expect(html).toContain(
      '<ins title="inserted"><span class="mk">[+</span>, activated ability,<span class="mk">+]</span></ins>',
    );
    expect(html).toContain('<del title="deleted"><span class="mk">[−</span> or<span class="mk">−]</span></del>');
    expect(diffWeight(parts)).toBe(23);
  });

  it('numbers sentences body first, then examples', () => {
    const blocks = sentenceBlocks({ lang: 'en', text: 'One. Two.\nThree.', examples: [{ text: 'Four. Five.' }] });
    expect(blocks.map((b) => b.sentences.map((s) => s.index))).toEqual([[0, 1], [2], [3, 4]]);
    const ru = sentenceBlocks({ lang: 'ru', text: 'Первое. Второе!', examples: [] });
    expect(ru.flatMap((b) => b.sentences.map((s) => s.text))).toEqual(['Первое.', 'Второе!']);
  });

  it('numbers sentences exactly as rules align does (one splitter): quotes, abbreviations, wrapped lines', () => {
    const renditions = [
      {
        lang: 'es',
        text: 'Fling dice «Haz daño. Puedes elegir.» Como el maná no es un objeto, no.',
        examples: [{ text: 'P. ej. esto. Y aquello.' }],
      },
      { lang: 'ru', text: 'См. правило 601. Это т. е. одно предложение.\nвторая строка продолжает', examples: [] },
      { lang: 'en', text: 'A copy (see rule 707.10. It is) one. Two', examples: [{ text: 'e.g. this. That.' }] },
    ];
    for (const r of renditions)
      expect(
        sentenceBlocks(r).flatMap((b) => b.sentences.map((s) => s.text)),
        r.lang,
      ).toEqual(sentencesOf(r, r.lang));
  });

  it("opens the history's version picker on the newest text that differs from the last", () => {
    expect(compareFrom(['a', 'b', 'b'])).toBe(0);
    expect(compareFrom(['a', 'b', 'c'])).toBe(1);
    expect(compareFrom(['a', 'a'])).toBe(0);
    expect(compareFrom(['a'])).toBe(0);
    const diff = [
      { op: 'equal' as const, text: 'A copy.' },
      { op: 'delete' as const, text: ' Old.' },
      { op: 'insert' as const, text: '\nExample: New.' },
    ];
    expect(fullTextOf({ diff })).toBe('A copy.\nExample: New.');
  });

  it('places undated revisions between dated ones', () => {
    const pos = timelinePositions(['2012-07-01', undefined, '2014-07-01']);
    expect(pos[1]).toBeCloseTo((pos[0]! + pos[2]!) / 2, 5);
    expect(timelinePositions([undefined, undefined])).toEqual([0, 1]);
  });

  it('spans the timeline from its first to its last revision, with a tick per year (at most eight)', () => {
    const g = timelineGeometry(['2003-03-15', '2009-09-04', undefined, '2026-01-16']);
    expect(g.x[0]).toBe(TIMELINE.pad);
    expect(g.x[3]).toBe(TIMELINE.width - TIMELINE.pad);
    expect(g.x[1]! < g.x[2]! && g.x[2]! < g.x[3]!).toBe(true);
    expect(g.years.length).toBeLessThanOrEqual(8);
    expect(g.years.every(([x, y], i) => i === 0 || (x > g.years[i - 1]![0] && +y > +g.years[i - 1]![1]))).toBe(true);
    // A single release: one mark in the middle, no ticks.
    expect(timelineGeometry(['2026-01-16'])).toEqual({ x: [TIMELINE.width / 2], years: [] });
  });

  it('places timeline labels in lanes where none overlaps, the most wanted first, the rest left out', () => {
    // Twenty labels 60 units wide, 10 apart: three lanes cannot hold them all.
    const boxes = Array.from({ length: 20 }, (_, i) => ({ x: 5 + i * 10, width: 60 }));
    const order = labelOrder(boxes.map((_, i) => (i % 3 ? 'cosmetic' : 'substantive')));
    const placed = placeLabels(boxes, order, 3, 6);
    const spans = placed.flatMap((p, i) =>
      p ? [{ lane: p.lane, left: p.left, right: p.left + boxes[i]!.width }] : [],
    );
    for (const a of spans) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(TIMELINE.width);
      for (const b of spans)
        if (a !== b && a.lane === b.lane) expect(a.right + 6 <= b.left || b.right + 6 <= a.left).toBe(true);
    }
    expect(spans.length).toBeGreaterThan(3);
    expect(spans.length).toBeLessThan(boxes.length);
    // The newest and the first always have room; a label is centred on its mark where it fits.
    expect(placed[19]).toBeDefined();
    expect(placed[0]).toBeDefined();
    expect(placed[19]!.left).toBe(boxes[19]!.x - 30);
    // Spread out, every label fits in one lane.
    const wide = Array.from({ length: 5 }, (_, i) => ({ x: 60 + i * 120, width: 60 }));
    expect(placeLabels(wide, [0, 1, 2, 3, 4], 1).every((p) => p?.lane === 0)).toBe(true);
  });

  it('orders labels: the newest, the first, then changes of substance newest first, then the rest', () => {
    expect(labelOrder(['created', 'cosmetic', 'substantive', 'unchanged', 'substantive', 'renumbered'])).toEqual([
      5, 0, 4, 2, 3, 1,
    ]);
    expect(labelOrder(['created'])).toEqual([0]);
    expect(labelOrder([])).toEqual([]);
  });

  it('embeds JSON that cannot close its script element', () => {
    expect(jsonForScript({ t: '</script><!--' })).toBe('{"t":"\\u003c/script\\u003e\\u003c!--"}');
  });
});

describe('UI strings', () => {
  function keys(o: object, p = ''): string[] {
    return Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`.replace(/_(one|few|many|other)$/, '')],
    );
  }
  /** A language's keys, its contexts (`key_Creature`: a word agreeing with what it qualifies) folded into their key. */
  function keySet(o: object): string[] {
    const all = new Set(keys(o));
    return [...new Set([...all].map((k) => /^(.+)_[A-Z]\w*$/.exec(k)?.[1] ?? k))]
      .filter((k) => all.has(k) || [...all].some((x) => x.startsWith(`${k}_`)))
      .sort();
  }
  it('has the same keys in English, Spanish and Russian (contexts aside: tests/i18n/keys.test.ts checks them)', () => {
    const base = keySet(en);
    expect(keySet(es)).toEqual(base);
    expect(keySet(ru)).toEqual(base);
  });

  it('uses Russian plural forms and language names', () => {
    const t = tFor('ru');
    expect([1, 3, 5, 21].map((count) => t('section.rules', { count }))).toEqual([
      '1 правило',
      '3 правила',
      '5 правил',
      '21 правило',
    ]);
    expect(langName(tFor('es'), 'ru')).toBe('Ruso');
    expect(langName(t, 'de')).toBe('de');
    // Inside a sentence Spanish and Russian write language names in lower case; English does not.
    expect(langNameInText(t, 'en', 'ru')).toBe('английский');
    expect(langNameInText(tFor('es'), 'en', 'es')).toBe('inglés');
    expect(langNameInText(tFor('en'), 'ru', 'en')).toBe('Russian');
    expect(langNameInText(t, 'de', 'ru')).toBe('de');
  });
});
