/**
 * Matching the rules of two consecutive versions: which rule of the newer version is which rule of
 * the older one, decided by content (DESIGN §3). Identity (model/identity.ts) joins matched rules
 * into one rule across versions. Stages, each on what the earlier ones left:
 *  1. identical      — the same text (quotes, dashes, spacing, italics, renamed terms and cited
 *                      numbers aside) on exactly one rule of each side;
 *  2. same-number    — the same number and a similar text, when neither has a better partner;
 *  3. best-similarity — rounds of greedy best pairs by word similarity plus structural evidence
 *                      (parent already matched to the candidate's parent, the section shift learnt
 *                      from the majority of matches so far, the same number);
 *  4. section-shift  — what is left at the same number read through its section's shift, or at the
 *                      same letter under a matched parent, with a weaker text resemblance;
 *  5. title          — headings and title-only rules whose title is unique on both sides, whatever
 *                      their level (310 → 510 Combat Damage Step; 212.2 Artifacts → section 301);
 *  6. structure      — headings and rules whose children moved together (majority), with their titles.
 * Then leftovers are examined for splits (a new rule made of an old rule's text) and merges.
 */
import { Corpus, features, type RuleFeatures } from './features.js';
import { inferShifts, shiftedNumber, type SectionShifts } from './shifts.js';
import { findRelations } from './relations.js';
import { alike } from './likeness.js';
import type { MatchStage, VersionMatch, VersionMatching } from '../model/identity.js';
import { cosmeticKey, type VersionRule } from '../text/rule-text.js';

export { fullText, type VersionRule } from '../text/rule-text.js';

export interface VersionRules {
  version: string;
  rules: VersionRule[];
}

export type { MatchStage, VersionMatch, VersionMatching };

/** Minimum word similarity for two same-numbered texts of consecutive versions to be one rule. */
export const SAME_RULE = 0.6;
/** Rule texts (examples aside) less alike than this are not one rule, whatever the structure says. */
const FLOOR = 0.35;
const CANDIDATES = 12;

export function matchVersions(older: VersionRules, newer: VersionRules): VersionMatch[] {
  return matchVersionsDetailed(older, newer).matches;
}

export function matchVersionsDetailed(older: VersionRules, newer: VersionRules): VersionMatching {
  return new Matcher(older, newer).run();
}

class Matcher {
  readonly o: RuleFeatures[];
  readonly n: RuleFeatures[];
  readonly corpus: Corpus;
  readonly oToN: Int32Array;
  readonly nToO: Int32Array;
  readonly byNumber: [Map<string, number>, Map<string, number>];
  readonly matches: VersionMatch[] = [];
  shifts: SectionShifts = new Map();
  private readonly label: string;

  constructor(
    readonly older: VersionRules,
    readonly newer: VersionRules,
  ) {
    this.o = older.rules.map(features);
    this.n = newer.rules.map(features);
    this.corpus = new Corpus([this.o, this.n]);
    this.oToN = new Int32Array(this.o.length).fill(-1);
    this.nToO = new Int32Array(this.n.length).fill(-1);
    this.byNumber = [new Map(this.o.map((f, i) => [f.number, i])), new Map(this.n.map((f, i) => [f.number, i]))];
    this.label = `${older.version} → ${newer.version}`;
  }

  run(): VersionMatching {
    this.identical();
    this.sameNumber();
    for (const threshold of [0.85, 0.7, 0.55, 0.45]) {
      this.shifts = inferShifts(this.pairs());
      this.bestSimilarity(threshold);
      this.repeatedUnderParent();
    }
    this.shifts = inferShifts(this.pairs());
    this.sectionShift();
    this.titles();
    this.structure();
    this.shifts = inferShifts(this.pairs());
    const unmatched = {
      older: this.o.filter((_, i) => this.oToN[i]! < 0).map((f) => f.number),
      newer: this.n.filter((_, j) => this.nToO[j]! < 0).map((f) => f.number),
    };
    const relations = findRelations(this.corpus, this.o, this.n, this.oToN, this.nToO);
    return {
      older: this.older.version,
      newer: this.newer.version,
      matches: this.matches,
      shifts: this.shifts,
      relations,
      unmatched,
    };
  }

