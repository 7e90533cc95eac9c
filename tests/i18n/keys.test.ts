/**
 * Every UI string comes from the i18next resources (src/lib/langs/strings/{code}.json, one per UI language): each key the code
 * asks for exists in all three files, and the three files have the same keys — plural forms aside,
 * which follow each language's Intl.PluralRules categories (Russian one/few/many/other, English and
 * Spanish one/many/other), and context forms (`supertype.Legendary_Creature`: an adjective agreeing
 * with its card type), as i18next resolves them. The engine's trace templates too: every key the
 * engine can emit — found in its source and in what every scenario emits at its defaults, its
 * checks and each suggested parameter value — exists in the three languages with the same values
 * to fill in, and puts every entry into words with nothing left unfilled. And every scenario has its
 * words for readers — title, parameter texts, notes, what the rules say, its own labels — in Spanish
 * and Russian.
 */
import { UI_LANGS } from '../../src/lib/langs/index.js';
import path from 'node:path';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';
import { flatten, sayer, type Word } from '../../src/i18n/resolve.js';
import { CARD_TYPES, COLORS, SUPERTYPES } from '../../src/lib/engine/vocabulary.js';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { playScenario } from '../../src/lib/scenarios/run.js';
import type { ParamValue, Scenario, Text } from '../../src/lib/scenarios/schema.js';
import { labelPhrase } from '../../src/lib/engine/labels.js';

