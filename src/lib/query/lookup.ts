/**
 * `rules lookup NUMBER`: a rule by today's id, by an old number, or by a number read in a given
 * version's numbering (DESIGN §5). A current id wins; an old number only one rule had resolves to
 * it; otherwise the candidates are listed.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Graph, NumberUse, Rule } from '../model/schema.js';
import { holds, perRelease } from '../model/ranges.js';
import { byPeriod, isIsoDate, within } from '../model/time.js';
import { normaliseQuery, sortNumbers } from '../model/numbers.js';

export class UnknownRuleError extends Error {
  constructor(
    readonly query: string,
    detail = '',
  ) {
    super(`unknown rule number: ${query}${detail}`);
    this.name = 'UnknownRuleError';
  }
}

export interface LookupResult {
  id: string;
  kind: Rule['kind'];
  title: string;
  parent: string | null;
  renditions: Array<
    Pick<
      Rule['renditions'][number],
      'lang' | 'source' | 'number' | 'version' | 'text' | 'examples' | 'title' | 'placement'
    >
  >;
  children: string[];
  references: string[];
  referencedBy: string[];
  numbers: Array<{ number: string; from: string | null; to: string | null }>;
  formerly: Array<{ id: string; number: string; from: string | null; to: string | null }>;
  /** The release read: `--version`'s, else the newest (null when the content holds no release). */
  release: string | null;
  /** The English text that release printed (its rendition), null when the rule was not in it. */
  current: LookupResult['renditions'][number] | null;
  /** A rule no longer in the Comprehensive Rules: its last number and the first release without it. */
  retired?: { number: string; since: string };
}

export interface Candidates {
  query: string;
  candidates: Array<{ id: string; number: string; from: string | null; to: string | null }>;
}

export interface LookupOptions {
  lang?: string;
  version?: string;
}

/** A `--version` value that names no version the graph holds. */
export class UnknownVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownVersionError';
  }
}

/** The version whose numbering a `--version` value means: that version, or the newest on or before a date. */
export function versionFor(graph: Graph, version: string): string {
  if (graph.versions.some((v) => v.id === version)) return version;
  if (!isIsoDate(version))
    throw new UnknownVersionError(`not a version: ${version} (expected a date, YYYY-MM-DD, or a version id)`);
  const dated = graph.versions.filter((v) => v.date && v.date <= version).map((v) => v.date!);
  if (dated.length === 0) {
    const first = graph.versions
      .map((v) => v.date)
      .filter(Boolean)
      .sort()[0];
    throw new UnknownVersionError(
      first ? `${version} is before the first release (${first})` : `no dated version is ingested (${version})`,
    );
  }
  return dated.sort().at(-1)!;
}

/**
 * Own keys only: `graph.rules` and `graph.numbers` are plain objects, so a query such as
 * `__proto__`, `constructor` or `toString` would otherwise reach Object.prototype's members.
 */
function ruleAt(graph: Graph, id: string): Rule | undefined {
  return Object.hasOwn(graph.rules, id) ? graph.rules[id] : undefined;
}
function usesOf(graph: Graph, number: string): NumberUse[] {
  return Object.hasOwn(graph.numbers, number) ? (graph.numbers[number] ?? []) : [];
}

function usesAt(graph: Graph, number: string, version: string): NumberUse[] {
  return usesOf(graph, number).filter((u) => within(version, u.from, u.to));
}

