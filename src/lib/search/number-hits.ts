/**
 * What a number query finds: the rule the number names, rules that used to have it (the old-number
 * files, loaded on demand), then its subrules; retired rules only when asked for. Browser-safe.
 */
import type { SearchFiles } from './files.js';
import { oldFile, oldGroup, type SharedMeta } from './layout.js';
import { isBelow } from './numbers.js';
import type { MatchKind } from './types.js';

/** A document's score so far, and how it was found. */
export interface Scored {
  score: number;
  flags: number;
  match?: MatchKind;
  matched?: string;
}

export class NumberHits {
  private readonly byId = new Map<string, number>();
  private readonly oldGroups: Set<string>;

  constructor(
    private readonly files: SearchFiles,
    private readonly shared: SharedMeta,
  ) {
    shared.ids.forEach((id, i) => this.byId.set(id, i));
    this.oldGroups = new Set(shared.old);
  }

  /** Old numbers → documents, from the number's file (loaded on demand; none when no file has its group). */
  private oldOf(n: string): number[] {
    const group = oldGroup(n);
    if (!this.oldGroups.has(group)) return [];
    return this.files.json<Record<string, number[]>>(oldFile(group))?.[n] ?? [];
  }

  /**
   * The rule a number names, rules that used to have it, then its subrules; retired rules only with
   * `all`, or when the number names one and nothing in force answers it. Returns how many more
   * subrules lie below `n` than the `limit` put in `scored` (for the total).
   */
  put(n: string, scored: Map<number, Scored>, limit: number, all: boolean): number {
    const { ids, retiredFrom } = this.shared;
    const live = (i: number) => all || i < retiredFrom;
    const put = (i: number, score: number, match: MatchKind, matched?: string) => {
      const prev = scored.get(i);
      if (prev && prev.score >= score) return;
      scored.set(i, { score, flags: 0, match, matched });
    };
    const exact = this.byId.get(n);
    const former = this.oldOf(n).filter(live);
    if (exact !== undefined && (live(exact) || !former.length)) put(exact, 1000, 'number');
    former.forEach((i, k) => put(i, 900 - k, 'former', n));
    if (exact === undefined) return 0;
    const below = (j: number) => isBelow(ids[j]!, n);
    // Below a rule in force, its subrules in force (ids are in rule order); below a retired one, its own.
    const end = exact < retiredFrom ? retiredFrom : ids.length;
    let j = exact + 1;
    for (let k = 0; j < end && k < limit && below(j); j++) put(j, 800 - ++k / 1000, 'subrule');
    let beyond = 0;
    while (j < end && below(j++)) beyond++;
    if (all && exact < retiredFrom) for (let r = retiredFrom; r < ids.length; r++) if (below(r)) put(r, 700, 'subrule');
    return beyond;
  }
}
