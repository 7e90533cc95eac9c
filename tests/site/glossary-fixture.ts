/**
 * A small graph for the glossary's help on the site (glossary-help.test.ts): two rules whose English
 * text names three glossary terms, the English glossary, a Russian glossary that translates one of
 * its entries (as a whole translation's does, `of`), no Spanish glossary, and a lexicon with a
 * Spanish and a Russian word for another term. Rule 100.2 is English only: the Spanish and Russian
 * pages show it in English, its terms linked.
 */
import { GraphSchema, type GlossaryEntry, type Graph, type Rendition } from '../../src/lib/model/schema.js';

const empty = { alignments: [], review: [], references: [], referencedBy: [], cards: [] };

/** In force since the fixture's one release. */
const since = (number: string, text: string) => ({
  revisions: [
    {
      version: '2020-01-01',
      sources: ['src-en'],
      number,
      text,
      change: 'created' as const,
      renumbered: false,
      diff: [],
    },
  ],
});

function rendition(lang: string, source: string, number: string, text: string): Rendition {
  return {
    lang,
    source,
    number,
    version: lang === 'en' ? '2020-01-01' : null,
    title: '',
    text,
    examples: [],
    placement: { by: 'content', score: 1, evidence: [] },
    line: 1,
  };
}

function entry(lang: string, source: string, term: string, text: string, extra: Partial<GlossaryEntry> = {}) {
  return {
    term,
    terms: [term],
    lang,
    source,
    version: lang === 'en' ? '2020-01-01' : null,
    obsolete: false,
    senses: [text],
    text,
    examples: [],
    rules: ['100.2'],
    line: 1,
    ...extra,
  };
}

/** Definitions longer than a tooltip holds are cut: the first sentence of each is what it shows. */
export const DEFINITIONS = {
  flying: 'A keyword ability that restricts how a creature may be blocked. See rule 100.2.',
  reach: 'A keyword ability that allows a creature to block an attacking creature with flying. See rule 100.2.',
  trample: 'A keyword ability that modifies how a creature assigns combat damage. See rule 100.2.',
  /** The Russian glossary's entry for Flying. */
  полёт: 'Ключевая способность, ограничивающая то, как существо может быть заблокировано. См. правило 100.2.',
};

const RULE_100_2 =
  'A creature with flying can be blocked only by creatures with flying or reach. A creature with trample may assign excess combat damage to the player it attacks.';

export function glossaryGraph(): Graph {
  const g: Graph = {
    schema: 1,
    contentHash: 'fixture',
    canonicalNumbering: '2020-01-01',
    sources: [
      { id: 'src-en', file: 'en.txt', lang: 'en', format: 'cr', date: '2020-01-01', title: 'CR' },
      { id: 'src-ru', file: 'ru.txt', lang: 'ru', format: 'rule-excerpt', numbering: '2020-01-01', title: 'RU' },
    ],
    versions: [{ id: '2020-01-01', date: '2020-01-01', sources: ['src-en'], kind: 'cr' }],
    rules: {
      '1': {
        id: '1',
        kind: 'chapter',
        parent: null,
        title: 'Game Concepts',
        renditions: [rendition('en', 'src-en', '1', '')],
        children: ['100'],
        ...since('1', ''),
        ...empty,
      },
      '100': {
        id: '100',
        kind: 'section',
        parent: '1',
        title: 'General',
        renditions: [rendition('en', 'src-en', '100', '')],
        children: ['100.1', '100.2'],
        ...since('100', ''),
        ...empty,
      },
      '100.1': {
        id: '100.1',
        kind: 'rule',
        parent: '100',
        title: '',
        renditions: [
          rendition('en', 'src-en', '100.1', 'These rules apply to any game.'),
          rendition('ru', 'src-ru', '100.1', 'Эти правила применяются к любой игре.'),
        ],
        children: [],
        ...since('100.1', 'These rules apply to any game.'),
        ...empty,
      },
      '100.2': {
        id: '100.2',
        kind: 'rule',
        parent: '100',
        title: '',
        renditions: [rendition('en', 'src-en', '100.2', RULE_100_2)],
        children: [],
        ...since('100.2', RULE_100_2),
        ...empty,
      },
    },
    numbers: {},
    glossary: [
      entry('en', 'src-en', 'Flying', DEFINITIONS.flying),
      entry('en', 'src-en', 'Reach', DEFINITIONS.reach),
      entry('en', 'src-en', 'Trample', DEFINITIONS.trample),
      entry('ru', 'src-ru', 'Полёт', DEFINITIONS.полёт, { of: 'Flying' }),
    ],
    cards: [],
    articles: [],
    warnings: [],
    lexicon: [{ id: 'trample', en: ['trample'], es: ['arrollar'], ru: ['пробивной удар'] }],
  };
  return GraphSchema.parse(g);
}
