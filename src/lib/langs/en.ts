/** English: the language the Comprehensive Rules are written in; every other is a translation of it. */
import { defineLanguage } from './language.js';

export default defineLanguage({
  code: 'en',
  autonym: 'English',
  name: 'English',
  dir: 'ltr',
  script: 'Latn',
  ui: true,
  exampleLabels: ['Example', 'Examples'],
  referenceKeywords: [
    // "See 706, “Rolling a Die.”": the 2021+ files sometimes drop the word "rule".
    { re: 'rules?|see', kind: 'rule', plural: /^rules$/i },
    { re: 'sections?|chapters?', kind: 'section', plural: /^(sections|chapters)$/i },
  ],
  listConnectors: ['and', 'or'],
  effectiveDate: {
    phrases: ['(?:effective|current)\\s+as\\s+of'],
    months: [
      ['january'],
      ['february'],
      ['march'],
      ['april'],
      ['may'],
      ['june'],
      ['july'],
      ['august'],
      ['september'],
      ['october'],
      ['november'],
      ['december'],
    ],
  },
  crTitles: ['Comprehensive Rules'],
  glossaryHeading: 'Glossary',
  creditsHeading: 'Credits',
  wordSpaces: true,
  numbersTouchWords: false,
  detectionWords:
    'the of and to is that it in for with as this on be or are an if its by from was which you can any each not has have'.split(
      ' ',
    ),
  searchStopWords:
    'a an the of to in into on at by for with from as is are be been was were it its that this these those and or s t'.split(
      ' ',
    ),
  expansion: 1,
  termPlurals: ['s', 'es'],
  // porter2 is CommonJS: bundlers give its exports as named ones (Vite) or only as default (esbuild).
  stemmer: { package: 'porter2', export: 'stem', load: () => import('porter2') },
});