export function lookup(graph: Graph, query: string, opts: LookupOptions = {}): LookupResult | Candidates {
  const q = normaliseQuery(query);
  let id: string | undefined;
  if (opts.version) {
    const v = versionFor(graph, opts.version);
    const uses = usesAt(graph, q, v);
    if (uses.length === 1) id = uses[0]!.id;
    else if (uses.length === 0) {
      if (ruleAt(graph, q) && !usesOf(graph, q).length) id = q;
      else throw new UnknownRuleError(q, ` in the numbering of ${v}`);
    } else return { query: q, candidates: uses.map((u) => ({ id: u.id, number: q, from: u.from, to: u.to })) };
  } else if (ruleAt(graph, q)) {
    id = q;
  } else {
    // An id `NUMBER@DATE` the graph no longer has (a newer version gave the rule another id, and
    // the site published the old one): the rule that had NUMBER at DATE.
    const [bare, at] = q.split('@') as [string, string | undefined];
    const uses = at ? usesAt(graph, bare, at) : usesOf(graph, q);
    const ids = [...new Set(uses.map((u) => u.id))];
    if (ids.length === 1) id = ids[0];
    else if (ids.length > 1)
      return { query: q, candidates: uses.map((u) => ({ id: u.id, number: bare, from: u.from, to: u.to })) };
  }
  const rule = id === undefined ? undefined : ruleAt(graph, id);
  if (!rule) throw new UnknownRuleError(q);
  return describe(graph, rule, q, opts.lang, opts.version && versionFor(graph, opts.version));
}

function describe(graph: Graph, rule: Rule, query: string, lang?: string, release?: string): LookupResult {
  const releases = graph.versions.filter((v) => v.kind === 'cr');
  // The rule's own numbers, as the ingest stored them on it (else found in graph.numbers).
  const numbers: LookupResult['numbers'] = rule.numbers ? [...rule.numbers] : [];
  if (!rule.numbers) {
    for (const [number, uses] of Object.entries(graph.numbers))
      for (const u of uses) if (u.id === rule.id) numbers.push({ number, from: u.from, to: u.to });
    // Oldest first: by the end of the period (open-ended last), then by its start.
    numbers.sort(byPeriod);
  }
  const bare = query.replace(/@.*/, '');
  // Asked by its own number, the rule knows who had it before; another number asks graph.numbers.
  const formerly =
    rule.numbers && bare === rule.id.replace(/@.*/, '')
      ? (rule.formerly ?? [])
      : usesOf(graph, bare)
          .filter((u) => u.id !== rule.id)
          .map((u) => ({ id: u.id, number: bare, from: u.from, to: u.to }));
  return {
    id: rule.id,
    kind: rule.kind,
    title: rule.title,
    parent: rule.parent,
    // One rendition per source and version, newest first, as §5 lists them: a text stored once for
    // a range of releases is listed for each.
    renditions: rule.renditions
      .filter((r) => !lang || r.lang === lang)
      .flatMap((r) => perRelease(r, releases))
      .map((r) => ({
        lang: r.lang,
        source: r.source,
        number: r.number,
        version: r.version,
        title: r.title,
        text: r.text,
        examples: r.examples,
        placement: r.placement,
      })),
    children: sortNumbers(rule.children),
    references: rule.references,
    referencedBy: rule.referencedBy,
    numbers,
    formerly,
    ...inRelease(graph, rule, release),
  };
}

/** The rule in `release` (newest first otherwise): the English rendition it printed, or retired. */
function inRelease(graph: Graph, rule: Rule, release: string | undefined) {
  const official = graph.versions.filter((v) => v.kind === 'cr');
  const at =
    release ??
    official
      .map((v) => v.id)
      .sort()
      .at(-1);
  const sources = official.find((v) => v.id === at)?.sources ?? [];
  const cr = new Set(graph.sources.filter((x) => x.format === 'cr').map((x) => x.id));
  const held = at ? rule.renditions.find((r) => r.lang === SOURCE_LANG && cr.has(r.source) && holds(r, at)) : undefined;
  const last = rule.revisions.at(-1);
  return {
    release: at ?? null,
    current: held
      ? {
          lang: held.lang,
          source: sources[0] ?? held.source,
          number: held.number,
          version: at!,
          title: held.title,
          text: held.text,
          examples: held.examples,
          placement: held.placement,
        }
      : null,
    ...(last?.change === 'retired' && (!at || last.version <= at)
      ? { retired: { number: last.number, since: last.version } }
      : {}),
  };
}