  private pairs(): Array<[RuleFeatures, RuleFeatures]> {
    return this.matches.map((m) => [this.o[this.byNumber[0].get(m.older)!]!, this.n[this.byNumber[1].get(m.newer)!]!]);
  }

  private link(i: number, j: number, stage: MatchStage, score: number, why: string): void {
    this.oToN[i] = j;
    this.nToO[j] = i;
    const a = this.o[i]!.number;
    const b = this.n[j]!.number;
    this.matches.push({
      older: a,
      newer: b,
      score: Math.round(score * 1000) / 1000,
      stage,
      evidence: `${a} → ${b} (${this.label}): ${why}`,
    });
  }

  private free = (side: 0 | 1) => (i: number) => (side === 0 ? this.oToN[i]! < 0 : this.nToO[i]! < 0);
  private readonly candidateMemo: [Map<number, number[]>, Map<number, number[]>] = [new Map(), new Map()];

  /** Unmatched candidates on the other side for side `from`'s rule `i` (word index, computed once). */
  private candidates(from: 0 | 1, i: number): number[] {
    let all = this.candidateMemo[from].get(i);
    if (!all) this.candidateMemo[from].set(i, (all = this.corpus.candidates(from, i, 2 * CANDIDATES, () => true)));
    const free = this.free(from === 0 ? 1 : 0);
    return all.filter(free).slice(0, CANDIDATES);
  }

  /** Headings (sections, chapters) are matched by what they contain, never by their words alone. */
  private textual(f: RuleFeatures): boolean {
    return f.kind === 'rule' || f.kind === 'subrule';
  }

  /** Same text on one rule of each side; then the same body with examples changed. */
  private identical(): void {
    this.identicalBy((f) => f.looseKey, 'identical text');
    this.identicalBy((f) => (f.titleOnly ? '' : f.bodyKey), 'identical rule text, examples changed');
  }

  private identicalBy(key: (f: RuleFeatures) => string, what: string): void {
    const groups = new Map<string, [number[], number[]]>();
    const add = (f: RuleFeatures, i: number, side: 0 | 1) => {
      const k = key(f);
      if (!this.textual(f) || k === '' || (side === 0 ? this.oToN[i]! : this.nToO[i]!) >= 0) return;
      const g = groups.get(k) ?? groups.set(k, [[], []]).get(k)!;
      g[side].push(i);
    };
    this.o.forEach((f, i) => add(f, i, 0));
    this.n.forEach((f, j) => add(f, j, 1));
    for (const [os, ns] of groups.values()) {
      if (os.length === 1 && ns.length === 1) {
        const [i, j] = [os[0]!, ns[0]!];
        const [a, b] = [this.o[i]!.full, this.n[j]!.full];
        // Most pairs of releases print most rules alike: equal texts need no key.
        const exact = a === b || cosmeticKey(a) === cosmeticKey(b);
        this.link(
          i,
          j,
          'identical',
          1,
          exact ? 'identical text' : `${what} (cited numbers, renamed terms or styling aside)`,
        );
        continue;
      }
      // Repeated texts: the same number settles it; the rest waits for structure.
      for (const i of os) {
        const j = this.byNumber[1].get(this.o[i]!.number);
        if (j !== undefined && ns.includes(j) && this.nToO[j]! < 0)
          this.link(i, j, 'identical', 1, `${what}, same number`);
      }
    }
  }

