/**
 * What an example's island reads from the files the site serves it (/scenarios/{id}.json,
 * /scenarios/labels/{lang}.json: describe.ts writes them), as zod schemas: the fields it relies on,
 * each with its shape; the engine checks the rest as it plays. The files come from scenarios the
 * loader validated with the full schemas (schema.ts), so the island need not carry those; still,
 * what arrives is untrusted, and the island checks it with these schemas' shapes (shape.ts,
 * src/components/client/island-shapes.ts) before anything runs.
 */
import { z } from 'zod/v4';
import { SOURCE_LANG } from '../langs/source.js';
import { paramValue } from './schema.js';

/** A scenario's words: in the source language, and maybe in others (words all). */
const words = z.object({ [SOURCE_LANG]: z.string() }).catchall(z.string());
const strings = z.record(z.string(), z.string());

export const islandScenario = z.object({
  id: z.string(),
  title: words,
  cards: z.array(z.unknown()),
  setup: z.array(z.unknown()),
  steps: z.array(z.unknown()),
  expect: z.record(z.string(), z.unknown()),
  checks: z.array(z.unknown()).optional(),
  params: z
    .record(z.string(), z.object({ default: paramValue, text: words, values: z.array(z.unknown()).optional() }))
    .optional(),
  labels: z.record(z.string(), strings).optional(),
  lines: z.record(z.string(), z.unknown()),
});

export const islandFile = z.object({
  scenario: islandScenario,
  // a card's type line is words (a list of its parts), put into words by the page
  cards: z.array(z.object({ name: z.string(), line: z.record(z.string(), z.unknown()), text: z.string() })),
  links: strings,
  features: z.array(z.string()),
});

export const labelsFile = z.object({ lang: z.string(), labels: strings, names: strings, terms: strings.optional() });
