/**
 * The English versions of one rule, oldest first, as alignment and review compare translations
 * with them. From `rule.revisions` (the history stage) when it has filled them; until then, from
 * the rule's English renditions, one per version (a history page's text equal to a CR's joins that
 * CR's version). Each version names one source: a `cr` source over a history page on ties.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { splitInlineExamples } from '../model/renditions.js';
import type { Change, DiffPart, Rendition, Rule, Source, Version } from '../model/schema.js';
import { wordDiff } from '../identity/diff.js';
import { isIsoDate } from '../model/time.js';

export interface EnglishVersion {
  version: string;
  /** The last release of the range this text held (a revision stored once for several releases). */
  through?: string;
  source: string;
  number: string;
  text: string;
  examples: string[];
  change: Change;
  diff: DiffPart[];
  /** The numbering its rule numbers are read in: the CR date, or "current". */
  numbering: string;
  /** A heading's title (a rule that is only a heading has no text). */
  title?: string;
}

/** A revision's entry names a source, or a revision of a history page (`SOURCE#N`): the source. */
const sourceId = (entry: string, format: Map<string, unknown>) =>
  format.has(entry) ? entry : entry.replace(/#\d+$/, '');

/** Words only: quote, dash, spacing and `_italic_` differences vanish. */
export function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Each source's format by id, made once per list of sources (a map per rule was a hundred entries
 * for every rule of the archive), again if the list grew or shrank.
 */
const formats = new WeakMap<Source[], Map<string, Source['format']>>();

export function englishVersions(rule: Rule, versions: Version[], sources: Source[]): EnglishVersion[] {
  let format = formats.get(sources);
  if (format?.size !== sources.length) formats.set(sources, (format = new Map(sources.map((s) => [s.id, s.format]))));
  const english = rule.renditions.filter((r) => r.lang === SOURCE_LANG);
  const numberingOf = (version: string) => (isIsoDate(version) ? version : 'current');
  if (rule.revisions.length > 0) {
    // A rule's English renditions by version: a rule of the archive has a hundred, and as many revisions.
    const byVersion = new Map<string | null, Rendition[]>();
    for (const r of english) {
      const list = byVersion.get(r.version);
      if (list) list.push(r);
      else byVersion.set(r.version, [r]);
    }
    return rule.revisions
      .filter((rev) => rev.change !== 'retired')
      .map((rev) => {
        // The first cr source, else the first known one, else the first at all; read in one pass that
        // mostly stops at the first entry (a revision held by a hundred releases lists them all).
        let cr: string | undefined;
        let known: string | undefined;
        let first: string | undefined;
        for (const s of rev.sources) {
          const id = sourceId(s, format);
          first ??= id;
          if (known === undefined && format.has(id)) known = id;
          if (format.get(id) === 'cr') {
            cr = id;
            break;
          }
        }
        const source = cr ?? known ?? first ?? '';
        const printed = byVersion
          .get(rev.version)
          ?.find((r) => rev.sources.some((s) => sourceId(s, format) === r.source));
        const split = rev.examples
          ? { body: rev.text, examples: rev.examples.map((e) => e.text) }
          : splitInlineExamples(rev.text);
        return {
          version: rev.version,
          ...(rev.through ? { through: rev.through } : {}),
          source: printed?.source ?? source,
          number: rev.number,
          text: printed ? printed.text : split.body,
          examples: printed ? printed.examples.map((e) => e.text) : split.examples,
          change: rev.change,
          diff: rev.diff,
          numbering: numberingOf(rev.version),
          ...(rev.title ? { title: rev.title } : {}),
        };
      });
  }
  return fromRenditions(english, versions, format);
}

/** Every version an English version stands for, oldest first (`versions`: the graph's, in order). */
export function versionsIn(e: Pick<EnglishVersion, 'version' | 'through'>, versions: readonly Version[]): string[] {
  if (!e.through) return [e.version];
  const from = versions.findIndex((v) => v.id === e.version);
  const to = versions.findIndex((v) => v.id === e.through);
  return from < 0 || to < from
    ? [e.version]
    : versions
        .slice(from, to + 1)
        .filter((v) => v.kind === 'cr')
        .map((v) => v.id);
}

function fromRenditions(english: Rendition[], versions: Version[], format: Map<string, string>): EnglishVersion[] {
  const order = new Map(versions.map((v, i) => [v.id, i]));
  const rank = (r: Rendition) => order.get(r.version ?? '') ?? -1;
  const sorted = english
    .filter((r) => r.version !== null && (r.text || r.examples.length))
    .sort((a, b) => rank(a) - rank(b) || Number(format.get(b.source) === 'cr') - Number(format.get(a.source) === 'cr'));
  const out: EnglishVersion[] = [];
  for (const r of sorted) {
    const examples = r.examples.map((e) => e.text);
    const full = wordsOf([r.text, ...examples].join(' '));
    // A history page's current text equal to a CR's is that CR's version (DESIGN §3 Version).
    if (format.get(r.source) !== 'cr' && out.some((v) => wordsOf([v.text, ...v.examples].join(' ')) === full)) continue;
    const prev = out[out.length - 1];
    const { change, diff } = prev
      ? compare(prev, r.text, examples, r.number)
      : { change: 'created' as Change, diff: [] };
    out.push({
      version: r.version!,
      ...(r.through ? { through: r.through } : {}),
      source: r.source,
      number: r.number,
      text: r.text,
      examples,
      change,
      diff,
      numbering: format.get(r.source) === 'cr' ? r.version! : 'current',
    });
  }
  return out;
}

/** The change class between consecutive versions (DESIGN §3 Revision), when no history stage gave one. */
function compare(
  prev: EnglishVersion,
  text: string,
  examples: string[],
  number: string,
): { change: Change; diff: DiffPart[] } {
  const before = [prev.text, ...prev.examples].join('\n');
  const after = [text, ...examples].join('\n');
  const diff = wordDiff(before, after);
  const renumbered = prev.number !== number;
  if (before === after) return { change: renumbered ? 'renumbered' : 'unchanged', diff };
  if (wordsOf(before) === wordsOf(after)) return { change: renumbered ? 'renumbered' : 'cosmetic', diff };
  const noNumbers = (t: string) => wordsOf(t.replace(/\b\d{3}(\.\d+[a-z]{0,2})?\b/g, '#'));
  if (noNumbers(before) === noNumbers(after)) return { change: 'renumbered', diff };
  return { change: 'substantive', diff };
}
