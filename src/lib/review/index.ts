/**
 * The translator's review queue (DESIGN §5 rules review): one item per (rule, translated source),
 * stored in graph.rules[id].review.
 *  - baseVersions: the English versions the translation agrees with, by content (align/agreement.ts);
 *  - pending: the English changes after the newest base (cosmetic and unchanged entries left out);
 *  - issues: the placement was only declared, no English text, no agreeing version, and structure
 *    missing against the newest base (examples, references, numbers, cards; subrules only for
 *    cr-section and rule-page sources, since excerpts and articles quote subrules selectively);
 *  - status: needs-check when there is any issue, else outdated when anything is pending, else
 *    up-to-date.
 * Untranslated items (an English rule of the newest version with no rendition in a language) are
 * not stored: they say nothing the renditions do not, and one per current rule per language made up
 * most of the review data once official CR files are ingested. `rules review` derives them
 * (query.ts), so its output is unchanged.
 */
import type { GraphStage } from '../graph/stage.js';
import type { ReviewItem, Rendition, Rule } from '../graph/schema.js';
import { basesOf, englishOf, stageTools } from '../align/index.js';
import { versionsIn } from '../align/english.js';
import { structureIssues } from './structure.js';

const QUIET = new Set(['unchanged', 'cosmetic']);

export function attachReview(stage: GraphStage): void {
  const tools = stageTools(stage);
  const sourceOrder = new Map(stage.sources.map((s, i) => [s.id, i]));
  const formatOf = new Map(stage.sources.map((s) => [s.id, s.format]));
  for (const rule of Object.values(stage.rules)) {
    const english = englishOf(rule, stage);
    const items: ReviewItem[] = [];
    // One item per (rule, source): where a source has two renditions here, the better placed one.
    const bySource = new Map<string, Rendition>();
    for (const r of rule.renditions
      .filter((x) => x.lang !== 'en')
      .sort((x, y) => y.placement.score - x.placement.score))
      if (!bySource.has(r.source)) bySource.set(r.source, r);
    const translations = [...bySource.values()].sort(
      (a, b) => (sourceOrder.get(a.source) ?? 0) - (sourceOrder.get(b.source) ?? 0),
    );
    for (const t of translations) items.push(reviewOne(stage, rule, t, english, tools, formatOf.get(t.source)));
    rule.review = items;
  }
}

function reviewOne(
  stage: GraphStage,
  rule: Rule,
  t: Rendition,
  english: ReturnType<typeof englishOf>,
  tools: ReturnType<typeof stageTools>,
  format: string | undefined,
): ReviewItem {
  const issues: ReviewItem['issues'] = [];
  if (t.placement.by === 'declared')
    issues.push({
      kind: 'declared',
      detail: `placed by a declared numbering, not by content: ${t.placement.evidence.join('; ')}`,
    });
  const item: ReviewItem = {
    id: rule.id,
    lang: t.lang,
    number: t.number,
    source: t.source,
    status: 'up-to-date',
    baseVersions: [],
    pending: [],
    issues,
  };
  if (english.length === 0) {
    issues.push({ kind: 'no-english', detail: `no English text of ${rule.id} in the content` });
    item.status = 'needs-check';
    return item;
  }
  const { base, all } = basesOf(t, english, tools);
  // A base stored once for a range of releases is each of them.
  item.baseVersions = base.flatMap((v) =>
    versionsIn(english.find((e) => e.version === v) ?? { version: v }, stage.versions),
  );
  const newestBase = base[base.length - 1];
  if (!newestBase) {
    const best = [...all].sort((a, b) => b.score - a.score)[0];
    issues.push({
      kind: 'no-base',
      detail: `agrees with no English version${best ? ` (closest: ${best.version}, ${best.score.toFixed(2)})` : ''}`,
    });
  } else {
    const at = english.findIndex((e) => e.version === newestBase);
    item.pending = english
      .slice(at + 1)
      .filter((e) => !QUIET.has(e.change))
      .map((e) => ({ version: e.version, change: e.change, diff: e.diff }));
    issues.push(...structureIssues(stage, rule, t, english[at]!, tools, format));
  }
  item.status = issues.length > 0 ? 'needs-check' : item.pending.length > 0 ? 'outdated' : 'up-to-date';
  return item;
}
