/**
 * The translator's review queue (DESIGN §5 rules review): one item per (rule, translated source),
 * stored in graph.rules[id].review.
 *  - baseVersions: the English versions the translation agrees with, by content (align/agreement.ts);
 *  - pending: the English changes of substance after the newest base (cosmetic, unchanged and
 *    renumbered entries left out: a rule that only moved, or whose cited numbers alone changed, is
 *    no new work for a translator);
 *  - issues: the placement was only declared, no English text, no agreeing version, and structure
 *    missing against the newest base (examples, references, numbers, cards; subrules only for
 *    cr-section and rule-page sources, since excerpts and articles quote subrules selectively);
 *  - status: needs-check when there is any issue, else outdated when anything is pending, else
 *    up-to-date.
 * A rendition that is only a heading (`702.19 Пробивной удар`) has no sentences to compare: its base
 * is every English version with the title the rule had in the source's numbering, so it is
 * outdated only when the English heading changed since. A source imported from a translator's
 * file (xliff, po) names the English version it was translated from: that is its base.
 * An imported review supersedes the items of the rule it brought up to date (`current`): they are
 * not left "outdated" beside it. Every issue has `params` for the interface's own phrasing.
 * Untranslated items (an English rule of the newest version with no rendition in a language) are
 * not stored: they say nothing the renditions do not, and one per current rule per language made up
 * most of the review data once official CR files are ingested. `rules review` derives them
 * (query.ts), so its output is unchanged.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { ReviewItem, Rendition, Rule, Source } from '../model/schema.js';
import { basesOf, englishOf, stageTools, type AlignStage } from '../align/index.js';
import { versionsIn, wordsOf, type EnglishVersion } from '../align/english.js';
import { structureIssues } from './structure.js';
import { holds } from '../model/ranges.js';
import { isWholeTranslation } from '../model/sources.js';
import { statusOf } from './status.js';

const QUIET = new Set(['unchanged', 'cosmetic', 'renumbered']);

/** The review stage's part: each rule's review items (every rule of the stage, none for an untranslated one). */
export function buildReview(stage: AlignStage): Map<string, ReviewItem[]> {
  const byRule = new Map<string, ReviewItem[]>();
  const tools = stageTools(stage);
  const sourceOrder = new Map(stage.sources.map((s, i) => [s.id, i]));
  const sourceOf = new Map(stage.sources.map((s) => [s.id, s]));
  // Per source, the English card names its items were checked for (unknownCardNames).
  const checked = new Map<string, { cards: number }>();
  for (const rule of Object.values(stage.rules)) {
    // Most of the archive's rules have no translation: nothing to review, no English to read.
    if (!rule.renditions.some((x) => x.lang !== SOURCE_LANG)) {
      byRule.set(rule.id, []);
      continue;
    }
    const english = englishOf(rule, stage);
    const items: ReviewItem[] = [];
    // One item per (rule, source): where a source has two renditions here, the better placed one.
    const bySource = new Map<string, Rendition>();
    for (const r of rule.renditions
      .filter((x) => x.lang !== SOURCE_LANG)
      .sort((x, y) => y.placement.score - x.placement.score))
      if (!bySource.has(r.source)) bySource.set(r.source, r);
    const translations = [...bySource.values()].sort(
      (a, b) => (sourceOrder.get(a.source) ?? 0) - (sourceOrder.get(b.source) ?? 0),
    );
    for (const t of translations) {
      const counts = checked.get(t.source) ?? checked.set(t.source, { cards: 0 }).get(t.source)!;
      items.push(reviewOne(stage, rule, t, english, tools, sourceOf.get(t.source), counts));
    }
    borrowedParts(items, rule);
    byRule.set(rule.id, current(items, sourceOf, english));
  }
  unknownCardNames(byRule, checked, tools);
  return byRule;
}

/**
 * A source that names most cards otherwise than in English (Chinese translates them: 分叉击 is Fork)
 * has "missing" card names a translator cannot act on: they are dropped where the card's name in
 * the language is unknown (cards.yaml has no alias for it), and the items' statuses follow.
 */
