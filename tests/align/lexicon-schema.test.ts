/**
 * The lexicon's schema (enrich/lexicon.ts) reads valid files in one pass and the rest with zod: the
 * real lexicon reads the same either way, and each kind of broken entry is refused with zod's
 * message at its line.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LexiconSchema } from '../../src/lib/model/lexicon.js';
import { parseYaml, yamlValue } from '../../src/lib/files/yaml.js';
import { InputError } from '../../src/lib/model/errors.js';

const REAL = readFileSync(path.resolve('content/lexicon.yaml'), 'utf8');
const entry = {
  id: 'triggered-ability',
  en: ['triggered ability'],
  es: ['habilidad disparada'],
  ru: ['срабатывающая способность'],
};

describe('the lexicon schema', () => {
  it('reads the real lexicon as zod reads it, entry by entry', () => {
    const data = yamlValue(REAL, 'lexicon.yaml') as unknown[];
    const quick = LexiconSchema.parse(data);
    expect(quick).toBe(data); // the one-pass check took it as it is
    expect(quick.length).toBeGreaterThan(200);
    // The schema's own reading, by way of a value the check refuses (one padded form) then mended.
    const padded = structuredClone(data) as Array<{ en: string[] }>;
    padded[0]!.en[0] = ` ${padded[0]!.en[0]} `;
    expect(LexiconSchema.parse(padded)).toEqual(data);
  });

  const broken: Array<[string, unknown, RegExp]> = [
    ['an id not in kebab-case', { ...entry, id: 'Triggered Ability' }, /kebab-case/],
    ['no Spanish forms', { ...entry, es: [] }, /at least one form per language \(0\.es\)/],
    ['a form of two lines', { ...entry, ru: ['срабатывающая\tспособность'] }, /a term is one line/],
    ['an empty form', { ...entry, en: ['  '] }, /0\.en\.0/],
    ['a key of its own', { ...entry, de: ['ausgelöste Fähigkeit'] }, /Unrecognized key/],
    ['a note not text', { ...entry, note: 3 }, /0\.note/],
    ['a form not text', { ...entry, en: [3] }, /0\.en\.0/],
  ];
  for (const [why, bad, message] of broken)
    it(`refuses ${why}, naming the field`, () => {
      const yaml = JSON.stringify([bad]);
      expect(() => parseYaml(yaml, LexiconSchema, 'lexicon.yaml')).toThrow(InputError);
      expect(() => parseYaml(yaml, LexiconSchema, 'lexicon.yaml')).toThrow(message);
    });

  it('refuses a duplicate id at the line of the second', () => {
    const yaml = `- id: copy\n  en: [copy]\n  es: [copia]\n  ru: [копия]\n- id: copy\n  en: [copiable]\n  es: [copiable]\n  ru: [копируемый]\n`;
    expect(() => parseYaml(yaml, LexiconSchema, 'lexicon.yaml')).toThrow(
      /lexicon\.yaml:5: duplicate term id copy \(first is entry 1\)/,
    );
  });
});
