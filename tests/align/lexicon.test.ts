/**
 * The lexicon's reading of texts (content/lexicon.yaml): the longest form wins; of two equally long,
 * the one given more exactly (an `=word` form over a stem), then the first.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { Lexicon, loadLexicon } from '../../src/lib/enrich/lexicon.js';
import { ROOT } from '../helpers/shared.js';

const ids = (lexicon: Lexicon, text: string, lang = 'en') => lexicon.find(text, lang).map((o) => o.id);
const real = () => loadLexicon(path.join(ROOT, 'content', 'lexicon.yaml'));

/** Each word, alone, reads as exactly its concept in the real lexicon. */
function readsAs(lang: string, words: ReadonlyArray<readonly [string, string]>): void {
  const lexicon = real();
  for (const [word, id] of words) expect(ids(lexicon, word, lang), word).toEqual([id]);
}

it('an exact-word form beats a stem form of the same length, wherever it stands in the file', () => {
  const lexicon = new Lexicon([
    { id: 'phase', en: ['phase'], es: ['fase'], ru: ['фаза'] },
    { id: 'phasing', en: ['=phasing', 'phased out'], es: ['cambio de fase'], ru: ['мерцание'] },
  ]);
  // Snowball stems both "phasing" and "phase" to "phase".
  expect(ids(lexicon, 'Phasing')).toEqual(['phasing']);
  expect(ids(lexicon, 'the beginning phase')).toEqual(['phase']);
  expect(ids(lexicon, 'Permanents phased out')).toEqual(['phasing']);
  // Equally exact: the first entry wins, as before.
  const twice = new Lexicon([
    { id: 'first', en: ['copy'], es: ['copia'], ru: ['копия'] },
    { id: 'second', en: ['copy'], es: ['copia'], ru: ['копия'] },
  ]);
  expect(ids(twice, 'a copy')).toEqual(['first']);
});

it('reads the real lexicon that way: "Phasing" is phasing, "beginning phase" is phase', () => {
  const lexicon = real();
  expect(ids(lexicon, 'Phasing')).toEqual(['phasing']);
  expect(ids(lexicon, 'Мерцание', 'ru')).toEqual(['phasing']);
  expect(ids(lexicon, 'beginning phase')).toContain('phase');
});

it('reads Russian inflections that Snowball stems apart from their lemma (созыв → соз, созыва → созыв)', () => {
  readsAs('ru', [
    ['созыв', 'convoke'],
    ['созыва', 'convoke'],
    ['правило', 'rule'],
    ['правилам', 'rule'],
    ['правилом', 'rule'],
    ['владелец', 'owner'],
    ['владельца', 'owner'],
    ['копирует', 'copy'],
    ['копируются', 'copy'],
    ['скопирует', 'copy'],
    ['токеном', 'token'],
    ['режима', 'mode'],
    ['оригиналу', 'original'],
  ]);
  // The longer term still wins over the prefix: «копируемые значения» are copiable values.
  expect(ids(real(), 'копируемые значения', 'ru')).toEqual(['copiable-values']);
});

it('reads Spanish forms Snowball stems apart (dispara → disp, disparar → dispar; propiedades, prioridades)', () => {
  readsAs('es', [
    ['dispara', 'trigger'],
    ['disparan', 'trigger'],
    ['sacrifica', 'sacrifice'],
    ['voltea', 'flip'],
    ['prioridades', 'priority'],
    ['lealtades', 'loyalty'],
    ['propiedades', 'owner'],
  ]);
});
