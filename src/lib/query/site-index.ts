/**
 * Per-build indexes over the graph, computed once (site.ts memoises the whole object): sorted
 * ids, number history by rule, old numbers, rendition preferences, section membership. Nothing
 * here is O(n) per page.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Graph, NumberUse, Rendition, Rule, Source } from '../model/schema.js';
import { compareNumbers, sortNumbers } from '../model/numbers.js';
import { byPeriod } from '../model/time.js';
import { editionOf, type Edition } from '../model/edition.js';
import { compareRenditions, preferenceContext, type PreferenceContext } from '../model/preference.js';

export interface Shown {
  rendition: Rendition;
  /** The page's language has no text; `rendition` is English (or, failing that, any language). */
  fallback: boolean;
}

export interface NumberRow {
  number: string;
  from: string | null;
  to: string | null;
}

export class SiteIndex {
  readonly ids: string[];
  /** Ids in today's numbering (no `@`). */
  readonly current: string[];
  /** Ids of other numberings (`502.84@2008-10-01`). */
  readonly other: string[];
  /** The rules in force (the newest release): what every current view lists. */
  readonly edition: Edition;
  /** Rules only translations hold (the edition's `unplaced`). */
  readonly unplaced: string[];
  /** Section pages: the sections in force, then those only translations hold. */
  readonly sections: string[];
  private readonly sectionSet: Set<string>;
  readonly chapters: string[];
  readonly sources = new Map<string, Source>();
  readonly sourceOrder = new Map<string, number>();
  /** Every language with a rendition, English first. */
  readonly langs: string[];
  private readonly numbersByRule = new Map<string, NumberRow[]>();
  /** graph.numbers, plus the numbers renditions print in older numberings when graph.numbers lacks them. */
  private readonly uses = new Map<string, NumberUse[]>();
  private readonly versionDates = new Map<string, string | undefined>();
  private readonly shownCache = new Map<string, Shown | null>();
  private readonly descCache = new Map<string, string[]>();

  constructor(readonly graph: Graph) {
    this.ids = sortNumbers(Object.keys(graph.rules));
    this.current = this.ids.filter((id) => !id.includes('@'));
    this.other = this.ids.filter((id) => id.includes('@'));
    this.edition = editionOf(graph);
    this.unplaced = this.edition.unplaced;
    this.chapters = this.edition.ids.filter((id) => graph.rules[id]!.kind === 'chapter');
    this.sections = [...this.edition.ids, ...this.unplaced].filter((id) => graph.rules[id]!.kind === 'section');
    this.sectionSet = new Set(this.sections);
    graph.sources.forEach((s, i) => {
      this.sources.set(s.id, s);
      this.sourceOrder.set(s.id, i);
    });
    for (const v of graph.versions) this.versionDates.set(v.id, v.date);
    const langs = new Set<string>();
    for (const id of this.ids) for (const r of graph.rules[id]!.renditions) langs.add(r.lang);
    this.langs = [...langs].sort((a, b) => (a === SOURCE_LANG ? -1 : b === SOURCE_LANG ? 1 : a.localeCompare(b)));
    for (const [number, list] of Object.entries(graph.numbers)) this.uses.set(number, [...list]);
    this.addPrintedNumbers();
    for (const number of sortNumbers(this.uses.keys())) {
      const uses = this.uses.get(number)!;
      for (const u of uses) {
        const rows = this.numbersByRule.get(u.id) ?? [];
        rows.push({ number, from: u.from, to: u.to });
        this.numbersByRule.set(u.id, rows);
      }
    }
    for (const rows of this.numbersByRule.values()) rows.sort(byPeriod);
  }

  /**
   * A translation printed in an older numbering (706.10 of 2012, placed on 707.10) tells that the
   * rule had that number then: used when graph.numbers does not say so, until today's numbering.
   */
  private addPrintedNumbers(): void {
    for (const id of this.ids) {
      const bare = id.replace(/@.*/, '');
      for (const r of this.graph.rules[id]!.renditions) {
        const numbering = this.numberingOf(r);
        const printed = r.sourceNumber ?? r.number;
        if (!numbering || !printed || printed === bare || r.placement.by === 'none') continue;
        const list = this.uses.get(printed) ?? [];
        if (list.some((u) => u.id === id)) continue;
        list.push({ id, from: numbering, to: this.graph.canonicalNumbering });
        this.uses.set(printed, list);
      }
    }
  }

  /** Who used a number when (graph.numbers plus printed numbers, see addPrintedNumbers). */
  numberUses(number: string): NumberUse[] {
    return this.uses.get(number) ?? [];
  }

