/**
 * The small resolver the search box, the examples' island and the CLI share instead of i18next
 * (src/i18n/resolve.ts): interpolation, plural forms chosen by each language's rules, context
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

  it('falls back from a missing form to _other, then to the bare key, as i18next does', () => {
    expect(ru('only', { count: 1 })).toBe('всего 1');
    expect(ru('plain', { count: 5 })).toBe('без форм: 5');
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
