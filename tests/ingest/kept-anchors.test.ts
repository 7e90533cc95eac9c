/**
 * The anchors kept between ingests (ingest/anchors.ts): a run that adds a few texts writes only
 * them (the generation's entry keeps its bytes), the next run computes none of them again, and
 * once the additions come to a quarter of the generation a new generation is written whole.
 */
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KeyedCache } from '../../src/lib/files/cache.js';
import { keptAnchors } from '../../src/lib/ingest/anchors.js';
import { alignTools } from '../../src/lib/align/index.js';
import { anchorsComputed, anchorsOf } from '../../src/lib/enrich/anchors.js';
import { clearMemos } from '../../src/lib/text/memo.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';

const CONTENT = path.join(ROOT, 'content');
const text = (i: number) => `Rule text number ${i}: a creature with flying can block a creature with flying.`;

/** The anchors entries of the cache: file → its texts (a generation or its additions). */
function entries(dir: string): Map<string, { generation: string; texts: string[]; bytes: string }> {
  const root = path.join(dir, 'anchors');
  const out = new Map<string, { generation: string; texts: string[]; bytes: string }>();
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const bytes = readFileSync(file, 'utf8');
    const value = JSON.parse(bytes.slice(bytes.indexOf('\n') + 1)) as {
      generation: string;
      anchors: Array<[string, string, unknown]>;
    };
    out.set(file, { generation: value.generation, texts: value.anchors.map((a) => a[1]), bytes });
  }
  return out;
}

/** One ingest's use of the anchors: seeded from the cache, `texts` asked for, kept; how many were computed. */
function run(dir: string, texts: string[]): number {
  clearMemos();
  const tools = alignTools(CONTENT);
  const kept = keptAnchors(new KeyedCache(dir), CONTENT, tools);
  const before = anchorsComputed();
  for (const t of texts) anchorsOf(t, 'en', tools);
  kept.keep();
  return anchorsComputed() - before;
}

describe('kept anchors', () => {
  it('a run writes only what it added; a later one computes nothing again; many additions make a new generation', () => {
    const dir = tempDir('rules-anchors-');
    const first = Array.from({ length: 12 }, (_, i) => text(i));
    expect(run(dir, first)).toBe(12);
    const written = entries(dir);
    const generation = [...written.values()].find((e) => e.texts.length === 12)!;
    expect(generation).toBeDefined();
    // Its additions, empty, under the same generation.
    expect([...written.values()].map((e) => e.texts.length).sort()).toEqual([0, 12]);
    expect(new Set([...written.values()].map((e) => e.generation)).size).toBe(1);

    // Two more texts: the generation's bytes stay, the additions hold the two.
    expect(run(dir, [...first, text(100), text(101)])).toBe(2);
    const grown = entries(dir);
    expect([...grown.values()].map((e) => e.bytes)).toContain(generation.bytes);
    expect([...grown.values()].map((e) => e.texts.sort()).sort((a, b) => a.length - b.length)).toEqual([
      [text(100), text(101)].sort(),
      [...first].sort(),
    ]);

    // Everything comes back: nothing is computed.
    expect(run(dir, [...first, text(100), text(101)])).toBe(0);

    // Six new texts and four not used any more: more than a quarter of twelve, a new generation
    // with exactly what this run used.
    const later = [...first.slice(4), text(100), text(101), ...[200, 201, 202, 203, 204, 205].map(text)];
    expect(run(dir, later)).toBe(6);
    const renewed = [...entries(dir).values()];
    expect(renewed.map((e) => e.bytes)).not.toContain(generation.bytes);
    const whole = renewed.find((e) => e.texts.length > 0)!;
    expect(whole.texts.sort()).toEqual([...later].sort());
    expect(renewed.find((e) => e.texts.length === 0)?.generation).toBe(whole.generation);
    expect(run(dir, later)).toBe(0);
  });

  it('keeps each term once per entry, and gives back the very anchors a run without the cache computes', () => {
    const texts = [
      'Trample is a static ability that modifies the rules for assigning combat damage.',
      'Whenever a creature with trample deals combat damage, draw a card. Example: Llanowar Elves {G} 1/1.',
      'See rule 702.19c. A creature with flying and trample can be blocked only by creatures with flying or reach.',
      '',
    ];
    const computed = (t: string) => {
      clearMemos();
      return anchorsOf(t, 'en', alignTools(CONTENT));
    };
    const fresh = texts.map((t) => JSON.stringify(computed(t)));
    const dir = tempDir('rules-anchors-');
    run(dir, texts);
    const [generation] = [...entries(dir).values()].filter((e) => e.texts.length > 0);
    const stored = JSON.parse(generation!.bytes.slice(generation!.bytes.indexOf('\n') + 1)) as { terms: string[] };
    expect(stored.terms.length).toBeGreaterThan(3);
    expect(new Set(stored.terms).size).toBe(stored.terms.length);
    // Seeded from the cache: nothing computed, each text's anchors as computed without it.
    clearMemos();
    const tools = alignTools(CONTENT);
    const kept = keptAnchors(new KeyedCache(dir), CONTENT, tools);
    const before = anchorsComputed();
    const seeded = texts.map((t) => JSON.stringify(anchorsOf(t, 'en', tools)));
    expect(anchorsComputed()).toBe(before);
    kept.keep();
    expect(seeded).toEqual(fresh);
    expect(fresh.some((a) => a.includes('"cards":["Llanowar Elves"]'))).toBe(true);
  });
});
