/**
 * zod schemas for the card vocabulary (src/lib/engine/vocabulary.ts). Objects are strict, so a
 * misspelt field is reported by name; "one of these keys" objects say which keys they accept.
 */
import { z } from 'zod';
import { CARD_TYPES, COLORS, PLAYERS, SUPERTYPES, UNTILS, ZONES } from '../engine/vocabulary.js';
import type {
  Ability,
  Amount,
  CardDef,
  CardFace,
  Condition,
  ContinuousSpec,
  CopyException,
  Filter,
  Instruction,
  Ref,
  TargetSpec,
} from '../engine/vocabulary.js';

export const color = z.enum(COLORS);
export const cardType = z.enum(CARD_TYPES);
export const supertype = z.enum(SUPERTYPES);
export const zone = z.enum(ZONES);
export const player = z.enum(PLAYERS);
export const until = z.enum(UNTILS).nullable();

/** An object that must have exactly one of `keys` (plus the shared optional fields). */
export function oneOf<T>(what: string, keys: string[], shape: z.ZodRawShape): z.ZodType<T> {
  return z
    .object(shape)
    .strict()
    .superRefine((v, ctx) => {
      const present = keys.filter((k) => (v as Record<string, unknown>)[k] !== undefined);
      if (present.length !== 1)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `${what} needs exactly one of: ${keys.join(', ')}${present.length ? ` (has ${present.join(', ')})` : ''}`,
        });
    }) as unknown as z.ZodType<T>;
}

export const filter: z.ZodType<Filter> = z
  .object({
    types: z.array(cardType).optional(),
    notTypes: z.array(cardType).optional(),
    subtypes: z.array(z.string()).optional(),
    notSubtypes: z.array(z.string()).optional(),
    supertypes: z.array(supertype).optional(),
    notSupertypes: z.array(supertype).optional(),
    colors: z.array(color).optional(),
    controller: player.optional(),
    other: z.boolean().optional(),
    notTarget: z.boolean().optional(),
    zone: zone.optional(),
    token: z.boolean().optional(),
    name: z.string().optional(),
  })
  .strict() as z.ZodType<Filter>;

export const ref: z.ZodType<Ref> = z.union([
  z.enum(['self', 'target', 'target2', 'trigger', 'sacrificed', 'token', 'you', 'opponent']),
  z.object({ each: filter }).strict(),
]) as z.ZodType<Ref>;

export const amount: z.ZodType<Amount> = z.union([
  z.number().int(),
  z.literal('X'),
  z.object({ powerOf: ref }).strict(),
  z.object({ count: filter, plus: z.number().int().optional() }).strict(),
  z.object({ cardTypesInGraveyards: z.literal(true), plus: z.number().int().optional() }).strict(),
]) as z.ZodType<Amount>;

export const targetSpec: z.ZodType<TargetSpec> = z
  .object({
    object: filter.optional(),
    player: z.union([z.boolean(), z.literal('opponent')]).optional(),
    text: z.string().optional(),
  })
  .strict() as z.ZodType<TargetSpec>;

export const condition: z.ZodType<Condition> = z
  .object({
    manaSpent: z.enum(['W', 'U', 'B', 'R', 'G']).optional(),
    self: filter.optional(),
    noCounters: z.string().optional(),
    targetsOnlySingle: filter.optional(),
  })
  .strict() as z.ZodType<Condition>;

const pt = z.object({ power: amount, toughness: amount }).strict();

const continuousShape = {
  gainControl: z.boolean().optional(),
  changeText: z.object({ from: z.string(), to: z.string() }).strict().optional(),
  types: z.array(cardType).optional(),
  addTypes: z.array(cardType).optional(),
  creatureTypes: z.array(z.string()).optional(),
  addSubtypes: z.array(z.string()).optional(),
  allCreatureTypes: z.boolean().optional(),
  addSupertypes: z.array(supertype).optional(),
  colors: z.array(color).optional(),
  addAbilities: z.lazy(() => z.array(ability)).optional(),
  loseAbilities: z.array(z.string()).optional(),
  loseAllAbilities: z.boolean().optional(),
  definePT: pt.optional(),
  basePT: pt.optional(),
  modifyPT: pt.optional(),
  switchPT: z.boolean().optional(),
};
export const continuous: z.ZodType<ContinuousSpec> = z.object(continuousShape).strict() as z.ZodType<ContinuousSpec>;

