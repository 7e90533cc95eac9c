/**
 * Rule numbers in queries. A query that is a rule number (707.10, 707.10a, 707., R70710, an old
 * number such as 706.10, `502.84@2008-10-01`) goes straight to that rule: it is matched against
 * ids and old numbers as whole strings, never as words, so 100.1 cannot find 10.1 or 110.1.
 * Uses lookup's normaliseQuery so that search and `rules lookup` read numbers alike.
 */
import { normaliseQuery } from '../model/numbers.js';
import { parseNumber } from '../model/numbers.js';
import { isIsoDate } from '../model/time.js';

/** "Rule 707.10", "regla 707.10", "правило 707.10", "CR 707.10": the word adds nothing. */
const LEAD_WORD = /^(?:rules?|reglas?|правил[оа]|п\.|cr|§)\s*/iu;
/** A whole rule number inside a longer query (sections need the dot: "3 cards" is no section). */
const NUMBER_IN_TEXT = /(?<![\p{L}\p{N}.])\d{3}\.(?:\d+[a-zа-я]{0,2})?(?![\p{L}\p{N}])/giu;

/** The normalised number when the whole query is one, else undefined. */
export function numberQuery(query: string): string | undefined {
  const q = query.trim().replace(LEAD_WORD, '');
  if (!/^(?:\d|R\d)/i.test(q)) return undefined;
  const n = normaliseQuery(q);
  const [bare, at] = n.split('@') as [string, string | undefined];
  if (!parseNumber(bare)) return undefined;
  if (at !== undefined && !isIsoDate(at)) return undefined;
  return n;
}

/** Rule numbers inside a text query, and the query without them. */
export function numbersInText(query: string): { numbers: string[]; rest: string } {
  const numbers: string[] = [];
  const rest = query.replace(NUMBER_IN_TEXT, (m) => {
    const n = numberQuery(m);
    if (n) numbers.push(n);
    return n ? ' ' : m;
  });
  return { numbers, rest };
}

/** The number a rule shows: its id without the `@DATE` of retired rules. */
export function displayNumber(id: string): string {
  return id.replace(/@.*$/, '');
}

/** Is `id` a subrule, rule or section below `parent` (same numbering suffix)? */
export function isBelow(id: string, parent: string): boolean {
  const [bare, at = ''] = id.split('@') as [string, string | undefined];
  const [pBare, pAt = ''] = parent.split('@') as [string, string | undefined];
  if (at !== pAt || bare === pBare || !bare.startsWith(pBare)) return false;
  const next = bare.charAt(pBare.length);
  // 707.1 → 707.1a (letter), 707 → 707.1 (dot), 7 → 707 (digit, chapters only).
  if (/[a-z]/.test(next)) return pBare.includes('.');
  if (next === '.') return !pBare.includes('.');
  return /^\d$/.test(pBare) && /^\d{3}$/.test(bare.split('.')[0]!) && bare.length >= 3;
}
