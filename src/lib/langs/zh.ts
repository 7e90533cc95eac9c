/**
 * Chinese, Simplified (简体中文): the Greater China judge community's whole translation of the CR.
 * No spaces between words (a search segments it; keywords touch their numbers: "参见规则510").
 */
import { defineLanguage } from './language.js';

export default defineLanguage({
  code: 'zh',
  autonym: '简体中文',
  name: 'Chinese (Simplified)',
  dir: 'ltr',
  script: 'Hans',
  ui: true,
  exampleLabels: ['例如'],
  referenceKeywords: [
    // No plural forms: any keyword may head a list ("规则111和707").
    { re: '参见规则|见规则|规则', kind: 'rule', plural: /./ },
    // "参见第4章": the chapter's number before its word.
    { re: '章', kind: 'section', plural: /^$/, after: true },
  ],
  listConnectors: ['和', '或', '及', '与'],
  effectiveDate: {
    phrases: [],
    months: [],
    forms: ['此规则于\\s*(?<year>\\d{4})\\s*年\\s*(?<month>\\d{1,2})\\s*月\\s*(?<day>\\d{1,2})\\s*日'],
  },
  crTitles: ['万智牌完整规则', '完整规则'],
  glossaryHeading: '词汇表',
  creditsHeading: '版权信息',
  wordSpaces: false,
  numbersTouchWords: true,
  // Told by its script: Han letters.
  detectionWords: [],
  searchStopWords: [],
  // Unicode's rules end a sentence at 。！？ but not at ；, nor at 。 before an opening bracket
  // ("…具有目标。（灵气…）"), which Chinese writes without a space.
  sentenceEnds: '。！？；',
  // Letters per English letter over the rules of the 2026-04-17 translation (median; p10–p90 0.30–0.42),
  // English names in its texts counted as English (enrich/anchors.ts).
  expansion: 0.36,
});
