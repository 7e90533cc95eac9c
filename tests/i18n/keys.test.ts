/**
 * Every UI string comes from the i18next resources (src/i18n/{en,es,ru}.json): each key the code
 * asks for exists in all three files, and the three files have the same keys — plural forms aside,
 * which follow each language's Intl.PluralRules categories (Russian one/few/many/other, English and
 * Spanish one/other), as i18next resolves them.
 */
import path from 'node:path';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';

const LANGS = ['en', 'es', 'ru'] as const;
type Tree = { [key: string]: string | Tree };
const resources = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(path.join(ROOT, 'src', 'i18n', `${l}.json`), 'utf8')) as Tree]),
) as Record<(typeof LANGS)[number], Tree>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix}${k}.`)));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|astro)$/.test(f) ? [p] : [];
  });
}

/** Keys asked of i18next: `t('a.b')` and `t(\`a.${x}\`)` (a prefix) in files that use tFor. */
function keysInCode(): { exact: Map<string, string>; prefixes: Map<string, string> } {
  const exact = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of files(path.join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (!/\btFor\(/.test(text)) continue;
    const rel = path.relative(ROOT, file);
    for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) exact.set(m[1]!, rel);
    for (const m of text.matchAll(/\bt\(\s*`([\w.-]+)\$\{/g)) prefixes.set(m[1]!, rel);
  }
  return { exact, prefixes };
}

describe('i18next resources', () => {
  const { exact, prefixes } = keysInCode();
  const has = (tree: Tree, key: string) => {
    const all = leaves(tree);
    return all.includes(key) || all.some((k) => k.replace(PLURAL, '') === key);
  };

  it('finds the keys the code uses (the scan works)', () => {
    expect(exact.size).toBeGreaterThan(100);
    expect(exact.get('review.memory')).toMatch(/review/);
    expect(prefixes.has('statusName.')).toBe(true);
  });

  for (const lang of LANGS)
    it(`${lang}: every key the code asks for is there`, () => {
      const missing = [...exact].filter(([k]) => !has(resources[lang], k)).map(([k, f]) => `${k} (${f})`);
      expect(missing).toEqual([]);
      const all = leaves(resources[lang]);
      const noPrefix = [...prefixes].filter(([p]) => !all.some((k) => k.startsWith(p))).map(([p, f]) => `${p}* (${f})`);
      expect(noPrefix).toEqual([]);
    });

  it('the three files have the same keys, plural forms aside', () => {
    const base = (lang: (typeof LANGS)[number]) =>
      [...new Set(leaves(resources[lang]).map((k) => k.replace(PLURAL, '')))].sort();
    expect(base('es')).toEqual(base('en'));
    expect(base('ru')).toEqual(base('en'));
  });

  it('each plural key has the forms its language needs', () => {
    for (const lang of LANGS) {
      const all = leaves(resources[lang]);
      const plurals = new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of plurals)
        for (const category of needed) expect(all, `${lang} ${key}_${category}`).toContain(`${key}_${category}`);
    }
  });
});
