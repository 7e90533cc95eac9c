/**
 * Structure of a translation compared with the English version it is based on (DESIGN §5 rules
 * review): examples, references (compared as canonical ids: a 2012 translation citing 706.3 cites
 * today's 707.3), numbers written in digits, card names (aliases count), and, for sources that
 * translate whole sections or pages, subrules.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { GraphStage } from '../model/stage.js';
import { versionsIn } from '../align/english.js';
import type { Rendition, ReviewItem, Rule } from '../model/schema.js';
import type { AnchorTools } from '../enrich/anchors.js';
import { anchorsOf } from '../enrich/anchors.js';
import type { EnglishVersion } from '../align/english.js';
import { englishOf } from '../align/index.js';

/** Formats whose renditions carry every subrule of what they translate. */
const WHOLE = new Set(['cr-section', 'rule-page']);

export function structureIssues(
  stage: GraphStage,
  rule: Rule,
  t: Rendition,
  base: EnglishVersion,
  tools: AnchorTools,
  format: string | undefined,
  /** Counts the English card names checked (review/index.ts: does the source keep them?). */
  counts?: { cards: number },
): ReviewItem['issues'] {
  const issues: ReviewItem['issues'] = [];
  const full = (text: string, examples: string[]) => [text, ...examples].join('\n');
  const en = anchorsOf(full(base.text, base.examples), SOURCE_LANG, tools);
  const tr = anchorsOf(
    full(
      t.text,
      t.examples.map((e) => e.text),
    ),
    t.lang,
    tools,
  );
  if (t.examples.length < base.examples.length)
    issues.push({
      kind: 'missing-example',
      detail: `${t.examples.length} example(s); English ${base.version} has ${base.examples.length}`,
      params: { count: t.examples.length, expected: base.examples.length, version: base.version },
    });
  const theirs = new Set(t.references ?? []);
  const ours = new Set(tr.refs.map((n) => stage.identity.resolve(t.numbering ?? stage.identity.canonicalNumbering, n)));
  // Present when the canonical ids agree, or the same number is printed (a rule not in the content).
  const bare = (id: string) => id.replace(/@.*$/, '');
  const printed = new Set([...tr.refs, ...[...theirs, ...ours].map(bare)]);
  for (const n of new Set(en.refs)) {
    const id = stage.identity.resolve(base.numbering, n);
    if (id !== rule.id && !theirs.has(id) && !ours.has(id) && !printed.has(n) && !printed.has(bare(id)))
      issues.push({
        kind: 'missing-reference',
        detail: `English ${base.version} refers to ${n} (${id})`,
        params: { version: base.version, number: n, id },
      });
  }
  const numbers = new Set(tr.numbers);
  for (const n of new Set(en.numbers))
    if (!numbers.has(n))
      issues.push({
        kind: 'missing-number',
        detail: `English ${base.version} has the number ${n}`,
        params: { version: base.version, number: n },
      });
  const cards = new Set([...tr.cards, ...(t.cards ?? []), ...t.examples.flatMap((e) => e.cards)]);
  if (counts) counts.cards += new Set(en.cards).size;
  for (const c of en.cards)
    if (!cards.has(c))
      issues.push({
        kind: 'missing-card',
        detail: `English ${base.version} names ${c}`,
        params: { version: base.version, card: c },
      });
  if (format && WHOLE.has(format)) {
    for (const childId of rule.children) {
      const child = stage.rules[childId];
      if (!child || child.kind !== 'subrule') continue;
      const held = new Set(versionsIn(base, stage.versions));
      const inBase = englishOf(child, stage).some((e) => versionsIn(e, stage.versions).some((v) => held.has(v)));
      if (inBase && !child.renditions.some((r) => r.source === t.source))
        issues.push({
          kind: 'missing-subrule',
          detail: `${childId} exists in English ${base.version} but not in ${t.source}`,
          params: { id: childId, version: base.version, source: t.source },
        });
    }
  }
  return issues;
}
