/**
 * A release's tree in the ingest cache written against the release before it (tree-cache.ts): it
 * reads back as the tree written whole does, whichever way the base itself was read (parsed or read
 * back), and only nodes equal but for a line shift are written as references.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { knownWords, loadSource } from '../../src/lib/ingest/load-sources.js';
import { compactPosition, decodeTree, encodeTree, withPrintedLines } from '../../src/lib/ingest/tree-cache.js';
import { loadCardList } from '../../src/lib/enrich/cards.js';
import { lineShifts, type SourceRoot } from '../../src/lib/model/tree.js';
import type { Warning } from '../../src/lib/model/errors.js';
import { ARCHIVE_CONTENT, archiveReleases, describeArchive } from '../helpers/archive.js';

/** Written to JSON and read back, as the cache does. */
const roundTrip = (tree: SourceRoot, base?: SourceRoot): SourceRoot =>
  decodeTree(JSON.parse(JSON.stringify(encodeTree(tree, base), compactPosition)) as SourceRoot, base);
/** A tree as printed: every node at the lines where it is printed (a tree read back shares nodes). */
const printed = (tree: SourceRoot) => JSON.stringify(withPrintedLines(tree));

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
    const whole = printed(roundTrip(newer));
    expect(printed(roundTrip(newer, older))).toBe(whole);
    expect(printed(roundTrip(newer, roundTrip(older)))).toBe(whole);
    // Three generations: a base that itself shares nodes with its own base.
    const oldest = parse(archiveReleases().length - 4);
    expect(printed(roundTrip(newer, roundTrip(older, roundTrip(oldest))))).toBe(whole);
    // Nodes printed alike are the base's own objects, not copies; their lines still read right.
    const base = roundTrip(older);
    const read = roundTrip(newer, base);
    const shared = read.children.filter((c) => base.children.includes(c)).length;
    expect(shared / read.children.length).toBeGreaterThan(0.8);
    const shifts = lineShifts(read)!;
    const at = read.children.findIndex((c, i) => c.type === 'rule' && base.children.includes(c) && shifts[i] !== 0);
    expect(read.children[at]!.position.start.line + shifts[at]!).toBe(newer.children[at]!.position.start.line);
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
    expect(printed(roundTrip(changed, older))).toBe(printed(roundTrip(changed)));
  });
});