  /**
   * A text printed under several rules ("See rule 708, … for more information.") that moved within
   * its own rule (701.34g → 701.34h): among the newer rules with that text, the one under the rule
   * its parent became. Run once the parents are matched.
   */
  private repeatedUnderParent(): void {
    const groups = new Map<string, [number[], number[]]>();
    const add = (f: RuleFeatures, i: number, side: 0 | 1) => {
      if (!this.textual(f) || f.looseKey === '' || (side === 0 ? this.oToN[i]! : this.nToO[i]!) >= 0) return;
      const g = groups.get(f.looseKey) ?? groups.set(f.looseKey, [[], []]).get(f.looseKey)!;
      g[side].push(i);
    };
    this.o.forEach((f, i) => add(f, i, 0));
    this.n.forEach((f, j) => add(f, j, 1));
    for (const [os, ns] of groups.values()) {
      if (os.length === 0 || ns.length === 0) continue;
      for (const i of os) {
        const a = this.o[i]!;
        const pa = a.parent === undefined ? undefined : this.byNumber[0].get(a.parent);
        if (pa === undefined || this.oToN[pa]! < 0) continue;
        const parent = this.n[this.oToN[pa]!]!.number;
        const under = ns.filter((j) => this.nToO[j]! < 0 && this.n[j]!.parent === parent);
        if (under.length === 1)
          this.link(i, under[0]!, 'identical', 1, `identical text, under ${a.parent} → ${parent}`);
      }
    }
  }

  /** Best unmatched partner of `f` on the other side by plain similarity, with its score. */
  private bestOf(side: 0 | 1, i: number): { k: number; s: number } {
    const f = (side === 0 ? this.o : this.n)[i]!;
    const other = side === 0 ? this.n : this.o;
    let best = { k: -1, s: 0 };
    for (const k of this.candidates(side, i)) {
      if (!this.textual(other[k]!)) continue;
      const s = side === 0 ? this.corpus.similarity(i, k) : this.corpus.similarity(k, i);
      if (s > best.s) best = { k, s };
    }
    return best;
  }

  private sameNumber(): void {
    this.o.forEach((f, i) => {
      if (this.oToN[i]! >= 0 || !this.textual(f)) return;
      const j = this.byNumber[1].get(f.number);
      if (j === undefined || this.nToO[j]! >= 0) return;
      const s = this.corpus.similarity(i, j);
      if (s < SAME_RULE) return;
      // Templated rules ("If a creature has multiple instances of flanking, …") are alike under
      // neighbouring numbers: a same-numbered partner must also be the best one on both sides.
      const bo = this.bestOf(0, i);
      const bn = this.bestOf(1, j);
      if ((bo.k !== j && bo.s > s + 0.02) || (bn.k !== i && bn.s > s + 0.02)) return;
      this.link(i, j, 'same-number', s, `same number, text ${alike(this.o[i]!, this.n[j]!)} alike`);
    });
  }

  /** Structural evidence for pairing o[i] with n[j], beyond their words. */
  private context(i: number, j: number): { bonus: number; why: string[] } {
    const a = this.o[i]!;
    const b = this.n[j]!;
    const why: string[] = [];
    let bonus = 0;
    const pa = a.parent === undefined ? undefined : this.byNumber[0].get(a.parent);
    if (pa !== undefined && this.oToN[pa]! >= 0) {
      const went = this.n[this.oToN[pa]!]!.number;
      if (went === b.parent) {
        bonus += 0.15;
        why.push(`parent ${a.parent} → ${b.parent}`);
      } else if (a.kind === 'subrule' && b.kind === 'subrule') {
        // A subrule under another rule than its own became (a keyword's under another keyword's):
        // templated texts ("A permanent 'connives' after …") are alike, the parents tell them apart.
        bonus -= 0.15;
        why.push(`though its parent ${a.parent} became ${went}, not ${b.parent}`);
      }
    }
    if (a.kind !== b.kind) {
      bonus -= 0.02;
      why.push(`${a.kind} → ${b.kind}`);
    }
    const shifted = shiftedNumber(this.shifts, a);
    if (this.shifts.get(a.section) === b.section) {
      bonus += shifted === b.number ? 0.1 : 0.05;
      if (a.section !== b.section) why.push(`section ${a.section} → ${b.section} shift`);
    } else if (a.number === b.number) bonus += 0.03;
    return { bonus, why };
  }