const gains = z.lazy(() => z.array(z.union([z.literal('this'), ability])));
const counters = z.record(z.string(), amount);
export const copyException: z.ZodType<CopyException> = z
  .object({
    keepColor: z.boolean().optional(),
    colors: z.array(color).optional(),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    addTypes: z.array(cardType).optional(),
    addSubtypes: z.array(z.string()).optional(),
    addSupertypes: z.array(supertype).optional(),
    gains: gains.optional(),
    entersWithCounters: counters.optional(),
    ifCreature: z.object({ gains: gains.optional(), entersWithCounters: counters.optional() }).strict().optional(),
  })
  .strict() as z.ZodType<CopyException>;

const cardFaceShape = {
  name: z.string().min(1),
  manaCost: z
    .string()
    .regex(/^(\{[^{}]+\})*$/, 'a mana cost is written like {3}{U}')
    .nullable()
    .optional(),
  colorIndicator: z.array(color).optional(),
  colors: z.array(color).optional(),
  types: z.array(cardType).min(1),
  subtypes: z.array(z.string()).optional(),
  supertypes: z.array(supertype).optional(),
  abilities: z.lazy(() => z.array(ability)).optional(),
  power: z.number().int().nullable().optional(),
  toughness: z.number().int().nullable().optional(),
  loyalty: z.number().int().nullable().optional(),
  text: z.string().optional(),
};
export const cardFace: z.ZodType<CardFace> = z.object(cardFaceShape).strict() as z.ZodType<CardFace>;

export const INSTRUCTIONS = [
  'dealDamage',
  'gainLife',
  'loseLife',
  'draw',
  'untap',
  'tap',
  'destroy',
  'sacrifice',
  'becomes',
  'becomeCopy',
  'copySpell',
  'createToken',
  'createTokenCopy',
  'addCounters',
  'returnToBattlefield',
  'returnToHand',
  'turnFaceDown',
  'transform',
];
export const instruction: z.ZodType<Instruction> = oneOf<Instruction>('an instruction', INSTRUCTIONS, {
  dealDamage: z.object({ amount, to: ref }).strict().optional(),
  gainLife: z.object({ amount }).strict().optional(),
  loseLife: z.object({ amount, player: ref }).strict().optional(),
  draw: z.object({ count: amount }).strict().optional(),
  untap: ref.optional(),
  tap: ref.optional(),
  destroy: ref.optional(),
  sacrifice: ref.optional(),
  becomes: z
    .object({ ...continuousShape, target: ref, until: until.optional() })
    .strict()
    .optional(),
  becomeCopy: z
    .object({ target: ref, of: ref, except: copyException.optional(), until: until.optional() })
    .strict()
    .optional(),
  copySpell: z
    .object({ of: ref, except: copyException.optional(), newTargets: z.union([z.literal('may'), ref]).optional() })
    .strict()
    .optional(),
  createToken: z.object({ token: cardFace, count: z.number().int().positive().optional() }).strict().optional(),
  createTokenCopy: z.object({ of: ref }).strict().optional(),
  addCounters: z.object({ target: ref, counter: z.string(), count: amount }).strict().optional(),
  returnToBattlefield: z
    .object({ target: ref, counters: z.record(z.string(), z.number().int()).optional() })
    .strict()
    .optional(),
  returnToHand: ref.optional(),
  turnFaceDown: ref.optional(),
  transform: ref.optional(),
  if: condition.optional(),
  may: z.boolean().optional(),
  text: z.string().optional(),
});

