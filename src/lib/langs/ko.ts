/**
 * Korean (한국어): B.F.M.'s whole translation of the CR. Particles attach to words and numbers
 * ("107.3i의"); examples keep the English label (Example:); cross-references are often left in English.
 */
import { defineLanguage } from './language.js';

export default defineLanguage({
  code: 'ko',
  autonym: '한국어',
  name: 'Korean',
  dir: 'ltr',
  script: 'Hang',
  ui: false,
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
  searchStopWords: [],
  // Characters per English letter, measured on the rules of the 2021-11-19 translation.
  expansion: 0.52,
});