  /** Every number any rule ever had, in rule order. */
  allNumbers(): string[] {
    return sortNumbers(this.uses.keys());
  }

  rule(id: string): Rule | undefined {
    return this.graph.rules[id];
  }

  /** A rule's numbers over time, oldest first. */
  numbersOf(id: string): NumberRow[] {
    return this.numbersByRule.get(id) ?? [];
  }

  /** Every number the rule had ended: it left the Comprehensive Rules (2008's 310 Combat Damage Step). */
  isRetired(id: string): boolean {
    const numbers = this.numbersOf(id);
    return numbers.length > 0 && numbers.every((n) => n.to !== null);
  }

  versionDate(version: string | null | undefined): string | undefined {
    return version ? this.versionDates.get(version) : undefined;
  }

  /** The numbering a rendition's printed numbers are read in; undefined for the canonical one. */
  numberingOf(r: Rendition): string | undefined {
    const n = r.numbering ?? this.sources.get(r.source)?.numbering;
    return n && n !== this.graph.canonicalNumbering ? n : undefined;
  }

  /**
   * Placed only by a number declared for it (a numbering map): neither by content nor by the release
   * its source translates (a whole translation, an imported one: their numbers are that release's).
   */
  onlyDeclared(r: Rendition): boolean {
    return r.placement.by === 'declared' && !this.sources.get(r.source)?.base;
  }

  /** Languages the rule has renditions in, English first. */
  renditionLangs(rule: Rule): string[] {
    const set = new Set(rule.renditions.map((r) => r.lang));
    return this.langs.filter((l) => set.has(l));
  }

  /** A rule's renditions in one language, the preferred one first. */
  renditionsIn(rule: Rule, lang: string): Rendition[] {
    return rule.renditions.filter((r) => r.lang === lang).sort((a, b) => this.preference(a, b));
  }

  /** What to show on a page in `lang`: its own rendition, else English, else any. */
  shown(id: string, lang: string): Shown | undefined {
    const key = `${lang}\u0000${id}`;
    const hit = this.shownCache.get(key);
    if (hit !== undefined) return hit ?? undefined;
    const rule = this.graph.rules[id];
    let out: Shown | null = null;
    if (rule && rule.renditions.length) {
      const own = this.renditionsIn(rule, lang)[0];
      if (own) out = { rendition: own, fallback: false };
      else {
        const en = this.renditionsIn(rule, SOURCE_LANG)[0];
        const any = en ?? [...rule.renditions].sort((a, b) => this.preference(a, b))[0]!;
        out = { rendition: any, fallback: true };
      }
    }
    this.shownCache.set(key, out);
    return out ?? undefined;
  }

  /**
   * A rule's children as a page shows them: those in force under a rule in force (a retired
   * subrule is not part of today's rule), every one under a retired rule (as it was).
   */
  childrenOf(id: string): string[] {
    const rule = this.graph.rules[id];
    if (!rule) return [];
    const kids = rule.children.filter((c) => this.graph.rules[c]);
    return this.edition.has(id) ? kids.filter((c) => this.edition.has(c)) : kids;
  }

  /** The rule and everything under it (childrenOf), in reading order. */
  descendants(id: string): string[] {
    const hit = this.descCache.get(id);
    if (hit) return hit;
    const out: string[] = [];
    const walk = (rid: string) => {
      if (!this.graph.rules[rid]) return;
      out.push(rid);
      for (const c of [...this.childrenOf(rid)].sort(compareNumbers)) walk(c);
    };
    walk(id);
    this.descCache.set(id, out);
    return out;
  }

  /** The section (`707`) or chapter a rule belongs to, following parents. */
  ancestors(id: string): string[] {
    const out: string[] = [];
    for (let p = this.graph.rules[id]?.parent; p && out.length < 8; p = this.graph.rules[p]?.parent) {
      if (!this.graph.rules[p]) break;
      out.unshift(p);
    }
    return out;
  }

  hasSectionPage(id: string): boolean {
    return this.sectionSet.has(id);
  }

  sectionOf(id: string): string | undefined {
    if (this.graph.rules[id]?.kind === 'section') return id;
    return this.ancestors(id).find((a) => this.graph.rules[a]?.kind === 'section');
  }

  private preference(a: Rendition, b: Rendition): number {
    return compareRenditions(a, b, (this.preferring ??= preferenceContext(this.graph)));
  }
  private preferring?: PreferenceContext;
}

export function buildIndex(graph: Graph): SiteIndex {
  return new SiteIndex(graph);
}
