/**
 * A release's tree in the ingest cache written against the release before it (tree-cache.ts): it
 * reads back as the tree written whole does, whichever way the base itself was read (parsed or read
 * back), and only nodes equal but for a line shift are written as references.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { knownWords, loadSource } from '../../src/lib/ingest/load-sources.js';
import { compactPosition, decodeTree, encodeTree } from '../../src/lib/ingest/tree-cache.js';
import { loadCardList } from '../../src/lib/enrich/cards.js';
import type { SourceRoot } from '../../src/lib/parse/tree.js';
import type { Warning } from '../../src/lib/errors.js';
import { ARCHIVE_CONTENT, archiveReleases, describeArchive } from '../helpers/archive.js';

/** Written to JSON and read back, as the cache does. */
const roundTrip = (tree: SourceRoot, base?: SourceRoot): SourceRoot =>
  decodeTree(JSON.parse(JSON.stringify(encodeTree(tree, base), compactPosition)) as SourceRoot, base);

describeArchive('trees written against the release before', () => {
  const words = knownWords(loadCardList(path.join(ARCHIVE_CONTENT, 'cards.yaml')));
  const parse = (i: number): SourceRoot => {
    const r = archiveReleases()[i]!;
    const warnings: Warning[] = [];
    return loadSource(ARCHIVE_CONTENT, { id: r.id, file: r.file, lang: 'en', format: 'cr', title: '' }, warnings, words)
      .tree;
  };
  let older: SourceRoot;
  let newer: SourceRoot;
  beforeAll(() => {
    // Two consecutive releases of the archive's later years (most rules printed alike, moved down).
    const n = archiveReleases().length;
    older = parse(n - 3);
    newer = parse(n - 2);
  }, 60_000);

  it('read back as the tree written whole, against the base parsed or read back', () => {
    const whole = JSON.stringify(roundTrip(newer));
    expect(JSON.stringify(roundTrip(newer, older))).toBe(whole);
    expect(JSON.stringify(roundTrip(newer, roundTrip(older)))).toBe(whole);
  });

  it('writes most nodes as references, and a node that changed whole', () => {
    const written = encodeTree(newer, older).children as unknown[];
    const refs = written.filter(Array.isArray).length;
    expect(refs / written.length).toBeGreaterThan(0.8);
    // One word of one rule changed: that rule is written whole, the others stay references.
    const changed = structuredClone(newer);
    const at = changed.children.findIndex((c, i) => c.type === 'rule' && Array.isArray(written[i]));
    const rule = changed.children[at]!;
    if (rule.type !== 'rule') throw new Error('not a rule');
    rule.children[0]!.value += ' (changed)';
    const again = encodeTree(changed, older).children as unknown[];
    expect(Array.isArray(again[at])).toBe(false);
    expect(again.filter(Array.isArray).length).toBe(refs - 1);
    expect(JSON.stringify(roundTrip(changed, older))).toBe(JSON.stringify(roundTrip(changed)));
  });
});
