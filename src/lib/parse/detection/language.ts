/**
 * Language of a source: script first (the share of its letters that are Cyrillic), then the function
 * words of the registry's languages (langs/) to tell the languages of one script apart. Languages
 * nobody reads here yet have their function words too (langs/neighbours.ts), so that a French or
 * Portuguese text is answered with null instead of a wrong guess.
 */
import { LANGUAGES, NEIGHBOUR_LANGS, type LangCode } from '../../langs/index.js';

export type Lang = LangCode;

/** Enough text to decide; reading further only costs time on 1 MB files. */
const SAMPLE_CHARS = 200_000;
const MIN_LETTERS = 20;
/** Share of letters that must be Cyrillic: card names in English stay a minority in ru texts. */
const CYRILLIC_SHARE = 0.4;

const READ = new Set<string>(LANGUAGES.map((l) => l.code));
const WORD_LISTS = new Map<string, string[]>();
for (const { code, detectionWords } of [...LANGUAGES, ...NEIGHBOUR_LANGS]) {
  for (const w of detectionWords) WORD_LISTS.set(w, [...(WORD_LISTS.get(w) ?? []), code]);
}
/** The registry's languages written in Cyrillic: one is told by its letters alone. */
const CYRILLIC_LANGS = LANGUAGES.filter((l) => l.script === 'Cyrl').map((l) => l.code);

export function detectLanguage(text: string): Lang | null {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  let cyrillic = 0;
  let latin = 0;
  let ukrainian = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c >= 0x0400 && c <= 0x04ff) {
      cyrillic++;
      // і ї є ґ (and capitals) are not Russian letters.
      if (c === 0x0456 || c === 0x0457 || c === 0x0454 || c === 0x0491 || c === 0x0406 || c === 0x0407) ukrainian++;
    } else if (
      (c >= 0x41 && c <= 0x5a) ||
      (c >= 0x61 && c <= 0x7a) ||
      (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)
    ) {
      latin++;
    }
  }
  if (cyrillic + latin < MIN_LETTERS) return null;
  if (cyrillic / (cyrillic + latin) >= CYRILLIC_SHARE) {
    return ukrainian > cyrillic * 0.005 || CYRILLIC_LANGS.length !== 1 ? null : CYRILLIC_LANGS[0]!;
  }
  return latinLanguage(sample);
}

function latinLanguage(sample: string): Lang | null {
  const counts = new Map<string, number>();
  let words = 0;
  for (const m of sample.toLowerCase().matchAll(/\p{L}+/gu)) {
    words++;
    for (const lang of WORD_LISTS.get(m[0]) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3 || best[1] < words * 0.1) return null;
  // Shared words (de, la, que, en) count for several languages: the winner must stand out.
  if (second && best[1] < second[1] * 1.2) return null;
  return READ.has(best[0]) ? (best[0] as Lang) : null;
}
