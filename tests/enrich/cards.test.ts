import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { findCards, loadCardList, makeCardList, parseCardList } from '../../src/lib/enrich/cards.js';
import { InputError } from '../../src/lib/model/errors.js';
import { contentPath, describeCrFiles, crBytes } from '../helpers/shared.js';

const list = loadCardList(contentPath('cards.yaml'));
const read = (rel: string): string => decode(readFileSync(contentPath(rel)), rel).text;

/** The `Пример:` / `Ejemplo:` / `Example:` paragraphs of a text. */
function examples(text: string, label: string): string[] {
  return splitLines(text).filter((l) => l.startsWith(label));
}

describe('content/cards.yaml', () => {
  it('loads, and holds the seed cards with their Russian names', () => {
    const names = new Set(list.cards.map((c) => c.name));
    for (const n of ['Fork', 'Emerald Charm', 'Fling', 'Dawnglow Infusion', 'Clone', 'Tarmogoyf', 'Giant Growth']) {
      expect(names, n).toContain(n);
    }
    expect(list.cards.find((c) => c.name === 'Fling')?.aliases?.ru).toContain('Швырок');
    expect(list.cards.length).toBeGreaterThan(250);
  });

  it('is sorted by name', () => {
    const names = list.cards.map((c) => c.name);
    const collator = new Intl.Collator('en', { sensitivity: 'variant' });
    expect([...names].sort((a, b) => collator.compare(a, b))).toEqual(names);
  });
});

describe('findCards on the seeds', () => {
  it('seed 000 (Russian excerpt): Fork, Emerald Charm, and Fling through Швырок/Швырка', () => {
    const ex = examples(read('sources/ru/copying-spells-706.10-excerpt.txt'), 'Пример:');
    expect(ex).toHaveLength(2);
    expect(findCards(ex[0]!, 'ru', list)).toEqual(['Fork', 'Emerald Charm']);
    expect(findCards(ex[1]!, 'ru', list)).toEqual(['Fling']);
    expect(findCards('При определении урона копии Швырка', 'ru', list)).toEqual(['Fling']);
  });

  it('seed 002 (Spanish rule page): the English names kept in Spanish', () => {
    const text = read('sources/es/regla-707.10.txt');
    expect(findCards(text, 'es', list).sort()).toEqual(
      [
        'Anointed Procession',
        'Dawnglow Infusion',
        'Emerald Charm',
        'Fling',
        'Fork',
        'Frontline Heroism',
        'Moment of Triumph',
      ].sort(),
    );
    const ex = examples(text, 'Ejemplo:');
    expect(findCards(ex[2]!, 'es', list)).toEqual(['Dawnglow Infusion']);
  });

  it('seed 001 (Russian article): translated names with their endings', () => {
    const text = read('sources/ru/copy-effects-article.txt');
    const found = findCards(text, 'ru', list);
    for (const n of [
      'Clone', // Клон, Клона
      'Chimeric Staff', // Посох-Химера
      'Giant Growth', // Гигантским ростом, Исполинского Роста
      'Tarmogoyf', // Тармогойфа
      'Wildblood Pack', // Стаи Дикой Крови
      'Kruin Outlaw', // Круинской Разбойнице
      'Quicksilver Gargantuan', // Исполин Живого Серебра
      'Essence of the Wild', // Сущность Дикой Природы, and in English
      'Vesuvan Shapeshifter', // Весуванским Oборотнем, with a Latin O
      'Fire // Ice', // Fire/Ice
      'Jin-Gitaxias, Core Augur',
      'Dimir Doppelganger', // in English, and Двойника Димиров
    ]) {
      expect(found, n).toContain(n);
    }
  });

  it('seed 001: Clone through Клон and its inflected forms', () => {
    expect(findCards('Клон это существо с тектом', 'ru', list)).toEqual(['Clone']);
    expect(findCards('Вы можете заставить Клона выйти на поле битвы', 'ru', list)).toEqual(['Clone']);
    expect(findCards('контроллер Клона возьмет карту; Клоном', 'ru', list)).toEqual(['Clone']);
  });

  it('seed 003 (English history page): the examples of every revision', () => {
    const found = findCards(read('sources/en/rule-707.10-history.txt'), 'en', list);
    expect(found.sort()).toEqual(['Dawnglow Infusion', 'Emerald Charm', 'Fling', 'Fork']);
  });
});

