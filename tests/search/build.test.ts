/** The search files (layout.ts): shared metas, term shards, document chunks, old numbers. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData } from 'flexsearch';
import { buildSearchIndexes } from '../../src/lib/search/build.js';
import { SEARCH_LANGS } from '../../src/lib/search/encoders.js';
import { SearchIndex } from '../../src/lib/search/engine.js';
import { createDocument } from '../../src/lib/search/index-config.js';
import {
  FORMAT,
  META_FILE,
  SHARD_BYTES,
  readingMetaFile,
  shardFile,
  shardOf,
  type ReadingMeta,
  type ShardFile,
  type SharedMeta,
} from '../../src/lib/search/layout.js';
import { seedIndexes, type Loaded } from './helpers.js';

let s: Loaded;
beforeAll(async () => {
  s = await seedIndexes();
});

const json = <T>(name: string): T => JSON.parse(s.built.files[name]!) as T;

describe('buildSearchIndexes', () => {
  it('writes one shared meta, a meta per language, and every file as JSON', () => {
    const meta = json<SharedMeta>(META_FILE);
    expect(meta).toMatchObject({ format: FORMAT, version: s.graph.contentHash.slice(0, 12), langs: SEARCH_LANGS });
    expect([...meta.ids].sort()).toEqual(Object.keys(s.graph.rules).sort());
    expect(meta.refs).toHaveLength(meta.ids.length);
    for (const lang of SEARCH_LANGS) {
      const reading = json<ReadingMeta>(readingMetaFile(lang));
      expect(reading).toMatchObject({ format: FORMAT, lang });
      expect(reading.chunks[0]).toBe(0);
      for (const p of reading.shards) expect(s.built.files[shardFile(lang, p)], p).toBeDefined();
    }
    for (const [name, data] of Object.entries(s.built.files)) expect(() => JSON.parse(data), name).not.toThrow();
  });

  it('puts every term in the shard the engine looks in, and keeps shards small', () => {
    for (const lang of SEARCH_LANGS) {
      const reading = json<ReadingMeta>(readingMetaFile(lang));
      const prefixes = new Set(reading.shards);
      for (const p of reading.shards) {
        const shard = json<ShardFile>(shardFile(lang, p));
        for (const [term] of shard.t) expect(shardOf(term, prefixes), `${lang} ${term}`).toBe(p);
        for (const key of Object.keys(shard.k)) {
          const first = key.slice(key.indexOf(':') + 1).split(' ')[0]!;
          expect(shardOf(first, prefixes)).toBe(p);
        }
        // Only a two-letter shard (which cannot split further) may pass the bound.
        if (Array.from(p).length === 1) expect(s.built.files[shardFile(lang, p)]!.length).toBeLessThan(2 * SHARD_BYTES);
      }
    }
  });

  it('indexes texts only in their own language: English words are never read with another stemmer', () => {
    const withText = (lang: string) =>
      Object.values(s.graph.rules).filter((r) =>
        r.renditions.some((x) => x.lang === lang && (x.text || x.examples.some((e) => e.text))),
      ).length;
    for (const lang of SEARCH_LANGS) expect(s.built.stats[lang]!.withText).toBe(withText(lang));
  });

  it('reads FlexSearch 0.8.212 export as it is: FIELD.N.map keys of [term, slots] (the pinned version)', async () => {
    const doc = createDocument('en');
    doc.add({
      i: 0,
      title: 'Trample',
      gloss: '',
      cards: '',
      text: 'Trample is a static ability',
    } as unknown as DocumentData);
    const maps: Record<string, unknown> = {};
    await doc.export((key: string, data: string) => {
      if (key.endsWith('.map')) maps[key] = JSON.parse(data);
    });
    expect(Object.keys(maps)).toEqual(expect.arrayContaining(['title.1.map', 'text.1.map']));
    const text = maps['text.1.map'] as Array<[string, Array<number[] | null>]>;
    expect(text).toContainEqual(['trampl', [[0]]]);
    expect(
      text
        .find(([t]) => t === 'static')![1]
        .flat()
        .filter((x) => x !== null),
    ).toEqual([0]);
  });

  it('is deterministic, and without the lexicon expands nothing', async () => {
    const once = await buildSearchIndexes(s.graph, { lexicon: [] });
    const twice = await buildSearchIndexes(s.graph, { lexicon: [] });
    expect(twice.files).toEqual(once.files);
    const without = SearchIndex.fromFiles(once.files, 'ru');
    // Without the lexicon, no expansion: копировать no longer finds 503.1's «копия».
    expect(without.search('копировать', { limit: 100 }).map((r) => r.id)).not.toContain('503.1@2008-10-01');
  });

  it('refuses files it cannot read', () => {
    expect(() => SearchIndex.fromFiles({}, 'en')).toThrow(/missing file meta\.json/);
    const files = { ...s.built.files, [META_FILE]: JSON.stringify({ format: 99 }) };
    expect(() => SearchIndex.fromFiles(files, 'en')).toThrow(/unsupported format/);
    const broken = { ...s.built.files, [readingMetaFile('es')]: '{"format":' };
    expect(() => SearchIndex.fromFiles(broken, 'es')).toThrow(/es\/meta\.json is not JSON/);
    // Another language's reading is read when a query has letters of its script: refused then.
    const lost: Record<string, string | Uint8Array> = { ...s.built.files };
    delete lost[readingMetaFile('ru')];
    const en = SearchIndex.fromFiles(lost, 'en');
    expect(en.search('copy').length).toBeGreaterThan(0);
    expect(() => en.search('копия')).toThrow(/missing file ru\/meta\.json/);
  });
});