  private bestSimilarity(threshold: number): void {
    const pairs: Array<{ i: number; j: number; s: number; score: number; why: string[] }> = [];
    const seen = new Set<number>();
    const consider = (i: number, j: number) => {
      const key = i * this.n.length + j;
      if (seen.has(key)) return;
      seen.add(key);
      const a = this.o[i]!;
      const b = this.n[j]!;
      // A rule may become a subrule or the reverse (110.5c → 111.4, 708.7 → 708.4a).
      if (!this.textual(a) || !this.textual(b)) return;
      const s = this.corpus.similarity(i, j);
      if (this.corpus.bodySimilarity(i, j) < FLOOR) return;
      const { bonus, why } = this.context(i, j);
      if (s + bonus >= threshold) pairs.push({ i, j, s, score: s + bonus, why });
    };
    this.o.forEach((a, i) => {
      if (this.oToN[i]! >= 0 || !this.textual(a)) return;
      for (const j of this.candidates(0, i)) consider(i, j);
      for (const j of this.structuralCandidates(a)) consider(i, j);
    });
    this.n.forEach((b, j) => {
      if (this.nToO[j]! >= 0 || !this.textual(b)) return;
      for (const i of this.candidates(1, j)) consider(i, j);
    });
    pairs.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
    for (const p of pairs) {
      if (this.oToN[p.i]! >= 0 || this.nToO[p.j]! >= 0) continue;
      const text = `best match, text ${alike(this.o[p.i]!, this.n[p.j]!)} alike`;
      this.link(p.i, p.j, 'best-similarity', p.s, [text, ...p.why].join('; '));
    }
  }

  /** Unmatched rules of the newer side where structure says `a` should be. */
  private structuralCandidates(a: RuleFeatures): number[] {
    const out: number[] = [];
    const add = (number: string | undefined) => {
      const j = number === undefined ? undefined : this.byNumber[1].get(number);
      if (j !== undefined && this.nToO[j]! < 0) out.push(j);
    };
    add(a.number);
    add(shiftedNumber(this.shifts, a));
    const pa = a.parent === undefined ? undefined : this.byNumber[0].get(a.parent);
    if (pa !== undefined && this.oToN[pa]! >= 0) {
      const np = this.n[this.oToN[pa]!]!.number;
      add(np + a.number.slice(a.parent!.length));
    }
    return out;
  }

  private sectionShift(): void {
    this.o.forEach((a, i) => {
      if (this.oToN[i]! >= 0 || !this.textual(a)) return;
      let best: { j: number; s: number; why: string } | undefined;
      for (const j of this.structuralCandidates(a)) {
        const b = this.n[j]!;
        if (!this.textual(b)) continue;
        const s = this.corpus.similarity(i, j);
        const { bonus, why } = this.context(i, j);
        if (bonus < 0.1 || this.corpus.bodySimilarity(i, j) < FLOOR - 0.05) continue;
        if (!best || s > best.s) best = { j, s, why: why.join('; ') || 'same place' };
      }
      if (best && this.bestOf(1, best.j).s <= best.s + 0.1)
        this.link(i, best.j, 'section-shift', best.s, `${best.why}; text ${alike(this.o[i]!, this.n[best.j]!)} alike`);
    });
  }

  /**
   * A heading's or title-only rule's title names it as surely as a text: one that only one entry of
   * each side bears (matched or not) is one thing, even across levels (a title-only rule become a
   * section in the 2009 rewrite, a section become a chapter).
   */
  private titles(): void {
    const groups = new Map<string, [number[], number[]]>();
    const collect = (list: RuleFeatures[], side: 0 | 1) =>
      list.forEach((f, i) => {
        if ((this.textual(f) && !f.titleOnly) || f.bodyKey === '') return;
        const g = groups.get(f.bodyKey) ?? groups.set(f.bodyKey, [[], []]).get(f.bodyKey)!;
        g[side].push(i);
      });
    collect(this.o, 0);
    collect(this.n, 1);
    for (const [os, ns] of groups.values()) {
      if (os.length !== 1 || ns.length !== 1) continue;
      const [i, j] = [os[0]!, ns[0]!];
      if (this.oToN[i]! >= 0 || this.nToO[j]! >= 0) continue;
      const [a, b] = [this.o[i]!, this.n[j]!];
      const level = a.kind === b.kind ? '' : `; ${a.kind} → ${b.kind}`;
      this.link(i, j, 'title', 1, `the only ${a.kind === b.kind ? a.kind : 'entry'} titled so on each side${level}`);
    }
  }

