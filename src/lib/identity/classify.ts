/**
 * The change between two consecutive entries of a rule's history (DESIGN §3):
 *  - unchanged   — the same text and number;
 *  - cosmetic    — only quotes, dashes, spacing or `_italic_` marks differ;
 *  - renumbered  — only its own number or cited numbers moved (a cited title may have changed with
 *                  them): "See rule 409, “Playing Spells…”" → "See rule 601, “Casting Spells”" when
 *                  409 of the older version and 601 of the newer one are the same rule;
 *  - substantive — anything else.
 * Precedence substantive > renumbered > cosmetic; `renumbered: true` whenever its own number changed.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { Change } from '../model/schema.js';
import { extractReferences } from '../enrich/references.js';
import { cosmeticKey } from '../text/rule-text.js';
import { KeptTable } from '../files/kept.js';

export interface HistorySide {
  number: string;
  /** Title, body and examples as compared (text.ts fullText). */
  full: string;
  /** The numbering its cited numbers are read in. */
  numbering: string;
  lang?: string;
}

/** Canonical id of a number read in a numbering (identity.resolve). */
export type Resolve = (numbering: string, number: string) => string;

/** Whether two texts differ in style only, kept from one ingest to the next (files/kept.ts). */
const styleOnly = new KeptTable<boolean, 0 | 1>({
  name: 'style-only',
  code: 'lib/identity/classify.ts',
  encode: (same) => (same ? 1 : 0),
  decode: (stored) => stored === 1,
  isStored: (v): v is 0 | 1 => v === 0 || v === 1,
});

// A cited title right after a reference: `, "Casting Spells."` / `, “Meld,”`.
const CITED_TITLE = /^,?\s*["“][^"“”\n]{1,100}["”]/;

export function classifyChange(
  prev: HistorySide,
  cur: HistorySide,
  resolve: Resolve,
): { change: Change; renumbered: boolean } {
  const renumbered = prev.number !== cur.number;
  let change: Change;
  if (prev.full === cur.full) change = renumbered ? 'renumbered' : 'unchanged';
  else if (styleOnly.get([prev.full, cur.full], () => cosmeticKey(prev.full) === cosmeticKey(cur.full)))
    change = renumbered ? 'renumbered' : 'cosmetic';
  else if (digitsDiffer(prev.full, cur.full) && citationKey(prev, resolve) === citationKey(cur, resolve))
    change = 'renumbered';
  else change = 'substantive';
  return { change, renumbered };
}

/** Only a change in some digits can be a cited number that moved (a cheap test before citationKey). */
function digitsDiffer(a: string, b: string): boolean {
  return (a.match(/\d+/g) ?? []).join(' ') !== (b.match(/\d+/g) ?? []).join(' ');
}

/** The text with every cross-reference (and a title quoted after it) replaced by the rules it means. */
export function citationKey(side: HistorySide, resolve: Resolve): string {
  const text = side.full;
  let out = '';
  let at = 0;
  for (const ref of extractReferences(text, side.lang ?? SOURCE_LANG)) {
    if (ref.start < at) continue;
    out += text.slice(at, ref.start);
    const ids = ref.numbers.map((n) => resolve(side.numbering, n));
    out += `⟦${ids.join(',')}⟧`;
    at = ref.end;
    const title = CITED_TITLE.exec(text.slice(at));
    if (title) at += title[0].length;
  }
  return cosmeticKey(out + text.slice(at));
}
