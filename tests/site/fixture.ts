/**
 * Fills in, for the site tests, what the content graph does not have yet (history, alignment
 * and review are other stages' work in progress): revisions, sentence alignments and an
 * outdated review item for 707.10, an English-only rule, and a declared placement. Each piece
 * is added only when the graph has nothing of that kind, so real data wins once it exists.
 */
import { diffArrays } from 'diff';
import type { Alignment, DiffPart, Graph, Rendition, Rule } from '../../src/lib/model/schema.js';
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

  const declared = Object.values(rules).some((r) => r.renditions.some((x) => x.placement.by === 'declared'));
  const target = rules['707.10a'];
  if (!declared && target) {
    for (const x of target.renditions)
      if (x.lang === 'ru') x.placement = { by: 'declared', score: 0.5, evidence: ['fixture: declared map'] };
    added.push('declared placement of 707.10a (ru)');
  }
  return { graph, added };
}