/** Every language with UI strings (the registry's). */
const LANGS = UI_LANGS;
type Tree = { [key: string]: string | Tree };
const resources = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(path.join(ROOT, 'src', 'lib', 'langs', 'strings', `${l}.json`), 'utf8')) as Tree,
  ]),
) as Record<(typeof LANGS)[number], Tree>;

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** i18next's context suffix: the card type a supertype agrees with */
const CONTEXT = new RegExp(`_(${CARD_TYPES.join('|')})$`);
const base = (key: string) => key.replace(PLURAL, '').replace(CONTEXT, '');

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
    return all.includes(key) || all.some((k) => base(k) === key);
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

  it('the three files have the same keys, plural and context forms aside', () => {
    const keys = (lang: (typeof LANGS)[number]) => [...new Set(leaves(resources[lang]).map(base))].sort();
    expect(keys('es')).toEqual(keys('en'));
    expect(keys('ru')).toEqual(keys('en'));
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

describe("the engine's trace templates", () => {
  const templates = Object.fromEntries(
    LANGS.map((l) => [l, flatten((resources[l] as { scenario: Tree }).scenario)]),
  ) as Record<(typeof LANGS)[number], Record<string, string>>;
  const known = (lang: (typeof LANGS)[number], key: string) =>
    Object.keys(templates[lang]).some((k) => k === key || base(k) === key);

  /** Keys written in the engine's source ('trace.…', 'label.…'), and keys it builds from a value. */
  const engine = readdirSync(path.join(ROOT, 'src/lib/engine'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(path.join(ROOT, 'src/lib/engine', f), 'utf8'))
    .join('\n');
  const written = new Set([...engine.matchAll(/'((?:trace|label)\.[\w.]+)'/g)].map((m) => m[1]!));
  const built = [...engine.matchAll(/`(\w+)\.\$\{[^}`]*\}`/g)].map((m) => m[1]!);
  const ENUMS: Record<string, readonly string[]> = {
    type: CARD_TYPES,
    supertype: SUPERTYPES,
    color: COLORS,
    player: ['you', 'opponent'],
  };

  /** Every key a trace value uses: phrases, nested phrases and list item templates. */
  function keysOf(w: Word | undefined, out: Set<string>): Set<string> {
    if (w === undefined || typeof w === 'string' || typeof w === 'number') return out;
    if ('key' in w) {
      out.add(w.key);
      for (const v of Object.values(w.vars ?? {})) keysOf(v, out);
    } else if ('list' in w) {
      if (w.item) out.add(w.item);
      keysOf(w.sep, out);
      for (const v of w.list) keysOf(v, out);
    }
    return out;
  }

  const entries = loadScenarios(path.join(ROOT, 'content/scenarios')).flatMap((s) => {
    const sets: Record<string, ParamValue>[] = [{}, ...(s.checks ?? []).map((c) => c.params)];
    for (const [k, p] of Object.entries(s.params ?? {})) for (const v of p.values ?? []) sets.push({ [k]: v });
    return sets.flatMap((params) => {
      try {
        return playScenario(s, params).run.trace;
      } catch {
        return []; // a value the example doesn't allow with the others (the widget says why)
      }
    });
  });
  const emitted = new Set<string>();
  for (const e of entries) keysOf(e, emitted);

  it('finds the keys (the scans work)', () => {
    expect(written.size).toBeGreaterThan(200);
    expect(written.has('trace.copy.keepsColor')).toBe(true);
    expect(entries.length).toBeGreaterThan(3000);
    expect(emitted.has('trace.cast.you')).toBe(true);
    // keys built from a value are built from a known set of values only
    expect(built.filter((prefix) => !(prefix in ENUMS))).toEqual([]);
    expect(new Set(built)).toEqual(new Set(Object.keys(ENUMS)));
  });

  for (const lang of LANGS)
    it(`${lang}: every key the engine writes, builds or emits is there`, () => {
      const all = [
        ...written,
        ...emitted,
        ...Object.entries(ENUMS).flatMap(([prefix, values]) => values.map((v) => `${prefix}.${v}`)),
      ];
      expect(all.filter((k) => !known(lang, k))).toEqual([]);
    });

  it('no trace template is left unused by the engine', () => {
    const unused = Object.keys(templates.en)
      .filter((k) => k.startsWith('trace.') || k.startsWith('label.'))
      .map(base)
      .filter((k) => !written.has(k));
    expect(unused).toEqual([]);
  });

  it('each template has the values of its English one to fill in, in every form', () => {
    const names = (t: string) => [...t.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
    const english = new Map<string, string[]>();
    for (const [k, t] of Object.entries(templates.en)) english.set(base(k), names(t));
    for (const lang of LANGS)
      for (const [k, t] of Object.entries(templates[lang])) {
        if (!/^(trace|label)\./.test(k)) continue;
        // a Russian count may be said without its number where the form says it ("одну")
        expect(
          names(t).filter((n) => n !== 'count'),
          `${lang} ${k}`,
        ).toEqual(english.get(base(k))!.filter((n) => n !== 'count'));
      }
  });

  it.each(['es', 'ru'] as const)('%s: puts every entry into words, nothing left unfilled or in English', (lang) => {
    const say = sayer(templates[lang], lang);
    const en = sayer(templates.en, 'en');
    for (const e of entries) {
      const text = say(e.key, e.vars);
      expect(text, e.key).not.toMatch(/\{\{|\b(trace|label|type|supertype|color|player)\.\w/);
      expect(text, e.key).not.toBe(en(e.key, e.vars));
    }
  });
});

describe("the scenarios' words", () => {
  const scenarios = loadScenarios(path.join(ROOT, 'content/scenarios'));

  /** What a reader sees of a scenario in its words, by where it is in the file. */
  function texts(s: Scenario): [string, Text][] {
    const out: [string, Text][] = [['title', s.title]];
    for (const [k, p] of Object.entries(s.params ?? {})) out.push([`params.${k}.text`, p.text]);
    s.steps.forEach((st, i) => {
      const note = (st as { note?: Text }).note;
      if (note) out.push([`steps.${i}.note`, note]);
    });
    out.push(['expect.says', s.expect.says]);
    (s.checks ?? []).forEach((c, i) => {
      if (c.says) out.push([`checks.${i}.says`, c.says]);
      if (c.expect.says) out.push([`checks.${i}.expect.says`, c.expect.says]);
    });
    return out;
  }

  /** The scenario's own words a page shows (labels, parameter values, snapshots, tokens) that need translating. */
  function ownWords(s: Scenario): string[] {
    const cards = new Set(s.cards.flatMap((c) => [c.name, c.flip?.name, c.back?.name]));
    const words = [
      ...s.setup.flatMap((e) => (typeof e.as === 'string' ? [e.as] : [])),
      ...Object.values(s.params ?? {}).flatMap((p) => [p.default, ...(p.values ?? [])].flat()),
      ...s.steps.flatMap((st) => {
        const name = (st as { snapshot?: unknown }).snapshot;
        return typeof name === 'string' ? [name] : [];
      }),
      ...[...JSON.stringify(s.cards).matchAll(/"createToken":\{"token":\{"name":"([^"]+)"/g)].map((m) => m[1]!),
    ];
    return [...new Set(words.filter((w): w is string => typeof w === 'string'))].filter(
      (w) =>
        !cards.has(w) &&
        labelPhrase(w) === undefined &&
        !['none', 'you', 'opponent'].includes(w) &&
        !/^[WUBRGC]+$/.test(w),
    );
  }

  it('finds them (the scan works)', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(34);
    expect(scenarios.flatMap(texts).length).toBeGreaterThan(200);
    const fork = scenarios.find((s) => s.id === '707.10-fork-emerald-charm')!;
    expect(ownWords(fork)).toEqual(['copy on the stack']);
  });

  it.each(['es', 'ru'] as const)('%s: every title, parameter text, note and outcome of every scenario', (lang) => {
    const missing = scenarios.flatMap((s) =>
      texts(s)
        .filter(([, t]) => !t[lang] || (t.en.length > 20 && t[lang] === t.en))
        .map(([where]) => `${s.file}: ${where}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(['es', 'ru'] as const)("%s: every word of a scenario's own a page shows (labels)", (lang) => {
    const missing = scenarios.flatMap((s) =>
      ownWords(s)
        .filter((w) => !s.labels?.[w]?.[lang])
        .map((w) => `${s.file}: ${w}`),
    );
    expect(missing).toEqual([]);
  });
});
