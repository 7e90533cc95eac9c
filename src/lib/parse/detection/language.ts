/**
 * Language of a source: script first (Cyrillic vs Latin letters), then stopword counts to
 * tell English from Spanish. Neighbouring languages have their own stopword lists so that a
 * French or Portuguese text is answered with null instead of a wrong guess.
 */

export type Lang = 'en' | 'es' | 'ru';

/** Enough text to decide; reading further only costs time on 1 MB files. */
const SAMPLE_CHARS = 200_000;
const MIN_LETTERS = 20;
/** Share of letters that must be Cyrillic: card names in English stay a minority in ru texts. */
const CYRILLIC_SHARE = 0.4;

const STOPWORDS: Record<string, readonly string[]> = {
  en: 'the of and to is that it in for with as this on be or are an if its by from was which you can any each not has have'.split(
    ' ',
  ),
  es: 'el la los las de del que y en un una es se por con para su sus al lo como más este esta si puede cualquier'.split(
    ' ',
  ),
  fr: 'le la les des du et est une un pour dans qui que sur pas au aux ce cette sont avec ou peut vous'.split(' '),
  de: 'der die das und ist nicht ein eine zu den von mit sich des auf für im dem auch wird'.split(' '),
  pt: 'o os as de da do das dos que e em um uma para com não é se por ao mais'.split(' '),
  it: 'il lo la gli le di del della che e è un una per con non si da al nel'.split(' '),
};

const WORD_LISTS = new Map<string, string[]>();
for (const [lang, words] of Object.entries(STOPWORDS)) {
  for (const w of words) WORD_LISTS.set(w, [...(WORD_LISTS.get(w) ?? []), lang]);
}

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
    return ukrainian > cyrillic * 0.005 ? null : 'ru';
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
  return best[0] === 'en' || best[0] === 'es' ? best[0] : null;
}