function unknownCardNames(
  byRule: Map<string, ReviewItem[]>,
  checked: Map<string, { cards: number }>,
  tools: ReturnType<typeof stageTools>,
): void {
  const missing = new Map<string, number>();
  for (const items of byRule.values())
    for (const it of items)
      for (const i of it.issues)
        if (i.kind === 'missing-card') missing.set(it.source, (missing.get(it.source) ?? 0) + 1);
  const renaming = new Set([...missing].filter(([s, n]) => 2 * n > (checked.get(s)?.cards ?? 0)).map(([s]) => s));
  if (renaming.size === 0) return;
  const known = new Map(tools.cards.cards.map((c) => [c.name, c.aliases ?? {}]));
  for (const items of byRule.values())
    for (const it of items) {
      if (!renaming.has(it.source)) continue;
      const before = it.issues.length;
      it.issues = it.issues.filter(
        (i) => i.kind !== 'missing-card' || (known.get(String(i.params?.card))?.[it.lang ?? '']?.length ?? 0) > 0,
      );
      if (it.issues.length !== before) it.status = statusOf(it);
    }
}

const RANK: Record<ReviewItem['status'], number> = { 'up-to-date': 0, untranslated: 1, outdated: 2, 'needs-check': 3 };

/**
 * A rendition shows parts of older translations where its own source left them untranslated
 * (ingest/compose.ts): its status is the worst of its parts', so it takes the status, the pending
 * changes and the issues of the items of the sources it shows parts of.
 */
function borrowedParts(items: ReviewItem[], rule: Rule): void {
  for (const it of items) {
    const r = rule.renditions.find((x) => x.source === it.source && x.lang === it.lang);
    if (!r) continue;
    const from = new Set([r.titleFrom, r.textFrom, ...r.examples.map((e) => e.from)].filter((s): s is string => !!s));
    for (const source of from) {
      const donor = items.find((x) => x.source === source);
      if (!donor) continue;
      if (RANK[donor.status] > RANK[it.status]) it.status = donor.status;
      const seen = new Set(it.pending.map((p) => p.version));
      it.pending.push(...donor.pending.filter((p) => !seen.has(p.version)));
      for (const i of donor.issues)
        it.issues.push({ ...i, detail: `${source}: ${i.detail}`, params: { ...i.params, source } });
    }
  }
}

/**
 * Per language, the items not superseded by an imported review: the import with the latest base
 * (ties: the later entry in sources.yaml) replaces the items whose base is not later. Other sources
 * never replace each other (one item per rule and source, DESIGN §5): two translations of one rule
 * are two texts to keep up to date until a review brings one back.
 */
function current(items: ReviewItem[], sources: Map<string, Source>, english: EnglishVersion[]): ReviewItem[] {
  // Bases in the rule's own time order (a history page's revisions sit between releases); -1: none.
  const newest = (it: ReviewItem) => {
    const v = it.baseVersions[it.baseVersions.length - 1];
    return v === undefined ? -1 : english.findIndex((e) => holds(e, v));
  };
  const winner = new Map<string, ReviewItem>();
  // Items come in sources.yaml order: on equal bases the later entry wins.
  for (const it of items) {
    if (sources.get(it.source)?.base === undefined || newest(it) < 0) continue;
    const w = winner.get(it.lang ?? '');
    if (!w || newest(it) >= newest(w)) winner.set(it.lang ?? '', it);
  }
  return items.filter((it) => {
    const w = winner.get(it.lang ?? '');
    return !w || w === it || newest(it) > newest(w);
  });
}

