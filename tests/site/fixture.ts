/**
 * Fills in, for the site tests, what the content graph does not have yet (history, alignment
 * and review are other stages' work in progress): revisions, sentence alignments and an
 * outdated review item for 707.10, an English-only rule (707.1) with a history as long as the
 * archive's 707.10 (27 revisions), and a declared placement. Each piece
 * is added only when the graph has nothing of that kind, so real data wins once it exists.
 */
import { diffArrays } from 'diff';
import type { Alignment, DiffPart, Graph, Rendition, Revision, Rule } from '../../src/lib/model/schema.js';
import { sentenceBlocks } from '../../src/lib/render/sentences.js';
import { emptyRule } from '../../src/lib/ingest/assemble.js';

const OLD =
  "To copy a spell or activated ability means to put a copy of it onto the stack; a copy of a spell isn't cast and a copy of an activated ability isn't activated.";
const MID =
  "To copy a spell, activated ability, or triggered ability means to put a copy of it onto the stack; a copy of a spell isn't cast and a copy of an activated ability isn't activated.";

export function wordDiff(a: string, b: string): DiffPart[] {
  const tok = (s: string) => s.match(/\s+|[\p{L}\p{N}']+|[^\s\p{L}\p{N}]/gu) ?? [];
  return diffArrays(tok(a), tok(b)).map((p) => ({
    op: p.added ? 'insert' : p.removed ? 'delete' : 'equal',
    text: p.value.join(''),
  }));
}

function sentenceCount(r: Rendition): number {
  return sentenceBlocks(r).reduce((n, b) => n + b.sentences.length, 0);
}

function pairsFor(a: Rendition, b: Rendition): Alignment['pairs'] {
  const na = sentenceCount(a);
  const nb = sentenceCount(b);
  const pairs: Alignment['pairs'] = [];
  for (let i = 0; i < Math.min(na, nb); i++) pairs.push({ a: [i], b: [i], score: i === 1 ? 0.4 : 0.9, low: i === 1 });
  for (let i = nb; i < na; i++) pairs.push({ a: [i], b: [], score: 0, low: false });
  for (let i = na; i < nb; i++) pairs.push({ a: [], b: [i], score: 0, low: false });
  return pairs;
}

const side = (r: Rendition) => ({ lang: r.lang, source: r.source, version: r.version });

export interface Augmented {
  graph: Graph;
  /** What was added (for the test log). */
  added: string[];
}

export function augment(graph: Graph): Augmented {
  const added: string[] = [];
  const rules = graph.rules;
  const rule = rules['707.10'];
  if (!rule) throw new Error('fixture: the content graph has no 707.10');
  const en = rule.renditions.find((r) => r.lang === 'en');
  const now = en?.text ?? MID;

  if (!Object.values(rules).some((r) => r.revisions.length >= 2)) {
    rule.revisions = [
      {
        version: '2012-07-01',
        sources: ['fixture'],
        number: '706.10',
        text: OLD,
        change: 'created',
        renumbered: false,
        diff: [],
      },
      {
        version: '2014-02-01',
        sources: ['fixture'],
        number: '706.10',
        text: MID,
        change: 'substantive',
        renumbered: false,
        diff: wordDiff(OLD, MID),
      },
      {
        version: '2021-07-23',
        sources: ['fixture'],
        number: '707.10',
        text: now,
        change: 'substantive',
        renumbered: true,
        diff: wordDiff(MID, now),
      },
    ];
    added.push('revisions of 707.10');
  }

  if (!rule.alignments.length && en) {
    for (const lang of ['ru', 'es']) {
      const other = rule.renditions.find((r) => r.lang === lang);
      if (other) rule.alignments.push({ a: side(en), b: side(other), pairs: pairsFor(en, other) });
    }
    added.push('alignments of 707.10');
  }

  const anyOutdated = Object.values(rules).some((r) => r.review.some((i) => i.status === 'outdated'));
  const ru = rule.renditions.find((r) => r.lang === 'ru');
  if (!anyOutdated && ru) {
    rule.review.push({
      id: '707.10',
      number: ru.number,
      source: ru.source,
      status: 'outdated',
      baseVersions: ['2012-07-01'],
      pending: [{ version: '2014-02-01', change: 'substantive', diff: wordDiff(OLD, MID) }],
      issues: [{ kind: 'missing-example', detail: 'the English text has 3 examples, the translation 2' }],
    });
    added.push('outdated review item for 707.10 (ru)');
  }

  const englishOnly = Object.values(rules).some(
    (r) => r.renditions.length > 0 && r.renditions.every((x) => x.lang === 'en'),
  );
  if (!englishOnly && rules['707'] && !rules['707.1']) {
    const r: Rule = {
      ...emptyRule('707.1'),
      parent: '707',
      renditions: [
        {
          lang: 'en',
          source: en?.source ?? 'fixture',
          number: '707.1',
          version: en?.version ?? null,
          title: '',
          text: 'Some objects become or turn another object into a “copy” of a spell, permanent, or card. Some effects create a token that’s a copy of another object. (Certain older cards were printed with the phrase “search for a copy.” This section doesn’t cover those cards, which have received new Oracle wording.)',
          examples: [],
          placement: { by: 'content', score: 1, evidence: ['fixture'] },
          line: 1,
        },
      ],
    };
    rules['707.1'] = r;
    rules['707']!.children = ['707.1', ...rules['707']!.children];
    added.push('English-only rule 707.1');
  }

  if (!Object.values(rules).some((r) => r.revisions.length >= LONG.length) && rules['707.1']) {
    rules['707.1'].revisions = longHistory(rules['707.1']);
    added.push(`${LONG.length} revisions of 707.1`);
  }

  const declared = Object.values(rules).some((r) => r.renditions.some((x) => x.placement.by === 'declared'));
  const target = rules['707.10a'];
  if (!declared && target) {
    for (const x of target.renditions)
      if (x.lang === 'ru') x.placement = { by: 'declared', score: 0.5, evidence: ['fixture: declared map'] };
    added.push('declared placement of 707.10a (ru)');
  }
  return { graph, added };
}

/**
 * The archive's 707.10 (503.10 in 2003) as its revisions fell: first release, last release of each
 * range, change class. Six in 2003–2004, sixteen by 2009: a timeline's labels crowd there.
 */
const LONG: Array<[string, string, Revision['change']]> = [
  ['2003-03-15', '', 'created'],
  ['2003-07-01', '', 'substantive'],
  ['2003-10-01', '', 'cosmetic'],
  ['2003-12-01', '', 'substantive'],
  ['2004-02-01', '', 'cosmetic'],
  ['2004-06-01', '2005-02-01', 'cosmetic'],
  ['2005-08-01', '', 'substantive'],
  ['2005-10-01', '', 'cosmetic'],
  ['2006-02-01', '2006-10-01', 'substantive'],
  ['2007-02-01', '2007-05-01', 'substantive'],
  ['2007-07-13', '2007-09-07', 'substantive'],
  ['2007-10-01', '', 'substantive'],
  ['2008-02-01', '', 'substantive'],
  ['2008-05-01', '', 'substantive'],
  ['2008-07-15', '2009-02-01', 'substantive'],
  ['2009-05-01', '', 'substantive'],
  ['2009-07-11', '2011-07-15', 'substantive'],
  ['2011-09-30', '2012-02-01', 'renumbered'],
  ['2012-05-01', '', 'cosmetic'],
  ['2012-06-01', '2013-11-01', 'cosmetic'],
  ['2014-02-01', '', 'substantive'],
  ['2014-09-25', '2017-09-29', 'cosmetic'],
  ['2018-07-13', '2018-10-05', 'substantive'],
  ['2019-01-25', '', 'cosmetic'],
  ['2019-05-03', '2019-08-23', 'cosmetic'],
  ['2019-10-04', '2021-06-18', 'substantive'],
  ['2021-07-23', '2026-08-07', 'renumbered'],
];

/** The number the rule had then: 503.10 became 706.9 (2009), then 707.10 (2021). */
const numberAt = (version: string, id: string) =>
  version < '2009-07-11' ? '503.1' : version < '2021-07-23' ? '706.1' : id;

/** LONG's revisions for a rule: each substantive change adds a sentence, each cosmetic one flips its quotes. */
function longHistory(rule: Rule): Revision[] {
  const base = rule.renditions.find((r) => r.lang === 'en')?.text ?? MID;
  let text = '';
  let curly = true;
  let added = 0;
  return LONG.map(([version, through, change], i) => {
    const before = text;
    if (change === 'cosmetic') curly = !curly;
    if (change === 'substantive') added++;
    const sentences = Array.from({ length: added }, (_, k) => ` Change ${k + 1}.`).join('');
    text = (curly ? base : base.replace(/[“”]/g, '"')) + sentences;
    const number = numberAt(version, rule.id);
    return {
      version,
      ...(through ? { through } : {}),
      sources: [`en-cr-${version}`],
      number,
      text,
      change,
      renumbered: i > 0 && number !== numberAt(LONG[i - 1]![0], rule.id),
      diff: i === 0 ? [] : wordDiff(before, text),
    };
  });
}
