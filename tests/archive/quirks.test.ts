/**
 * The real quirks of the archive (the archive's README: tests/fixtures/reference/cr-archive-README.md), each on the release that has it:
 * repaired with a located warning, never dropped silently.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { knownWords, loadSource, type LoadedSource } from '../../src/lib/ingest/load-sources.js';
import { loadCardList } from '../../src/lib/enrich/cards.js';
import type { Warning } from '../../src/lib/model/errors.js';
import type { GlossaryEntryNode, RuleNode } from '../../src/lib/model/tree.js';
import { ARCHIVE_CONTENT, archiveReleases, describeArchive } from '../helpers/archive.js';

describeArchive('the archive’s quirks', () => {
  const byDate = new Map(archiveReleases().map((r) => [r.date, r]));
  const words = knownWords(loadCardList(path.join(ARCHIVE_CONTENT, 'cards.yaml')));
  const cache = new Map<string, { source: LoadedSource; warnings: Warning[] }>();
  const load = (date: string) => {
    let hit = cache.get(date);
    if (!hit) {
      const r = byDate.get(date)!;
      const warnings: Warning[] = [];
      const entry = { id: r.id, file: r.file, lang: 'en', format: 'cr' as const, title: '' };
      cache.set(date, (hit = { source: loadSource(ARCHIVE_CONTENT, entry, warnings, words), warnings }));
    }
    return hit;
  };
  const rules = (date: string) => load(date).source.tree.children.filter((n): n is RuleNode => n.type === 'rule');
  const rule = (date: string, number: string) => {
    const found = rules(date).filter((r) => r.number === number);
    expect(found, `${date} ${number}`).toHaveLength(1);
    return found[0]!;
  };
  const text = (r: RuleNode) =>
    r.children
      .filter((c) => c.type === 'paragraph')
      .map((c) => c.value)
      .join('\n');
  /** Every text of a release: rule paragraphs and examples, glossary senses. */
  const everything = (date: string) =>
    load(date)
      .source.tree.children.flatMap((n) =>
        n.type === 'rule' ? n.children.map((c) => c.value) : n.type === 'glossaryEntry' ? n.senses : [],
      )
      .join('\n');
  const said = (date: string, ruleId: string) => load(date).warnings.filter((w) => w.ruleId === ruleId);

  beforeAll(() => {
    for (const d of ['2009-09-04', '2009-10-01']) load(d);
  });

  it('rule lines indented by spaces are rules of their own (2009-09-04: four, 2009-10-01: three)', () => {
    const nine = said('2009-09-04', 'rules:indented-rule-line');
    expect(nine.map((w) => w.reason.match(/read as rule (\S+),/)![1])).toEqual(['509.1c', '605.3a', '611.2', '615.1d']);
    expect(nine.every((w) => w.column === 2 && w.source === byDate.get('2009-09-04')!.id)).toBe(true);
    expect(text(rule('2009-09-04', '509.1c'))).toMatch(/^The defending player checks each creature/);
    // 509.1b no longer carries 509.1c's text as a paragraph of its own.
    expect(text(rule('2009-09-04', '509.1b'))).not.toMatch(/requirements/);
    const ten = said('2009-10-01', 'rules:indented-rule-line');
    expect(ten.map((w) => w.reason.match(/read as rule (\S+),/)![1])).toEqual(['509.1c', '605.3a', '612.2']);
  });

  it('a space inside a number is repaired, with its examples kept (606. 8b, 2005-08-01 to 2007-05-01)', () => {
    for (const date of [
      '2005-08-01',
      '2005-10-01',
      '2006-02-01',
      '2006-05-01',
      '2006-07-15',
      '2006-10-01',
      '2007-02-01',
      '2007-05-01',
    ]) {
      expect(
        said(date, 'rules:number-space').map((w) => w.reason),
        date,
      ).toEqual(['space inside rule number 606. 8b: read as 606.8b']);
      const r = rule(date, '606.8b');
      expect(text(r)).toMatch(/^Players win and lose the game only as a team/);
      expect(r.children.filter((c) => c.type === 'example')).toHaveLength(3);
      expect(said(date, 'rules:example-outside-rule'), date).toEqual([]);
    }
  });

  it('out-of-sequence and duplicate numbers that fit the gap are repaired by position', () => {
    expect(rule('2010-06-18', '505.5').repairedFrom).toBe('505.54.');
    expect(rules('2010-06-18').some((r) => r.number === '505.54a')).toBe(false);
    expect(rule('2009-09-04', '702.30e').repairedFrom).toBe('702.30d');
    expect(rule('2006-05-01', '510.2').repairedFrom).toBe('501.2.');
    expect(text(rule('2006-05-01', '510.2'))).toMatch(/^Status is not a characteristic/);
    expect(rule('2006-10-01', '423.2b').repairedFrom).toBe('432.2b');
    expect(said('2010-06-18', 'rules:number-repaired')[0]).toMatchObject({ line: 1545, column: 1 });
  });

  it('a hard-wrapped release keeps a wrapped paragraph in one piece, an example’s second line in the example', () => {
    for (const date of ['2003-12-01', '2004-02-01']) {
      expect(said(date, 'rules:hard-wrapped'), date).toHaveLength(1);
      // "See rule\n419.8 …" is a wrapped reference, not a rule 419.8 in section 200.
      expect(text(rule(date, '200.9c')), date).toMatch(/See rule 419\.8 "Sources of Damage\."$/);
      expect(
        rules(date).filter((r) => r.number === '200.10'),
        date,
      ).toHaveLength(1);
      expect(said(date, 'rules:duplicate-number'), date).toEqual([]);
    }
    const withExamples = rules('2003-12-01').filter((r) => r.children.some((c) => c.type === 'example'));
    const example = withExamples
      .flatMap((r) => r.children.filter((c) => c.type === 'example'))
      .find((c) => c.value.startsWith('A creature has two instances of "Cumulative upkeep'));
    expect(example?.value).toMatch(/both cumulative upkeep abilities trigger\. When the first ability resolves/);
  });

  it('8-bit releases read in the right table: Mac Roman ™ and –, cp437 â, never "DCIª" or "El-Hajjëj"', () => {
    expect(load('2004-02-01').source.encoding).toBe('macintosh');
    const all2004 = everything('2004-02-01');
    expect(all2004).toContain('"Basic Land – Mountain"');
    expect(all2004).not.toMatch(/DCIª|Ð/);
    for (const date of ['2006-10-01', '2007-02-01', '2007-09-07']) {
      expect(load(date).source.encoding, date).toBe('macintosh');
      expect(everything(date), date).toContain('El-Hajjâj');
    }
    for (const date of ['2006-07-15', '2007-05-01', '2013-07-13', '2013-09-27']) {
      expect(load(date).source.encoding, date).toBe('cp437');
      expect(everything(date), date).toMatch(/Dandân|El-Hajjâj/);
      expect(everything(date), date).not.toMatch(/Hajjëj|DandÉn/);
    }
    expect(everything('2013-07-13')).toContain('Æther Storm');
  });

  it('(r) and (tm) of older files are kept as printed', () => {
    const all = rules('2003-03-15').map(text).join('\n');
    expect(all).toMatch(/\(tm\)|\(TM\)|\(r\)/);
  });

  it('a release that ends early says so; its rules are whole, its glossary what it has (2013-02-01)', () => {
    const { source, warnings } = load('2013-02-01');
    expect(source.tree.data.truncated).toEqual({ part: 'glossary', line: 4609, after: 'Attack Left Option' });
    expect(warnings.filter((w) => w.ruleId === 'rules:truncated')).toEqual([
      expect.objectContaining({ line: 4609, reason: expect.stringMatching(/^the file ends inside the glossary/) }),
    ]);
    const entries = source.tree.children.filter((n): n is GlossaryEntryNode => n.type === 'glossaryEntry');
    expect(entries.at(-1)!.headword).toBe('Attack Left Option');
    expect(rules('2013-02-01').length).toBeGreaterThan(1900);
  });
});
