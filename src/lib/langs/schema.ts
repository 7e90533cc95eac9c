/**
 * The shape every language module must have (language.ts types it; this checks it at run time, with
 * messages a new language's author can act on). Node only: the browser never loads it.
 */
import { z } from 'zod';

const regexSource = z.string().refine((s) => {
  try {
    new RegExp(s, 'iu');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

export const LanguageSchema = z
  .object({
    code: z.string().regex(/^[a-z]{2,3}$/, 'a BCP 47 primary subtag: two or three lower-case letters'),
    autonym: z.string().min(1),
    name: z.string().min(1),
    dir: z.enum(['ltr', 'rtl']),
    script: z.enum(['Latn', 'Cyrl', 'Hans', 'Hang', 'Jpan']),
    ui: z.boolean(),
    exampleLabels: z.array(z.string().regex(/^\p{L}+$/u, 'a label is one word, without punctuation')).min(1),
    referenceKeywords: z.array(
      z.object({
        re: regexSource,
        kind: z.enum(['rule', 'section']),
        plural: z.instanceof(RegExp),
        after: z.boolean().optional(),
      }),
    ),
    listConnectors: z.array(z.string().min(1)).optional(),
    effectiveDate: z
      .object({
        phrases: z.array(regexSource),
        months: z.array(z.array(z.string().min(1)).min(1)),
        forms: z
          .array(
            regexSource.refine(
              (s) => /\(\?<year>/.test(s) && /\(\?<month>/.test(s) && /\(\?<day>/.test(s),
              'a form names its year, month and day groups',
            ),
          )
          .optional(),
      })
      .refine(
        (d) => (d.phrases.length > 0 && d.months.length === 12) || (d.forms?.length ?? 0) > 0,
        'phrases and twelve months (January first), or whole forms',
      ),
    crTitles: z.array(z.string().min(1)).min(1),
    glossaryHeading: z.string().min(1),
    creditsHeading: z.string().min(1).optional(),
    omittedMarks: z.array(z.string().min(1)).optional(),
    wordSpaces: z.boolean(),
    numbersTouchWords: z.boolean(),
    detectionWords: z.array(z.string().min(1)),
    searchStopWords: z.array(z.string().min(1)),
    sentenceEnds: z
      .string()
      .regex(/^[^\p{L}\p{N}\s]+$/u)
      .optional(),
    expansion: z.number().positive(),
    stemmer: z
      .object({ package: z.string().min(1), export: z.string().min(1), load: z.function() })
      .strict()
      .optional(),
    stem: z.function().optional(),
    termPlurals: z.array(z.string().min(1)).optional(),
    nameForms: z.function().optional(),
  })
  .strict()
  .refine((l) => !(l.stemmer && l.stem), 'a Snowball stemmer or a stem function, not both');