const TRIGGERS = ['enters', 'dies', 'leavesBattlefield', 'cast', 'upkeep', 'endStep', 'becomesTarget'];
const triggerEvent = oneOf<unknown>('a trigger', TRIGGERS, {
  enters: z.union([z.literal('self'), filter]).optional(),
  dies: z.union([z.literal('self'), filter]).optional(),
  leavesBattlefield: z
    .object({ object: z.union([z.literal('self'), filter]), to: zone.optional() })
    .strict()
    .optional(),
  cast: z
    .object({ by: z.enum(['you', 'any']) })
    .strict()
    .optional(),
  upkeep: z.enum(['yours', 'each']).optional(),
  endStep: z.enum(['yours', 'each']).optional(),
  becomesTarget: z.literal('self').optional(),
});

export const REPLACEMENTS = [
  'entersTapped',
  'entersWithCounters',
  'enterAsCopy',
  'asEntersChoose',
  'asEntersBecomeOneOf',
  'othersEnterAsCopyOfThis',
  'doubleTokens',
];
const replacement = oneOf<unknown>('a replacement effect', REPLACEMENTS, {
  entersTapped: z.literal(true).optional(),
  entersWithCounters: z.record(z.string(), z.number().int()).optional(),
  enterAsCopy: z
    .object({
      of: filter,
      except: copyException.optional(),
      until: until.optional(),
      asTurnedFaceUp: z.boolean().optional(),
    })
    .strict()
    .optional(),
  asEntersChoose: z.enum(['creatureType', 'color']).optional(),
  asEntersBecomeOneOf: z.array(continuous).optional(),
  othersEnterAsCopyOfThis: filter.optional(),
  doubleTokens: z.literal(true).optional(),
});

const spellSpec = z
  .object({
    additionalCost: z.object({ sacrifice: filter }).strict().optional(),
    modes: z
      .array(
        z.object({ text: z.string(), targets: z.array(targetSpec).optional(), effect: z.array(instruction) }).strict(),
      )
      .optional(),
    targets: z.array(targetSpec).optional(),
    effect: z.array(instruction).optional(),
  })
  .strict();

export const ABILITIES = ['keyword', 'static', 'triggered', 'activated', 'spell', 'replacement', 'mana', 'note'];
const abilityShape = oneOf<Ability>('an ability', ABILITIES, {
  keyword: z.string().optional(),
  n: z.number().int().optional(),
  cost: z.string().optional(),
  /** with `keyword: enchant`: what the Aura can enchant (702.5a) */
  object: filter.optional(),
  static: z
    .object({
      ...continuousShape,
      affects: z.union([z.enum(['self', 'enchanted', 'equipped']), filter]).optional(),
    })
    .strict()
    .optional(),
  cda: z.boolean().optional(),
  triggered: triggerEvent.optional(),
  if: condition.optional(),
  targets: z.array(targetSpec).optional(),
  effect: z.array(instruction).optional(),
  may: z.boolean().optional(),
  activated: z.object({ cost: z.string() }).strict().optional(),
  spell: spellSpec.optional(),
  replacement: replacement.optional(),
  mana: z.string().optional(),
  note: z.literal(true).optional(),
  text: z.string().optional(),
  id: z.string().optional(),
});
/** "Enchant [object]" says what it enchants (702.5a); only that keyword takes an `object`. */
export const ability: z.ZodType<Ability> = abilityShape.superRefine((a, ctx) => {
  const enchant = 'keyword' in a && a.keyword === 'enchant';
  const object = 'object' in a && a.object !== undefined;
  if (enchant !== object)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: [enchant ? 'keyword' : 'object'],
      message: enchant ? 'enchant needs an object: what it can enchant' : 'only the keyword enchant takes an object',
    });
}) as z.ZodType<Ability>;

export const cardDef: z.ZodType<CardDef> = z
  .object({
    ...cardFaceShape,
    flip: z
      .object({ ...cardFaceShape, manaCost: z.undefined().optional() })
      .strict()
      .optional(),
    back: cardFace.optional(),
    note: z.string().optional(),
  })
  .strict() as z.ZodType<CardDef>;
