/**
 * Language of a source: script first (the share of its letters that are Cyrillic, Han or Hangul: a
 * script only one registered language is written in decides), then the function
 * words of the registry's languages (langs/) to tell the languages of one script apart. Languages
 * nobody reads here yet have their function words too (langs/neighbours.ts), so that a French or
 * Portuguese text is answered with null instead of a wrong guess.
 */
import { LANGUAGES, NEIGHBOUR_LANGS, type LangCode, type Script } from '../../langs/index.js';

export type Lang = LangCode;

/** Enough text to decide; reading further only costs time on 1 MB files. */
const SAMPLE_CHARS = 200_000;
const MIN_LETTERS = 20;
/**
 * Share of letters a script must have to decide: card names and cross-references left in English
 * stay a minority in Russian, Chinese and Korean texts.
 */
const SCRIPT_SHARE = 0.4;

const READ = new Set<string>(LANGUAGES.map((l) => l.code));
const WORD_LISTS = new Map<string, string[]>();
for (const { code, detectionWords } of [...LANGUAGES, ...NEIGHBOUR_LANGS]) {
  for (const w of detectionWords) WORD_LISTS.set(w, [...(WORD_LISTS.get(w) ?? []), code]);
}

export function detectLanguage(text: string): Lang | null {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  let cyrillic = 0;
  let latin = 0;
  let ukrainian = 0;
  let han = 0;
  let hangul = 0;
  let kana = 0;
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
    } else if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf)) han++;
    else if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) hangul++;
    else if (c >= 0x3041 && c <= 0x30ff && c !== 0x30fb) kana++;
  }
  const letters = cyrillic + latin + han + hangul + kana;
  if (letters < MIN_LETTERS) return null;
  // Hangul first: a Korean text holds Han letters too, a Chinese one no Hangul.
  if (hangul / letters >= SCRIPT_SHARE) return only('Hang');
  // Japanese writes Han with kana between (a tenth of its letters at least); Chinese has none.
  if ((han + kana) / letters >= SCRIPT_SHARE) return only(kana >= (han + kana) * 0.1 ? 'Jpan' : 'Hans');
  if (cyrillic / (cyrillic + latin) >= SCRIPT_SHARE) return ukrainian > cyrillic * 0.005 ? null : only('Cyrl');
  return latinLanguage(sample);
}

/** The one registered language written in a script (none known, or several: cannot tell). */
function only(script: Script): Lang | null {
  const langs = LANGUAGES.filter((l) => l.script === script);
  return langs.length === 1 ? langs[0]!.code : null;
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
