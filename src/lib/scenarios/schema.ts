/**
 * A scenario file (content/scenarios/*.yaml): one example of the rules, as data — the rules it
 * illustrates, the cards, the table, the steps, the parameters a reader may change, and the outcome
 * the rule text states, plus outcomes worked out by hand for other parameter values (`checks`).
 * Step and setup values may name a parameter as `$name`.
 */
import { LANG_CODES, SOURCE_LANG, type LangCode } from '../langs/index.js';
import { z } from 'zod/v4';
import {
  ACTIONS,
  playSchemas,
  text,
  type Action,
  type SetupEntry,
  type Step,
  type Text,
} from '../engine/play-schema.js';
import type { CardDef } from '../engine/vocabulary.js';
import { PARAM_REF } from './params.js';
import { cardDef, player } from '../engine/vocabulary-schema.js';

export { PARAM_IN_TEXT, PARAM_REF } from './params.js';

const paramRef = z.string().regex(PARAM_REF, 'a parameter is written $name');

/** The registry's codes as a zod enum (langs/). */
const langCode = z.enum(LANG_CODES as unknown as [LangCode, ...LangCode[]]);
/** A word in the languages other than the source language (which is the word itself). */
const otherLanguages = z.strictObject(
  Object.fromEntries(LANG_CODES.filter((c) => c !== SOURCE_LANG).map((c) => [c, z.string().min(1).optional()])),
) as unknown as z.ZodType<Partial<Record<LangCode, string>>>;

const loose = playSchemas(paramRef);

const ruleId = z.string().regex(/^\d{3}(\.\d+[a-z]{0,2})?$/, 'a rule id looks like 707.10 or 707.10c');

export const paramValue = z.union([z.number(), z.string(), z.boolean(), z.array(z.string())]);

/** Expected values for one object, named as the engine's view names them (src/lib/engine/view.ts). */
const objectExpect = z
  .object({
    zone: z.unknown().optional(),
    name: z.unknown().optional(),
    manaCost: z.unknown().optional(),
    colors: z.unknown().optional(),
    types: z.unknown().optional(),
    subtypes: z.unknown().optional(),
    allCreatureTypes: z.unknown().optional(),
    supertypes: z.unknown().optional(),
    abilities: z.unknown().optional(),
    power: z.unknown().optional(),
    toughness: z.unknown().optional(),
    loyalty: z.unknown().optional(),
    controller: z.unknown().optional(),
    owner: z.unknown().optional(),
    tapped: z.unknown().optional(),
    faceDown: z.unknown().optional(),
    flipped: z.unknown().optional(),
    doubleFaced: z.unknown().optional(),
    faceUp: z.unknown().optional(),
    counters: z.unknown().optional(),
    damage: z.unknown().optional(),
    token: z.unknown().optional(),
    copy: z.unknown().optional(),
    cast: z.unknown().optional(),
    modes: z.unknown().optional(),
    targets: z.unknown().optional(),
    x: z.unknown().optional(),
    turnFaceUpFor: z.unknown().optional(),
    chosen: z.unknown().optional(),
    attachedTo: z.unknown().optional(),
  })
  .strict();

const stateExpect = z
  .object({
    objects: z.record(z.string(), objectExpect).optional(),
    players: z
      .partialRecord(player, z.strictObject({ life: z.unknown().optional(), cardsDrawn: z.unknown().optional() }))
      .optional(),
    stack: z.unknown().optional(),
    events: z.unknown().optional(),
  })
  .strict();

export const expectation = stateExpect
  .extend({
    /** the outcome in the rule's (or the answer's) own words */
    says: text,
    snapshots: z.record(z.string(), stateExpect).optional(),
  })
  .strict();

export const scenarioFile = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'an id is lowercase words joined by hyphens'),
    title: text,
    rules: z.array(ruleId).min(1),
    source: z
      .object({
        /** the rule whose example this is, and which of its examples (1-based) */
        rule: ruleId.optional(),
        example: z.number().int().positive().optional(),
        /** or: a source document of content/sources.yaml (an article) and its homework question */
        document: z.string().optional(),
        homework: z.number().int().positive().optional(),
        /** the example's (or question's) text, in `lang` (default English) */
        lang: langCode.optional(),
        quote: z.string().min(1),
        /** the same text in other languages (from the seed documents), by language */
        translations: z.partialRecord(langCode, z.string()).optional(),
      })
      .strict(),
    cards: z.array(cardDef).optional(),
    params: z
      .record(
        z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
        z
          .object({
            default: paramValue,
            text,
            values: z.array(paramValue).optional(),
          })
          .strict(),
      )
      .optional(),
    /**
     * The scenario's own words — its objects' labels (`as:`) and its parameters' values — in other
     * languages (English is the word itself); a card's name needs none (content/cards.yaml).
     */
    labels: z.record(z.string(), otherLanguages).optional(),
    setup: z.array(loose.setup),
    steps: z.array(loose.step).min(1),
    expect: expectation,
    checks: z
      .array(
        z
          .object({
            params: z.record(z.string(), paramValue),
            says: text.optional(),
            expect: expectation.partial({ says: true }),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

export type ScenarioFile = z.output<typeof scenarioFile>;
export type Expectation = z.output<typeof expectation>;
export type ParamValue = z.output<typeof paramValue>;

/** A loaded scenario: the file's data with its cards resolved, and where it came from (for file:line errors). */
export interface Scenario extends Omit<ScenarioFile, 'cards'> {
  cards: CardDef[];
  file: string;
  /** line of each step, setup entry and check ("steps.3" → 42) */
  lines: Record<string, number>;
}

/**
 * A loaded scenario as the store keeps it (store/layout.ts): the file's schema with its cards
 * resolved, its file and lines. A loaded scenario reads back through it unchanged (tests/scenarios).
 */
export const storedScenario: z.ZodType<Scenario, unknown> = scenarioFile
  .omit({ cards: true })
  .extend({ cards: z.array(cardDef), file: z.string(), lines: z.record(z.string(), z.number().int()) })
  .strict();

export { ACTIONS, text };
export type { Action, SetupEntry, Step, Text };
