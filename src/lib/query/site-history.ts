/**
 * A rule's changes (the section of its page; DESIGN §7: history is no longer a page of its own):
 * revisions oldest first, each over the range of releases it held, the sources it was read from, and
 * their dates for the timeline. The word diffs are not in the page: its island reads them from the rule's
 * API file when the section comes into view.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Revision, Rule } from '../model/schema.js';
import { siteIndex } from './site.js';
import { label, sourceRef, type SourceRef } from './site-rule.js';
import { isIsoDate } from '../model/time.js';
import { tFor } from '../../i18n/index.js';

export interface HistoryPage {
  rule: Rule;
  /**
   * `label`: its version, or the range of releases it held ("2021-07-23 – 2025-11-14"); `sources`: the
   * sources it was read from, one entry per title (with how many releases printed it);
   * `full`: its whole text, examples included (`text` is the rule's body alone).
   */
  revisions: Array<Revision & { label: string; anchor: string; full: string; from: SourceRef[]; count: number }>;
  /** Each revision's date: its release's, or the date its source gives (undated: placed between; history/geometry.ts). */
  dates: Array<string | undefined>;
  /** The revision "compare any two" opens on against the newest: the newest whose text differs. */
  compareFrom: number;
}

/** The newest revision whose text differs from the last one (an unchanged release would show no difference). */
export function compareFrom(texts: readonly string[]): number {
  const last = texts.length - 1;
  for (let i = last - 1; i >= 0; i--) if (texts[i] !== texts[last]) return i;
  return Math.max(0, last - 1);
}

/** A revision's whole text (body and examples): what its word diff reads as the newer side. */
export function fullTextOf(r: Pick<Revision, 'diff'>): string {
  return r.diff
    .filter((d) => d.op !== 'delete')
    .map((d) => d.text)
    .join('');
}

/** The sources a revision was read from, once per title: a range of releases is one entry. */
function sourcesOf(r: Revision, lang: string): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const s of r.sources) {
    const ref = sourceRef(s, lang);
    if (!seen.has(ref.title)) seen.set(ref.title, ref);
  }
  return [...seen.values()];
}

export function historyPage(id: string, lang: string = SOURCE_LANG): HistoryPage {
  const index = siteIndex();
  const rule = index.rule(id)!;
  const t = tFor(lang);
  /** A history page's revision is named for where it sits between official releases, not "#5". */
  const placed = (i: number): string => {
    const r = rule.revisions[i]!;
    const source = sourceRef(r.version.replace(/#\d+$/, ''), lang).title;
    const before = rule.revisions.slice(0, i).findLast((x) => isIsoDate(x.version));
    const after = rule.revisions.slice(i + 1).find((x) => isIsoDate(x.version));
    const from = before && (before.through ?? before.version);
    if (from && after) return t('history.between', { source, from, to: after.version });
    if (from) return t('history.after', { source, from });
    if (after) return t('history.before', { source, to: after.version });
    return label(r.version);
  };
  const revisions = rule.revisions.map((r, i) => ({
    ...r,
    label: r.through
      ? `${label(r.version)} – ${label(r.through)}`
      : isIsoDate(r.version) || !/#\d+$/.test(r.version)
        ? label(r.version)
        : placed(i),
    anchor: `v${i}`,
    full: fullTextOf(r),
    from: sourcesOf(r, lang),
    count: r.sources.filter((s) => index.sources.get(s)?.format === 'cr').length,
  }));
  const dates = rule.revisions.map((r) => (isIsoDate(r.version) ? r.version : index.versionDate(r.version)));
  return {
    rule,
    revisions,
    dates,
    compareFrom: compareFrom(revisions.map((r) => r.full)),
  };
}
