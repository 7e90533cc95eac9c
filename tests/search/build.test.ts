/** The exported files: FlexSearch 0.8's export keys plus ours, loadable and equivalent. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndexes } from '../../src/lib/search/build.js';
import { SEARCH_LANGS } from '../../src/lib/search/encoders.js';
import { SearchIndex } from '../../src/lib/search/engine.js';
import { MANIFEST_FILE, META_FILE, fileOfKey, type Manifest } from '../../src/lib/search/index-config.js';
import { seedIndexes, type Loaded } from './helpers.js';

let s: Loaded;
beforeAll(async () => {
  s = await seedIndexes();
});

describe('buildSearchIndexes', () => {
  it('gives every language a manifest, our meta and the FlexSearch export keys', () => {
    for (const lang of SEARCH_LANGS) {
      const { files, stats } = s.built[lang]!;
      const manifest = JSON.parse(files[MANIFEST_FILE]!) as Manifest;
      expect(manifest).toMatchObject({ format: 2, lang, docs: Object.keys(s.graph.rules).length });
      expect(manifest.version).toBe(s.graph.contentHash.slice(0, 12));
      // FlexSearch 0.8 Document export keys: "<field>.<n>.map", "<n>.reg", "<n>.doc".
      expect(manifest.keys).toEqual(expect.arrayContaining(['1.reg', '1.doc', 'text.1.map']));
      for (const key of manifest.keys) expect(files[fileOfKey(key)], key).toBeDefined();
      expect(Object.keys(files).sort()).toEqual([MANIFEST_FILE, META_FILE, ...manifest.keys.map(fileOfKey)].sort());
      expect(stats.docs).toBe(manifest.docs);
      // Every file is JSON (the static site serves them as they are).
      for (const data of Object.values(files)) expect(() => JSON.parse(data)).not.toThrow();
    }
  });

  it('carries every rule number in every language, texts only in their own', () => {
    const withText = (lang: string) =>
      Object.values(s.graph.rules).filter((r) =>
        r.renditions.some((x) => x.lang === lang && (x.text || x.examples.some((e) => e.text))),
      ).length;
    for (const lang of SEARCH_LANGS) {
      const meta = JSON.parse(s.built[lang]!.files[META_FILE]!) as { ids: string[] };
      expect(meta.ids.sort()).toEqual(Object.keys(s.graph.rules).sort());
      expect(s.built[lang]!.stats.withText).toBe(withText(lang));
    }
  });

  it('is deterministic and loads into an index that answers like the one built', async () => {
    const again = await buildSearchIndexes(s.graph, { langs: ['ru'], lexicon: [] });
    const without = SearchIndex.fromFiles(again.ru!.files);
    // Without the lexicon, no expansion: копировать no longer finds 503.1's «копия».
    expect(without.search('копировать', { limit: 100 }).map((r) => r.id)).not.toContain('503.1@2008-10-01');
    const twice = await buildSearchIndexes(s.graph, { langs: ['es'], lexicon: [] });
    const once = await buildSearchIndexes(s.graph, { langs: ['es'], lexicon: [] });
    expect(twice.es!.files).toEqual(once.es!.files);
  });

  it('refuses files it cannot read', () => {
    expect(() => SearchIndex.fromFiles({})).toThrow(/missing file manifest\.json/);
    const files = { ...s.built.en!.files, [MANIFEST_FILE]: JSON.stringify({ format: 99, lang: 'en' }) };
    expect(() => SearchIndex.fromFiles(files)).toThrow(/unsupported format/);
  });
});
