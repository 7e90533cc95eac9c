/** Russian (русский). */
import { defineLanguage } from './language.js';

export default defineLanguage({
  code: 'ru',
  autonym: 'Русский',
  name: 'Russian',
  dir: 'ltr',
  script: 'Cyrl',
  ui: true,
  exampleLabels: ['Пример', 'Примеры', 'Например'],
  referenceKeywords: [
    // Case endings spelled out: a bare stem would also take "правильно", "главный".
    {
      re: 'правил(?:о|а|у|ом|е|ам|ами|ах)?|см\\.|пр\\.|пункт(?:а|у|ом|е|ы|ов|ам|ами|ах)?',
      kind: 'rule',
      plural: /^(правил(а|ам|ами|ах)?|пункт(ы|ов|ам|ами|ах))$/i,
    },
    {
      re: 'раздел(?:а|у|ом|е|ы|ов|ам|ами|ах)?|глав(?:а|ы|е|у|ой|ам|ами|ах)',
      kind: 'section',
      plural: /^(раздел(ы|ов|ам|ами|ах)|глав(ы|ам|ами|ах))$/i,
    },
  ],
  listConnectors: ['и', 'или'],
  effectiveDate: {
    phrases: ['действуют\\s+с', 'действительны\\s+с'],
    months: [
      ['января', 'январь'],
      ['февраля', 'февраль'],
      ['марта', 'март'],
      ['апреля', 'апрель'],
      ['мая', 'май'],
      ['июня', 'июнь'],
      ['июля', 'июль'],
      ['августа', 'август'],
      ['сентября', 'сентябрь'],
      ['октября', 'октябрь'],
      ['ноября', 'ноябрь'],
      ['декабря', 'декабрь'],
    ],
  },
  // Cyrillic is told from Latin by its letters; no other Cyrillic language is read yet.
  crTitles: ['Комплексные правила', 'Полные правила', 'Comprehensive Rules'],
  glossaryHeading: 'Глоссарий',
  creditsHeading: 'Авторы',
  wordSpaces: true,
  numbersTouchWords: false,
  detectionWords: [],
  searchStopWords: 'и в во на с со к ко у по из за от до о об а но или же ли бы то что как это для'.split(' '),
  expansion: 1.17,
  /**
   * Names whose last vowel drops when inflected (Швырок → Швырка, Швырком): Snowball stems those
   * apart (швырок / швырк), so the inflected stem is another wording of the name.
   */
  nameForms: (name) => {
    const m = /^(.*[^аеёиоуыэюя\s-])([оеё])([бвгджзклмнпрстфхцчшщ])$/iu.exec(name);
    return m ? [`${m[1]}${m[3]}а`] : [];
  },
  stemmer: { package: '@orama/stemmers/russian', export: 'stemmer', load: () => import('@orama/stemmers/russian') },
});