  /**
   * Headings and rules whose contents moved together: a rule goes where most of its subrules went,
   * a section where most of its rules and subrules went, a chapter where most of its sections went.
   * Then headings left over with the same title and number (a section "General" with no rules).
   */
  private structure(): void {
    const owner = (f: RuleFeatures, kind: 'rule' | 'section' | 'chapter'): string | undefined =>
      kind === 'rule'
        ? f.kind === 'subrule'
          ? f.parent
          : undefined
        : kind === 'section'
          ? this.textual(f)
            ? f.section
            : undefined
          : f.kind === 'section'
            ? f.parent
            : undefined;
    for (const kind of ['rule', 'section', 'chapter'] as const) {
      const votes = new Map<number, Map<number, number>>();
      const total = new Map<number, number>();
      this.o.forEach((c, i) => {
        const own = owner(c, kind);
        const pi = own === undefined ? undefined : this.byNumber[0].get(own);
        if (pi === undefined) return;
        total.set(pi, (total.get(pi) ?? 0) + 1);
        const j = this.oToN[i]!;
        // A title-only rule's subrules may have become a section's rules (419.9's → 615's).
        const theirs =
          j < 0 ? undefined : (owner(this.n[j]!, kind) ?? (kind === 'rule' ? this.n[j]!.parent : undefined));
        const pj = theirs === undefined ? undefined : this.byNumber[1].get(theirs);
        if (pj === undefined) return;
        const v = votes.get(pi) ?? votes.set(pi, new Map()).get(pi)!;
        v.set(pj, (v.get(pj) ?? 0) + 1);
      });
      const proposals: Array<{ i: number; j: number; votes: number; s: number }> = [];
      for (const [pi, v] of votes) {
        if (this.oToN[pi]! >= 0) continue;
        const [pj, count] = [...v.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]!;
        const level = this.o[pi]!.titleOnly && !this.textual(this.n[pj]!);
        if (this.nToO[pj]! >= 0 || count * 2 <= total.get(pi)! || (this.n[pj]!.kind !== this.o[pi]!.kind && !level))
          continue;
        const s = this.corpus.similarity(pi, pj);
        // Two or more children moving together outweigh a renamed heading ("The Game" → "Game
        // Concepts"); a rule with its own text must also resemble its counterpart a little.
        const enough = this.o[pi]!.titleOnly ? s >= 0.5 || count >= 2 : s >= 0.5 || (count >= 2 && s >= 0.2);
        if (enough) proposals.push({ i: pi, j: pj, votes: count, s });
      }
      proposals.sort((x, y) => y.votes - x.votes || y.s - x.s || x.i - y.i);
      for (const p of proposals) {
        if (this.oToN[p.i]! >= 0 || this.nToO[p.j]! >= 0) continue;
        const why = `${p.votes} of ${total.get(p.i)} ${kind === 'chapter' ? 'sections' : 'rules'} moved together`;
        this.link(p.i, p.j, 'structure', p.s, `${why}; title/text ${alike(this.o[p.i]!, this.n[p.j]!)} alike`);
      }
    }
    this.o.forEach((a, i) => {
      if (this.oToN[i]! >= 0 || this.textual(a)) return;
      const j = this.byNumber[1].get(a.number);
      if (j !== undefined && this.nToO[j]! < 0 && this.n[j]!.looseKey === a.looseKey)
        this.link(i, j, 'structure', 1, 'same heading, same number');
    });
  }
}
