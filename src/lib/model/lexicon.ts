/**
 * The multilingual game-term lexicon's entries (content/lexicon.yaml; enrich/lexicon.ts reads texts
 * with it): one concept each, its terms in each language of the registry. Part of the model: the
 * ingest reads it from the content folder and stores it, the read side reads it from the store.
 */
import { z } from 'zod';
import { LANG_CODES, perLanguage, SOURCE_LANG, type LangCode } from '../langs/index.js';
import { quickly } from './quick.js';

/** The languages a lexicon entry may give terms in: the registry's (langs/). */
export const LEXICON_LANGS = LANG_CODES;

const FORM_BREAK = /[\n\t]/;
const Form = z
  .string()
  .trim()
  .min(1)
  .refine((s) => !FORM_BREAK.test(s), 'a term is one line');
const Forms = z.array(Form).min(1, 'at least one form per language');
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * An entry: its id, its terms in each language of the registry — every language written so far has
 * them all; a language added to the registry later may leave them out — and a note.
 */
export const LexiconEntrySchema = z
  .object({
    id: z.string().regex(ID, 'an id in kebab-case, like triggered-ability'),
    ...perLanguage(() => Forms.optional()),
    note: z.string().optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const own = e as Record<string, unknown>;
    if (own[SOURCE_LANG] === undefined)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [SOURCE_LANG],
        message: "the source language's terms are required",
      });
  });
export type LexiconEntry = { id: string; note?: string } & Partial<Record<LangCode, string[]>>;

/** Every ingest and CLI command reads the lexicon: checked in one pass (quick.ts). */
export const LexiconSchema = quickly(
  z.array(LexiconEntrySchema).superRefine((entries, ctx) => {
    const seen = new Map<string, number>();
    entries.forEach((e, i) => {
      const first = seen.get(e.id);
      if (first !== undefined)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [i, 'id'],
          message: `duplicate term id ${e.id} (first is entry ${first + 1})`,
        });
      else seen.set(e.id, i);
    });
  }),
);
