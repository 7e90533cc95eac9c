/**
 * Korean (한국어): B.F.M.'s whole translation of the CR. Particles attach to words and numbers
 * ("107.3i의"); examples keep the English label (Example:); cross-references are often left in English.
 */
import { defineLanguage } from './language.js';

/**
 * Particles (조사) and the copula's commonest forms, longest first: a noun carries one ("돌진은",
 * "생물에게", "전장으로"), and a search must find the noun under all of them.
 */
const PARTICLES = [
  '이라는',
  '에게서',
  '에게는',
  '에서는',
  '으로는',
  '으로서',
  '으로써',
  '입니다',
  '에서',
  '에게',
  '한테',
  '께서',
  '으로',
  '로서',
  '로써',
  '까지',
  '부터',
  '보다',
  '처럼',
  '만큼',
  '마다',
  '이나',
  '이라',
  '라는',
  '와는',
  '과는',
  '에는',
  '에도',
  '로는',
  '이며',
  '이고',
  '이다',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '와',
  '과',
  '도',
  '만',
  '로',
];
const HANGUL_WORD = /^[\uac00-\ud7af]+$/;

/**
 * A Korean word without the particle it ends in. A one-syllable particle is taken only from a word of
 * three syllables or more ("국가" stays, "돌진은" is 돌진), a longer one from two or more; the same
 * cut on texts and queries, so a word and its particle forms meet. No Snowball stemmer reads Korean.
 */
export function stripParticle(word: string): string {
  if (!HANGUL_WORD.test(word)) return word;
  for (const p of PARTICLES)
    if (word.length - p.length >= (p.length === 1 ? 2 : 1) && word.endsWith(p)) return word.slice(0, -p.length);
  return word;
}

export default defineLanguage({
  code: 'ko',
  autonym: '한국어',
  name: 'Korean',
  dir: 'ltr',
  script: 'Hang',
  ui: true,
  exampleLabels: ['예', '예시'],
  referenceKeywords: [
    // No plural forms: any keyword may head a list.
    { re: '규칙', kind: 'rule', plural: /./ },
    // "8절 \"Multiplayer Rules.\"을 보세요": the chapter's number before its word.
    { re: '절', kind: 'section', plural: /^$/, after: true },
  ],
  listConnectors: ['및', '와', '과', '또는'],
  effectiveDate: {
    phrases: [],
    months: [],
    forms: ['이\\s*규칙은\\s*(?<year>\\d{4})\\s*년\\s*(?<month>\\d{1,2})\\s*월\\s*(?<day>\\d{1,2})\\s*일'],
  },
  crTitles: ['종합 규칙', '종합규칙'],
  glossaryHeading: '용어사전',
  omittedMarks: ['<생략>'],
  wordSpaces: true,
  numbersTouchWords: true,
  // Told by its script: Hangul.
  detectionWords: [],
  // Particles and connectives standing alone once a word is cut from a number ("107.3i의").
  searchStopWords: ['의', '을', '를', '이', '가', '은', '는', '에', '와', '과', '및', '또는', '로', '으로', '도'],
  stem: stripParticle,
  // Letters per English letter over the rules of the 2021-11-19 translation (median; p10–p90 0.37–0.54),
  // English names in its texts counted as English (enrich/anchors.ts).
  expansion: 0.45,
});
