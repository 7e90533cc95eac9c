/**
 * The translator the search box, the examples' island and the CLI share (src/i18n/resolve.ts,
 * over i18next): interpolation, plural forms chosen by each language's rules, context
 * forms, nested phrases, names and lists, and what a gap looks like. The expected words are
 * written here from the languages' grammar, not taken from the code.
 */
import { describe, expect, it } from 'vitest';
import { flatten, sayer } from '../../src/i18n/resolve.js';

const ru = sayer(
  {
    drew_one: '{{who}} берёт {{count}} карту',
    drew_few: '{{who}} берёт {{count}} карты',
    drew_many: '{{who}} берёт {{count}} карт',
    drew_other: '{{who}} берёт {{count}} карты',
    only_other: 'всего {{count}}',
    plain: 'без форм: {{count}}',
    copy: 'копия {{of}}',
    quoted: '«{{text}}»',
    and: ' и ',
    'color.red': 'красный',
    'color.green': 'зелёный',
    legendary: 'легендарный',
    legendary_Creature: 'легендарное',
    legendary_Land: 'легендарная',
  },
  'ru',
  (name) => (name === 'Fling' ? 'Швырок (Fling)' : name),
);

describe('the resolver', () => {
  it('chooses the Russian plural form for 1, 3, 5, 21, 12 and 1.5', () => {
    expect([1, 3, 5, 21, 12, 1.5].map((count) => ru('drew', { who: 'оппонент', count }))).toEqual([
      'оппонент берёт 1 карту',
      'оппонент берёт 3 карты',
      'оппонент берёт 5 карт',
      'оппонент берёт 21 карту',
      'оппонент берёт 12 карт',
      'оппонент берёт 1.5 карты',
    ]);
  });

  it('falls back from a missing plural form to the bare key, else shows the key (i18next)', () => {
    expect(ru('plain', { count: 5 })).toBe('без форм: 5');
    expect(ru('only', { count: 1.5 })).toBe('всего 1.5');
    // No "_one" and no bare key: the gap shows (the key test holds every language's forms complete).
    expect(ru('only', { count: 1 })).toBe('only');
  });

  it('uses English and Spanish plural rules (Spanish has "many" for millions)', () => {
    const en = sayer({ n_one: 'one card', n_other: '{{count}} cards' }, 'en');
    expect([1, 0, 2].map((count) => en('n', { count }))).toEqual(['one card', '0 cards', '2 cards']);
    const es = sayer({ n_one: '{{count}} carta', n_many: '{{count}} de cartas', n_other: '{{count}} cartas' }, 'es');
    expect([1, 2, 1000000].map((count) => es('n', { count }))).toEqual(['1 carta', '2 cartas', '1000000 de cartas']);
  });

  it('shows a missing key as the key and a missing value as its placeholder', () => {
    expect(ru('no.such.key', { x: 1 })).toBe('no.such.key');
    expect(ru('copy')).toBe('копия {{of}}');
    expect(sayer({ k: '{{ a }} and {{b}}' }, 'en')('k', { a: 'A', b: 2 })).toBe('A and 2');
  });

  it('puts nested phrases, names and lists into words', () => {
    expect(ru('copy', { of: { name: 'Fling' } })).toBe('копия Швырок (Fling)');
    expect(ru.word({ key: 'copy', vars: { of: { key: 'copy', vars: { of: 'Fork' } } } })).toBe('копия копия Fork');
    const colors = { list: [{ key: 'color.red' }, { key: 'color.green' }], sep: { key: 'and' } };
    expect(ru('copy', { of: colors })).toBe('копия красный и зелёный');
    expect(ru.word({ list: ['Flying', 'Haste'], item: 'quoted' })).toBe('«Flying», «Haste»');
    expect(ru.word({ list: [1, 'два'], sep: '; ' })).toBe('1; два');
    expect(ru.lang).toBe('ru');
  });

  it("puts a game word into the reader's word where it has one, else leaves it as written", () => {
    const words: Record<string, string> = { flying: 'полёт', Flying: 'Полёт' };
    const say = sayer({ loses: 'теряет {{abilities}}', quoted: '«{{text}}»' }, 'ru', undefined, (w) => words[w] ?? w);
    expect(say('loses', { abilities: { list: [{ term: 'flying' }, { term: 'vigilance' }] } })).toBe(
      'теряет полёт, vigilance',
    );
    expect(say.word({ list: [{ term: 'Flying' }], item: 'quoted' })).toBe('«Полёт»');
    // Without words for them (the CLI, an English page) game words are shown as the engine writes them.
    expect(sayer({ loses: 'loses {{abilities}}' }, 'en')('loses', { abilities: { term: 'flying' } })).toBe(
      'loses flying',
    );
  });

  it('chooses a context form where there is one, else the bare key', () => {
    expect(ru('legendary', { context: 'Creature' })).toBe('легендарное');
    expect(ru('legendary', { context: 'Land' })).toBe('легендарная');
    expect(ru('legendary', { context: 'Artifact' })).toBe('легендарный');
    expect(ru('legendary')).toBe('легендарный');
  });

  it('flattens nested resources to dotted keys', () => {
    expect(flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z', n: 1 })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });
});

describe('the resolver against i18next itself', () => {
  const LANGS = ['en', 'es', 'ru'] as const;
  const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5, 1000000];
  const PLURAL = /_(zero|one|two|few|many|other)$/;

  it('puts every key of the three resource files into the same words, at every count and context', async () => {
    const { default: i18next } = await import('i18next');
    const { readFileSync } = await import('node:fs');
    let compared = 0;
    for (const lang of LANGS) {
      const templates = flatten(
        JSON.parse(readFileSync(`src/lib/langs/strings/${lang}.json`, 'utf8')) as Record<string, unknown>,
      );
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: lang,
        resources: { [lang]: { translation: templates } },
        keySeparator: false,
        nsSeparator: false,
        returnNull: false,
        interpolation: { escapeValue: false },
        missingInterpolationHandler: (_text: string, value: RegExpExecArray) => value[0],
      });
      const say = sayer(templates, lang);
      const keys = new Set(Object.keys(templates).map((k) => k.replace(PLURAL, '')));
      for (const key of keys) {
        // Every placeholder of every form gets a value; the count, several; context keys, their contexts.
        const names = new Set(
          Object.entries(templates)
            .filter(([k]) => k === key || k.replace(PLURAL, '') === key)
            .flatMap(([, v]) => [...v.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!)),
        );
        const vars = Object.fromEntries([...names].filter((n) => n !== 'count').map((n) => [n, `<${n}>`]));
        const contexts = [
          undefined,
          ...Object.keys(templates).flatMap((k) =>
            k.startsWith(`${key}_`) && !PLURAL.test(k.slice(key.length))
              ? [k.slice(key.length + 1).replace(PLURAL, '')]
              : [],
          ),
        ];
        for (const context of contexts)
          for (const count of [undefined, ...COUNTS]) {
            const v = { ...vars, ...(count === undefined ? {} : { count }), ...(context ? { context } : {}) };
            expect(say(key, v), `${lang} ${key} ${JSON.stringify(v)}`).toBe(String(i18n.t(key, v)));
            compared++;
          }
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });
});