describe('findCards: boundaries and false hits', () => {
  const small = makeCardList([
    { name: 'Fork' },
    { name: 'Clone' },
    { name: 'Fling', aliases: { ru: ['Швырок'] } },
    { name: 'Jin-Gitaxias' },
    { name: 'Jin-Gitaxias, Core Augur' },
    { name: 'Fire // Ice' },
    { name: 'Giant Growth', aliases: { ru: ['Гигантский рост'] } },
  ]);

  it.each([
    ['a fork in the road', 'en'],
    ['Effects that clone a permanent', 'en'],
    ['Forked Bolt and Forks', 'en'],
    ['Flingthis spell', 'en'],
    ['ForkFling', 'en'],
    ['швырок в нижнем регистре', 'ru'],
    ['Швыркоморох', 'ru'], // a stem followed by more than an ending
    ['гигантский рост', 'ru'],
  ])('nothing in %s', (text, lang) => {
    expect(findCards(text, lang, small)).toEqual([]);
  });

  it('finds names next to punctuation and Russian endings', () => {
    expect(findCards('(Fork), "Clone\'s" — Twincast’ом Fork’ом', 'ru', small)).toEqual(['Fork', 'Clone']);
    expect(findCards('«Швырок наносит»; копии Швырка; Швырком', 'ru', small)).toEqual(['Fling']);
    expect(findCards('эффект Гигантского роста; Гигантским ростом', 'ru', small)).toEqual(['Giant Growth']);
  });

  it('aliases apply to their own language only', () => {
    expect(findCards('Швырок', 'es', small)).toEqual([]);
    expect(findCards('Fling y Fork', 'es', small)).toEqual(['Fling', 'Fork']);
  });

  it('prefers the longest name and reads split cards in every spelling', () => {
    expect(findCards('Jin-Gitaxias, Core Augur is legendary', 'en', small)).toEqual(['Jin-Gitaxias, Core Augur']);
    expect(findCards('Jin-Gitaxias attacks', 'en', small)).toEqual(['Jin-Gitaxias']);
    for (const s of ['Fire // Ice', 'Fire//Ice', 'Fire/Ice'])
      expect(findCards(`cast ${s}.`, 'en', small)).toEqual(['Fire // Ice']);
    expect(findCards('Fire and Ice', 'en', small)).toEqual([]);
  });

  it('reports each card once, in order of first mention', () => {
    expect(findCards('Clone copies Fork. Fork resolves. Clone dies.', 'en', small)).toEqual(['Clone', 'Fork']);
  });
});

describe('loadCardList errors', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cards-'));
  const load = (body: string): unknown => {
    const file = path.join(dir, 'cards.yaml');
    writeFileSync(file, body);
    return loadCardList(file);
  };
  const failure = (body: string): InputError => {
    try {
      load(body);
    } catch (err) {
      if (err instanceof InputError) return err;
      throw err;
    }
    throw new Error('expected an InputError');
  };

  it('names the line of a bad entry', () => {
    const err = failure('# cards\n- name: Fork\n- name: Fling\n  aliases: {ru: []}\n');
    expect(err.line).toBe(4);
    expect(err.message).toMatch(/cards\.yaml:4: .*aliases\.ru/);
  });

  it('names the line of a missing name, an unknown key, a duplicate, a YAML error', () => {
    expect(failure('- name: Fork\n- nme: Fling\n').line).toBe(2);
    expect(failure('- name: Fork\n- name: Clone\n  alias: {ru: [Клон]}\n').line).toBe(2);
    expect(failure('- name: Fork\n- name: Clone\n- name: Fork\n').line).toBe(3);
    expect(failure('- name: Fork\n- name: [unclosed\n').line).toBeGreaterThanOrEqual(2);
    expect(failure('name: Fork\n').line).toBe(1);
  });

  it('refuses each kind of bad field, and reads a padded name trimmed', () => {
    expect(failure('- name: Fork\n  manual: yes please\n').reason).toMatch(/manual/);
    expect(failure('- name: Fork\n  aliases: {Russian: [Форк]}\n').reason).toMatch(/language code/);
    expect(failure('- name: Fork\n  aliases: {ru: ["Фо\\tрк"]}\n').reason).toMatch(/one line/);
    expect(failure('- name: Fork\n  aliases: {ru: Форк}\n').reason).toMatch(/aliases\.ru/);
    expect(failure('- name: "F"\n').reason).toMatch(/two characters/);
    expect(failure('- name: Fork\n  aliases: [Форк]\n').reason).toMatch(/aliases/);
    expect(load('- name: "  Fork "\n  manual: true\n')).toEqual({
      file: path.join(dir, 'cards.yaml'),
      cards: [{ name: 'Fork', manual: true }],
    });
  });

  it('rejects names the matcher could never find', () => {
    expect(failure('- name: fork\n').reason).toMatch(/capital/);
  });

  it('refuses a missing file with an InputError', () => {
    expect(() => loadCardList(path.join(dir, 'absent.yaml'))).toThrow(InputError);
  });

  it('accepts an empty list', () => {
    expect(parseCardList('# nothing yet\n', 'cards.yaml').cards).toEqual([]);
  });
});

describeCrFiles('findCards on the official CR files', () => {
  const text = decode(crBytes('2025-11-14'), '2025').text;
  const lines = splitLines(text);

  it('finds the cards of the 2025 copy rule examples', () => {
    const ex = lines.filter((l) => l.startsWith('Example:') && l.includes('Dawnglow Infusion'));
    expect(ex.length).toBeGreaterThan(0);
    expect(findCards(ex[0]!, 'en', list)).toEqual(['Dawnglow Infusion']);
  });

  it('finds almost nothing in rule text outside examples (no ordinary words)', () => {
    const rules = lines.filter((l) => /^\d{3}\.\d/.test(l) && findCards(l, 'en', list).length > 0);
    // Only rules that name cards themselves: meld pairs (712.5a), the names printed with special
    // characters (206.3a: Dandân, El-Hajjâj…; 206.3c: Aether Storm).
    expect(rules.map((l) => l.split(' ')[0])).toEqual(['206.3a', '206.3c', '712.5a']);
  });

  it('scans the whole file fast', () => {
    const start = performance.now();
    for (const l of lines) findCards(l, 'en', list);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
