/**
 * The review queue measured on a real translation history (issue: whole translations). One version
 * of a whole translation is added as users add it (`rules add`, no flags) with the English releases
 * from its base to the release after the next version's; `rules review --release NEXT` is its
 * queue then. The next version is read only to score it: positives are the rules whose English
 * changed in substance since the base and whose translation the translators then changed beyond
 * digits and punctuation.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { addSource } from '../../src/lib/intake/add-source.js';
import { readWholeGraph } from '../../src/lib/store/read.js';
import type { Graph, Rendition, ReviewItem, Rule } from '../../src/lib/model/schema.js';
// paths.ts, not shared.ts: this module also runs outside vitest (scripts/bench-queue.ts).
import { CR_DIR, ROOT, tempDir } from './paths.js';

export const TRANSLATIONS = path.join(ROOT, 'tests/fixtures/translations');

export interface QueuePair {
  lang: string;
  /** The version taken as the translation: the release it translates. */
  base: string;
  /** The next version: the release the queue is asked as of. */
  next: string;
  baseFile: string;
  nextFile: string;
}

/** Consecutive versions of the whole translations at hand (the newest of each is in content/). */
export function translationPairs(): QueuePair[] {
  const file = (lang: string, date: string) => {
    const fixture = path.join(TRANSLATIONS, lang, `cr-${lang}-${date}.txt`);
    return readdirSync(path.dirname(fixture)).includes(path.basename(fixture))
      ? fixture
      : path.join(ROOT, 'content/sources', lang, `cr-${date}.txt`);
  };
  const pairs: Array<[string, string, string]> = [
    ['zh', '2024-02-02', '2024-03-08'],
    ['zh', '2024-03-08', '2024-04-12'],
    ['ko', '2020-09-25', '2021-02-15'],
    ['ko', '2021-02-15', '2021-11-19'],
  ];
  return pairs.map(([lang, base, next]) => ({
    lang,
    base,
    next,
    baseFile: file(lang, base),
    nextFile: file(lang, next),
  }));
}

export interface QueueFigures {
  pair: QueuePair;
  /** English changed in substance and the translators changed the rule: the queue should say outdated. */
  positives: string[];
  missed: string[];
  /** Outdated although the English did not change in substance (unchanged, moved, renumbered, cosmetic). */
  falseOutdated: string[];
  /** Translated rules whose English did not change in substance, and those of them up to date. */
  unchanged: number;
  unchangedUpToDate: number;
  notUpToDate: string[];
  /** Rules new in English since the base, and those of them the queue lists untranslated. */
  created: string[];
  createdUntranslated: number;
  needsCheck: string[];
  items: number;
}

const run = promisify(execFile);
const rules = async (...args: string[]) =>
  (await run(process.execPath, [path.join(ROOT, 'bin/rules.mjs'), ...args], { encoding: 'utf8', maxBuffer: 256 << 20 }))
    .stdout;

/** The English releases content/ holds, oldest first. */
function englishReleases(): string[] {
  return readdirSync(CR_DIR)
    .map((f) => /^cr-(\d{4}-\d{2}-\d{2})\.txt$/.exec(f)?.[1])
    .filter((d): d is string => d !== undefined)
    .sort();
}

function contentFor(pair: QueuePair, files: string[]): string {
  const dir = path.join(tempDir('rules-queue-'), 'content');
  mkdirSync(dir, { recursive: true });
  for (const f of ['cards.yaml', 'lexicon.yaml']) copyFileSync(path.join(ROOT, 'content', f), path.join(dir, f));
  const releases = englishReleases();
  const from = releases.indexOf(pair.base);
  const to = releases.indexOf(pair.next);
  if (from < 0 || to < 0) throw new Error(`content/ lacks the English release ${from < 0 ? pair.base : pair.next}`);
  // One release after the next version's: --release must leave it out.
  for (const d of releases.slice(from, to + 2)) {
    const f = path.join(CR_DIR, `cr-${d}.txt`);
    addSource(f, readFileSync(f), { contentDir: dir });
  }
  for (const f of files) addSource(f, readFileSync(f), { contentDir: dir });
  return dir;
}

async function ingest(content: string): Promise<string> {
  const out = path.join(path.dirname(content), 'generated');
  await rules('ingest', '--content', content, '--out', out);
  return out;
}

/** Title, text and examples, white space folded. */
const whole = (r: Rendition) =>
  [r.title, r.text, ...r.examples.map((e) => e.text)].join('\n').replace(/\s+/g, ' ').trim();
/** What is left when digits, punctuation and symbols go: a change there alone is no translator's work. */
const words = (s: string) => s.replace(/[\p{N}\p{P}\p{S}\s]+/gu, '');

/** How the English rule changed after `base` up to `next`: the strongest change among its revisions. */
function englishChange(rule: Rule, base: string, next: string): 'created' | 'substantive' | 'retired' | 'none' {
  const revisions = rule.revisions.filter((v) => v.version > base && v.version <= next);
  for (const kind of ['created', 'substantive', 'retired'] as const)
    if (revisions.some((v) => v.change === kind)) return kind;
  return 'none';
}

export async function measureQueue(pair: QueuePair): Promise<QueueFigures> {
  const content = contentFor(pair, [pair.baseFile]);
  const store = await ingest(content);
  const queue = JSON.parse(
    await rules('review', '--lang', pair.lang, '--release', pair.next, '--json', '--graph', store),
  ) as {
    items: ReviewItem[];
  };
  const graph: Graph = readWholeGraph(store);
  // The scorer: both versions, read the same way.
  const scored: Graph = readWholeGraph(await ingest(contentFor(pair, [pair.baseFile, pair.nextFile])));
  const id = (date: string) => `${pair.lang}-cr-${date}`;
  const statusOf = new Map<string, ReviewItem['status']>();
  for (const it of queue.items)
    if (it.source === id(pair.base) || it.status === 'untranslated') statusOf.set(it.id, it.status);

  const f: QueueFigures = {
    pair,
    positives: [],
    missed: [],
    falseOutdated: [],
    unchanged: 0,
    unchangedUpToDate: 0,
    notUpToDate: [],
    created: [],
    createdUntranslated: 0,
    needsCheck: queue.items.filter((it) => it.status === 'needs-check').map((it) => it.id),
    items: queue.items.length,
  };
  for (const rule of Object.values(graph.rules)) {
    const change = englishChange(rule, pair.base, pair.next);
    const status = statusOf.get(rule.id);
    const renditions = scored.rules[rule.id]?.renditions ?? [];
    const before = renditions.find((r) => r.source === id(pair.base));
    const after = renditions.find((r) => r.source === id(pair.next));
    if (change === 'substantive' && before && after && words(whole(before)) !== words(whole(after))) {
      f.positives.push(rule.id);
      if (status !== 'outdated') f.missed.push(`${rule.id} (${status})`);
    }
    if (change === 'none' && before) {
      f.unchanged++;
      if (status === 'up-to-date') f.unchangedUpToDate++;
      else f.notUpToDate.push(`${rule.id} (${status})`);
      if (status === 'outdated') f.falseOutdated.push(rule.id);
    }
    const inForce = rule.revisions.some(
      (v) => v.change !== 'retired' && v.version <= pair.next && (v.through ?? v.version) >= pair.next,
    );
    if (change === 'created' && inForce && (rule.kind === 'rule' || rule.kind === 'subrule')) {
      f.created.push(rule.id);
      if (status === 'untranslated') f.createdUntranslated++;
    }
  }
  return f;
}
