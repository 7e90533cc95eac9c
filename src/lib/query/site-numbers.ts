/** Old-number URLs (/en/rules/706.10/): numbers that are no current id redirect or disambiguate. */
import type { NumberUse } from '../graph/schema.js';
import { siteIndex } from './site.js';

export interface OldNumberPage {
  number: string;
  /** The one rule the number leads to. */
  target?: string;
  /** Several rules used the number: oldest first. */
  candidates: NumberUse[];
}

let pages: OldNumberPage[] | undefined;

export function oldNumberPages(): OldNumberPage[] {
  pages ??= siteIndex().oldNumbers.map(({ number, uses }) => {
    const ids = [...new Set(uses.map((u) => u.id))];
    return ids.length === 1 ? { number, target: ids[0], candidates: uses } : { number, candidates: uses };
  });
  return pages;
}
