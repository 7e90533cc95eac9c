/**
 * The table and the steps of an example (a scenario's `setup` and `steps`), as zod schemas: the
 * one definition of what the engine plays (game.ts's SetupEntry and Step are these schemas' types,
 * inferred) and of what a scenario file may write (scenarios/schema.ts: the same schemas where a
 * value may name a parameter, `$name`). zod 4's API, as the vocabulary (vocabulary-schema.ts).
 */
import { z } from 'zod/v4';
import { perLanguage, SOURCE_LANG, type LangCode } from '../langs/index.js';
import { copyException, oneOf, player, until, zone } from './vocabulary-schema.js';

/** Words in the source language, and maybe in each other language of the registry (langs/). */
export type Text = Record<typeof SOURCE_LANG, string> & Partial<Record<LangCode, string>>;

/**
 * Words a reader sees, by language: English, and Spanish and Russian where written (a page in
 * another language shows the English, marked as English). A plain string is English only.
 */
export const text: z.ZodType<Text, unknown> = z.union([
  z
    .string()
    .min(1)
    .transform((s): Text => ({ [SOURCE_LANG]: s }) as Text),
  z.strictObject(
    perLanguage((l) => (l.code === SOURCE_LANG ? z.string().min(1) : z.string().min(1).optional())) as Record<
      LangCode,
      z.ZodString
    >,
  ) as unknown as z.ZodType<Text>,
]);

/** The kinds of step a scenario plays. */
export const ACTIONS = [
  'cast',
  'activate',
  'resolve',
  'enter',
  'becomeCopy',
  'turnFaceUp',
  'turnFaceDown',
  'flip',
  'transform',
  'addCounters',
  'pump',
  'putInto',
  'destroy',
  'sacrifice',
  'upkeep',
  'endStep',
  'cleanup',
  'snapshot',
] as const;

/** A value's schema, or (with a parameter's schema) that value or a parameter standing for it. */
type Or<T extends z.ZodType, P> = P extends z.ZodType ? z.ZodUnion<[T, P]> : T;

/**
 * Schemas for the table and the steps (a wrapped value is made optional by `z.optional(…)`, not
 * `.optional()`: a method of a type that depends on `P` would be typed for every `P` at once, the
 * function keeps it for the caller's). With `param` (a parameter's `$name`), every value a reader's
 * choice may stand for — a number, a flag, a player, a zone, a list — may be one instead; strings
 * (card and object labels) are never parameters but may contain one.
 */
export function playSchemas<P extends z.ZodType | undefined>(param: P) {
  const or = <T extends z.ZodType>(t: T): Or<T, P> => (param ? z.union([t, param]) : t) as Or<T, P>;
  const num = or(z.number().int());
  const bool = or(z.boolean());
  const strs = or(z.array(z.string()));
  const nums = or(z.array(z.number().int()));
  const who = or(player);
  const where = or(zone);
  const choice = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);

  const setup = z.strictObject({
    card: z.string(),
    /** the label to call it by (default: the card name, numbered if repeated) */
    as: z.string().optional(),
    zone: z.optional(where),
    controller: z.optional(who),
    count: z.optional(num),
    tapped: z.optional(bool),
    faceDown: z.optional(bool),
    flipped: z.optional(bool),
    backFaceUp: z.optional(bool),
    counters: z.record(z.string(), num).optional(),
    /** choices made as it entered (614.12a), e.g. the creature type of Adaptive Automaton */
    chosen: z.strictObject({ creatureType: z.string().optional(), color: z.string().optional() }).optional(),
    /** the label of the permanent an Aura, Equipment or Fortification is attached to (701.3) */
    attachedTo: z.string().optional(),
  });

  /** What every step may have besides its action. */
  const shared = {
    /** choices given for the step, by kind ("copy", "target", …); a list is used up in order */
    choose: z.record(z.string(), choice).optional(),
    /** what the step means, for a reader (the engine doesn't read it) */
    note: text.optional(),
    /** a step that happens only when a parameter is true (or equals a value) */
    when: z.union([z.string(), z.strictObject({ param: z.string(), is: z.unknown().optional() })]).optional(),
  };
  const stepOf = <K extends (typeof ACTIONS)[number], S extends z.ZodType>(key: K, schema: S) =>
    z.strictObject({ ...({ [key]: schema } as Record<K, S>), ...shared });
  const object = z.strictObject({ object: z.string() });

  const step = oneOf('a step', ACTIONS, [
    stepOf(
      'cast',
      z.strictObject({
        card: z.string(),
        by: z.optional(who),
        /** one mode, 1-based (`modes` for several) */
        mode: z.optional(num),
        /** 1-based, as the card lists them */
        modes: z.optional(nums),
        targets: z.optional(strs),
        x: z.optional(num),
        /** the creature sacrificed to pay an additional cost */
        sacrifice: z.string().optional(),
        /** colors of mana spent, e.g. "GW" */
        manaSpent: z
          .string()
          .regex(/^(\$\w+|[WUBRGC]*)$/, 'mana spent is written like GW')
          .optional(),
        /** 702.37c: cast face down for {3} using morph */
        faceDown: z.optional(bool),
      }),
    ),
    stepOf(
      'activate',
      z.strictObject({ object: z.string(), ability: z.optional(num), x: z.optional(num), targets: z.optional(strs) }),
    ),
    stepOf('resolve', z.union([num, z.literal('all')])),
    stepOf(
      'enter',
      z.strictObject({
        card: z.string(),
        faceDown: z.optional(bool),
        under: z.optional(who),
        attachedTo: z.string().optional(),
      }),
    ),
    stepOf(
      'becomeCopy',
      z.strictObject({ object: z.string(), of: z.string(), except: copyException.optional(), until: until.optional() }),
    ),
    stepOf('turnFaceUp', z.strictObject({ object: z.string(), by: z.optional(or(z.enum(['morph', 'effect']))) })),
    stepOf('turnFaceDown', object),
    stepOf('flip', object),
    stepOf('transform', object),
    stepOf('addCounters', z.strictObject({ object: z.string(), counter: z.string(), count: num })),
    /** an effect (like Giant Growth's) gives it +N/+N until end of turn */
    stepOf('pump', z.strictObject({ object: z.string(), power: num, toughness: num })),
    stepOf('putInto', z.strictObject({ card: z.string(), zone: where })),
    stepOf('destroy', object),
    stepOf('sacrifice', object),
    // A wrapped value as a step's whole value: through z.lazy, typed for the caller as z.optional does.
    stepOf(
      'upkeep',
      z.lazy(() => who),
    ),
    stepOf(
      'endStep',
      z.lazy(() => who),
    ),
    stepOf('cleanup', z.literal(true)),
    stepOf('snapshot', z.string()),
  ]);
  return { setup, step };
}

/** What the engine plays: the schemas without parameters. */
export const played = playSchemas(undefined);

export type SetupEntry = z.output<typeof played.setup>;
export type Step = z.output<typeof played.step>;
/** A step's action alone (its one key), kind by kind. */
export type Action = Step extends infer S ? (S extends unknown ? Omit<S, 'choose' | 'note' | 'when'> : never) : never;
export type Choices = NonNullable<Step['choose']>;
