/**
 * Trample (702.19) as each interface's readers type it, in their own language (the English on
 * English's): a query every site's search must answer with 702.19, online and offline.
 */
export const TRAMPLE: Readonly<Record<string, string>> = {
  en: 'trample',
  es: 'arrollar',
  ru: 'пробивной удар',
  zh: '践踏',
  ko: '돌진',
};