function reviewOne(
  stage: AlignStage,
  rule: Rule,
  t: Rendition,
  english: ReturnType<typeof englishOf>,
  tools: ReturnType<typeof stageTools>,
  source: Source | undefined,
  counts: { cards: number },
): ReviewItem {
  const issues: ReviewItem['issues'] = [];
  const imported = source?.base !== undefined;
  // An imported unit's id names its rule exactly, and a heading has nothing but its number to be
  // placed by: a declared place is no guess there.
  const headingOnly = !t.text.trim() && t.examples.length === 0;
  if (t.placement.by === 'declared' && !imported && !headingOnly)
    issues.push({
      kind: 'declared',
      detail: `placed by a declared numbering, not by content: ${t.placement.evidence.join('; ')}`,
      params: { evidence: t.placement.evidence.join('; ') },
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
    issues.push({
      kind: 'no-english',
      detail: `no English text of ${rule.id} in the content`,
      params: { id: rule.id },
    });
    item.status = 'needs-check';
    return item;
  }
  const declared = imported ? declaredBase(english, source.base!) : headingBase(t, english, source);
  const { base, all } = declared ? { base: declared, all: [] } : basesOf(t, english, tools);
  // A base stored once for a range of releases is each of them; a declared base starts at the
  // release the translation was made from, not where its English text first appeared.
  item.baseVersions = base
    .flatMap((v) => versionsIn(english.find((e) => e.version === v) ?? { version: v }, stage.versions))
    .filter((v) => !imported || !/^\d{4}-/.test(v) || v >= source.base!);
  const newestBase = base[base.length - 1];
  if (!newestBase) {
    const best = [...all].sort((a, b) => b.score - a.score)[0];
    issues.push({
      kind: 'no-base',
      detail: `agrees with no English version${best ? ` (closest: ${best.version}, ${best.score.toFixed(2)})` : ''}`,
      params: best ? { version: best.version, score: best.score.toFixed(2) } : {},
    });
  } else {
    const at = english.findIndex((e) => e.version === newestBase);
    item.pending = english
      .slice(at + 1)
      .filter((e) => !QUIET.has(e.change))
      .map((e) => ({ version: e.version, change: e.change, diff: e.diff }));
    // A whole translation is held to its base too: an example, number or reference it lacks is work.
    if (!declared || (source && isWholeTranslation(source)))
      issues.push(...structureIssues(stage, rule, t, english[at]!, tools, source?.format, counts));
    // An import translates parts: every example of its base must be there, its own or shown from
    // an older translation (ingest/compose.ts), else that part is still to do.
    else if (imported && t.examples.length < english[at]!.examples.length)
      issues.push(
        ...structureIssues(stage, rule, t, english[at]!, tools, source?.format).filter(
          (i) => i.kind === 'missing-example',
        ),
      );
  }
  item.status = statusOf(item);
  return item;
}

/** The English version in force at `date` (the last one at or before it), if any. */
function inForceAt(english: EnglishVersion[], date: string): EnglishVersion | undefined {
  return english.findLast((e) => e.version <= date) ?? english[0];
}

/** A version's words (its title, text and examples), once per version: every translation of a rule reads them. */
const versionWords = new WeakMap<EnglishVersion, string>();
function words(e: EnglishVersion): string {
  let w = versionWords.get(e);
  if (w === undefined) versionWords.set(e, (w = wordsOf([e.title ?? '', e.text, ...e.examples].join(' '))));
  return w;
}

/**
 * An imported translation's base: the English version it was exported from, and the versions after
 * it with the same words (cosmetic changes, renumbering).
 */
function declaredBase(english: EnglishVersion[], base: string): string[] | undefined {
  const at = english.findLastIndex((e) => e.version <= base);
  if (at < 0) return undefined;
  let end = at;
  while (end + 1 < english.length && words(english[end + 1]!) === words(english[at]!)) end++;
  return english.slice(at, end + 1).map((e) => e.version);
}

/**
 * A heading-only rendition's base: the English versions with the title the rule had where the
 * source's numbering was in force (today's when it declares none); undefined when the English
 * there is more than a heading (the rendition then lacks the text, and content decides).
 */
function headingBase(t: Rendition, english: EnglishVersion[], source: Source | undefined): string[] | undefined {
  if (t.text.trim() || t.examples.length) return undefined;
  const ref = source?.numbering ? inForceAt(english, source.numbering) : english[english.length - 1];
  if (!ref || ref.text.trim() || ref.examples.length || !ref.title) return undefined;
  const words = (x: string | undefined) => wordsOf(x ?? '');
  return english
    .filter((e) => !e.text.trim() && !e.examples.length && words(e.title) === words(ref.title))
    .map((e) => e.version);
}
