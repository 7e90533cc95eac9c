/**
 * Seed content/cards.yaml from the examples' own phrasing.
 *
 *   npx tsx scripts/seed-cards.ts [--shared DIR] [--content DIR] [--dry-run]
 *
 * Reads the official CR files (../shared/cr/en-CR-*.txt, or $RULES_SHARED/cr) and every source
 * under content/sources, harvests card names, and rewrites content/cards.yaml sorted by name.
 * Entries already in the file keep their aliases; entries marked `manual: true` are kept even
 * when no text yields them. The harvest (see harvest-cards.ts) is deliberately conservative: a
 * missed card costs a missing `mentions` edge, a false one puts ordinary words on card pages.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, isMap, parse as parseYaml, type YAMLMap, type YAMLSeq } from 'yaml';
import { decode } from '../src/lib/decode/index.js';
import { parseCardList, type CardEntry } from '../src/lib/enrich/cards.js';
import { consolidate, harvestEnglish, harvestLatinInCyrillic, harvestSpanish, ruleTerms } from './harvest-cards.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const shared = option('--shared') ?? process.env.RULES_SHARED ?? path.resolve(ROOT, '../shared');
const content = option('--content') ?? path.join(ROOT, 'content');
const dryRun = process.argv.includes('--dry-run');
const out = path.join(content, 'cards.yaml');

function read(file: string): string {
  return decode(readFileSync(file), file).text.replace(/\r\n?/g, '\n');
}

/** Official CR texts; the seeding still works (from content/ alone) when they are absent. */
function crTexts(): string[] {
  const dir = path.join(shared, 'cr');
  if (!existsSync(dir)) {
    console.warn(`seed-cards: ${dir} not found; harvesting from ${content} only`);
    return [];
  }
  return readdirSync(dir)
    .filter((f) => /^en-CR-\d{8}\.txt$/.test(f))
    .sort()
    .map((f) => read(path.join(dir, f)));
}

/** content/sources files with their language (from sources.yaml, else the folder name). */
function contentSources(): Array<{ file: string; lang: string; text: string }> {
  const langs = new Map<string, string>();
  const manifest = path.join(content, 'sources.yaml');
  if (existsSync(manifest)) {
    const entries = parseYaml(readFileSync(manifest, 'utf8')) as Array<{ file?: string; lang?: string }> | null;
    for (const e of entries ?? []) if (e.file && e.lang) langs.set(path.normalize(e.file), e.lang);
  }
  const found: Array<{ file: string; lang: string; text: string }> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(txt|md)$/.test(entry.name)) {
        const rel = path.normalize(path.relative(content, full));
        const lang = langs.get(rel) ?? path.basename(path.dirname(full));
        found.push({ file: rel, lang, text: read(full) });
      }
    }
  };
  const sources = path.join(content, 'sources');
  if (existsSync(sources)) walk(sources);
  return found;
}

/**
 * Hand corrections the patterns cannot make, each with its reason. Keys are harvested strings;
 * a value lists the names to use instead (empty: not a card).
 */
const CORRECTIONS: Record<string, string[]> = {
  // "a creature named It That Betrays": It and That are stripped as sentence words.
  Betrays: ['It That Betrays'],
  // Two names side by side in Russian prose ("Копируя Cryptic Command Twincast'ом").
  'Cryptic Command Twincast': ['Cryptic Command', 'Twincast'],
  'Banefire Wild Ricochet': ['Banefire', 'Wild Ricochet'],
  // Plural of Runeclaw Bear ("Bianca's Runeclaw Bears").
  'Runeclaw Bears': [],
  // A legendary token Minsc creates ("create Boo, a legendary 1/1 …"), not a card.
  Boo: [],
  // A typo in the CR ("Plagues Spores isn't countered"), for Plague Spores.
  'Plagues Spores': [],
  // Translators' nicknames in the credits of the 2008 Russian translation.
  Derian: [],
  Akroma: [],
};

function main(): void {
  const crs = crTexts();
  const sources = contentSources();
  const terms = ruleTerms(crs);
  const harvested = new Map<string, number>();
  const add = (names: Iterable<string>): void => {
    for (const n of names) harvested.set(n, (harvested.get(n) ?? 0) + 1);
  };
  for (const text of crs) add(harvestEnglish(text, terms));
  for (const s of sources) {
    if (s.lang === 'en') add(harvestEnglish(s.text, terms));
    else if (s.lang === 'es') add(harvestSpanish(s.text, terms));
    else if (s.lang === 'ru') add(harvestLatinInCyrillic(s.text, terms));
  }

  for (const [wrong, right] of Object.entries(CORRECTIONS)) {
    if (!harvested.delete(wrong)) continue;
    for (const name of right) harvested.set(name, (harvested.get(name) ?? 0) + 1);
  }
  const kept = consolidate(harvested.keys(), terms);
  for (const name of [...harvested.keys()]) if (!kept.has(name)) harvested.delete(name);

  const existing = existsSync(out) ? parseCardList(readFileSync(out, 'utf8'), out).cards : [];
  const byName = new Map<string, CardEntry>();
  for (const card of existing) {
    // Hand-made entries (aliases or `manual`) survive; plain harvested ones are re-derived.
    if (card.manual || card.aliases || harvested.has(card.name)) byName.set(card.name, card);
  }
  for (const name of harvested.keys()) if (!byName.has(name)) byName.set(name, { name });

  const collator = new Intl.Collator('en', { sensitivity: 'variant' });
  const cards = [...byName.values()].sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : 1));
  const header = [
    '# Card names for the `mentions` edges (src/lib/enrich/cards.ts).',
    '# Generated by `npx tsx scripts/seed-cards.ts` from the examples of the official CR files and',
    '# content/sources; re-running keeps entries with `aliases` or `manual: true`.',
    '# aliases: names used in translations, by language (Russian ones are matched with their endings).',
    '',
  ].join('\n');
  const doc = new Document(
    cards.map((c) => ({
      name: c.name,
      ...(c.aliases ? { aliases: c.aliases } : {}),
      ...(c.manual ? { manual: true } : {}),
    })),
  );
  // `aliases: {ru: [Швырок]}` on one line keeps the file scannable.
  for (const item of (doc.contents as YAMLSeq).items) {
    const aliases = (item as YAMLMap).get('aliases', true);
    if (isMap(aliases)) aliases.flow = true;
  }
  const body = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  const removed = existing.filter((c) => !byName.has(c.name)).map((c) => c.name);
  console.log(
    `seed-cards: ${crs.length} CR files, ${sources.length} sources; harvested ${harvested.size} names;` +
      ` ${cards.length} cards written (${cards.filter((c) => c.aliases).length} with aliases)` +
      (removed.length ? `; dropped ${removed.join(', ')}` : ''),
  );
  if (!dryRun) writeFileSync(out, header + body);
}

main();
