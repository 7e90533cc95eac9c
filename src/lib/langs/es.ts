/** Spanish (español). */
import { defineLanguage } from './language.js';

export default defineLanguage({
  code: 'es',
  autonym: 'Español',
  name: 'Spanish',
  dir: 'ltr',
  script: 'Latn',
  ui: true,
  exampleLabels: ['Ejemplo', 'Ejemplos'],
  referenceKeywords: [
    { re: 'reglas?|v[ée]a(?:se|nse)', kind: 'rule', plural: /^reglas$/i },
    {
      re: 'secci[oó]n|secciones|cap[ií]tulos?|apartados?',
      kind: 'section',
      plural: /^(secciones|cap[ií]tulos|apartados)$/i,
    },
  ],
  listConnectors: ['y', 'o', 'e'],
  effectiveDate: {
    phrases: ['vigentes?\\s+(?:a\\s+partir\\s+del?|desde\\s+el)'],
    months: [
      ['enero'],
      ['febrero'],
      ['marzo'],
      ['abril'],
      ['mayo'],
      ['junio'],
      ['julio'],
      ['agosto'],
      ['septiembre', 'setiembre'],
      ['octubre'],
      ['noviembre'],
      ['diciembre'],
    ],
  },
  crTitles: ['Reglas completas', 'Reglas Completas'],
  glossaryHeading: 'Glosario',
  creditsHeading: 'Créditos',
  wordSpaces: true,
  numbersTouchWords: false,
  detectionWords:
    'el la los las de del que y en un una es se por con para su sus al lo como más este esta si puede cualquier'.split(
      ' ',
    ),
  searchStopWords:
    'el la los las lo un una unos unas de del al a y e o u en que se su sus con por para es son como le les'.split(' '),
  expansion: 1.15,
  stemmer: { package: '@orama/stemmers/spanish', export: 'stemmer', load: () => import('@orama/stemmers/spanish') },
});
