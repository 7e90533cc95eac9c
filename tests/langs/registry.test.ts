/**
 * The language registry (src/lib/langs): every module has the shape language.ts describes, the
 * registry's derived tables say what the code did before it existed, and no file outside the
 * registry's folder names a language code.
 */
import path from 'node:path';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  exampleLabelPattern,
  LANGUAGES,
  SOURCE_LANG,
  stemmersFor,
  stemmingLanguage,
  scriptOfWord,
  UI_LANGS,
} from '../../src/lib/langs/index.js';
import { NEIGHBOURS } from '../../src/lib/langs/neighbours.js';
import { LanguageSchema } from '../../src/lib/langs/schema.js';
import { STEMMERS } from '../../src/lib/langs/stemmers-node.js';
import { loadStemmer } from '../../src/lib/langs/stemmers.js';
import { ROOT } from '../helpers/shared.js';

describe('the language registry', () => {
  it('holds modules of the documented shape, each code once, the source language first', () => {
    for (const l of LANGUAGES) expect(LanguageSchema.safeParse(l).error?.issues ?? []).toEqual([]);
    const codes = LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toBe(SOURCE_LANG);
    expect(NEIGHBOURS.filter((n) => codes.includes(n.code as never))).toEqual([]);
    // A UI language has its strings.
    for (const code of UI_LANGS)
      expect(existsSync(path.join(ROOT, 'src', 'lib', 'langs', 'strings', `${code}.json`)), code).toBe(true);
  });

  it('refuses a module of the wrong shape, saying where', () => {
    const broken = { ...LANGUAGES[1], code: 'Spanish', effectiveDate: { phrases: ['(unclosed'], months: [['enero']] } };
    const issues = LanguageSchema.safeParse(broken).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues).toEqual(expect.arrayContaining(['code', 'effectiveDate.phrases.0']));
  });

  it('loads each stemmer in Node and in the browser’s way alike', async () => {
    const words: Record<string, string[]> = {
      en: ['copies', 'copying', 'abilities'],
      es: ['hechizos', 'copiado'],
      ru: ['заклинания', 'копии'],
    };
    for (const l of LANGUAGES) {
      if (!l.stemmer) continue;
      const stem = await loadStemmer(l.code);
      for (const w of words[l.code] ?? []) expect(stem(w)).toBe(STEMMERS.get(l.code)!(w));
    }
    expect(STEMMERS.get('en' as never)!('copies')).toBe('copi');
    await expect(loadStemmer('xx')).rejects.toThrow(/no stemmer for language xx/);
  });

  it('reads each word with the stemmer of its script', () => {
    // Korean's stemmer is its particles (ko.ts); Chinese has none (a search reads it in letter pairs).
    expect(stemmersFor('en')).toEqual(['en', 'ko', 'ru']);
    expect(stemmersFor('es')).toEqual(['es', 'ko', 'ru']);
    expect(stemmersFor('ru')).toEqual(['ru', 'en', 'ko']);
    expect(stemmersFor('zh')).toEqual(['en', 'ko', 'ru']);
    expect(stemmingLanguage('en', scriptOfWord('돌진은'))).toBe('ko');
    expect(stemmingLanguage('ko', scriptOfWord('践踏'))).toBeUndefined();
    expect(stemmingLanguage('es', scriptOfWord('заклинание'))).toBe('ru');
    expect(stemmingLanguage('ru', scriptOfWord('fling'))).toBe('en');
    expect(stemmingLanguage('es', scriptOfWord('hechizo'))).toBe('es');
    expect(scriptOfWord('践踏')).toBe('Hans');
    expect(scriptOfWord('돌진')).toBe('Hang');
  });

  it('knows every example label, the longest first', () => {
    const re = new RegExp(`^(?:${exampleLabelPattern()}):`, 'iu');
    for (const label of ['Example:', 'Examples:', 'Ejemplo:', 'Примеры:', 'Например:', 'Beispiele:', 'Przykład:'])
      expect(re.exec(label)?.[0], label).toBe(label);
    expect(re.test('Exampled:')).toBe(false);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|mts|mjs|astro)$/.test(name) ? [p] : [];
  });
}

describe('one place for the languages', () => {
  it('no source file outside src/lib/langs names a language code', () => {
    const codes = [...LANGUAGES.map((l) => l.code), ...NEIGHBOURS.map((n) => n.code)].join('|');
    const named = new RegExp(`(['"\`])(?:${codes})\\1|lang="(?:${codes})"|/(?:${codes})\\.json\\b`);
    const found: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (rel.startsWith('src/lib/langs/')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Comments may show how a caller names a language; the code may not.
          if (/^\s*(\*|\/\/)/.test(line)) return;
          if (named.test(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
