/**
 * The card vocabulary (vocabulary.ts) as zod schemas: the one definition of its shapes, whose types
 * the engine uses (vocabulary.ts re-exports them, inferred; an `export type` is erased, so the
 * browser's engine loads none of zod). Objects are strict, so a misspelt field is reported by name;
 * "one of these keys" objects (an ability, an instruction, a trigger, a replacement) say which keys
 * they accept. Written in zod 4's API (`zod/v4`, in the same package as the rest of the project's
 * zod 3 schemas) because only it infers recursive types: an ability's effect creates a token whose
 * abilities are abilities, and zod 3 needs such a type written out by hand beside its schema.
 * Fields are listed in the order a card's data is stored in (the store's scenarios part).
 */
import { z } from 'zod/v4';
import { CARD_TYPES, COLORS, PLAYERS, SUPERTYPES, UNTILS, ZONES } from './vocabulary.js';

export const color = z.enum(COLORS);
export const cardType = z.enum(CARD_TYPES);
export const supertype = z.enum(SUPERTYPES);
export const zone = z.enum(ZONES);
export const player = z.enum(PLAYERS);
/** How long a continuous effect from a resolving spell or ability lasts (611.2); null: indefinitely. */
export const until = z.enum(UNTILS).nullable();

/**
 * An object with exactly one of `keys` (each option of `options` has one of them, with the fields
 * they share): the number of keys is checked first, so that a misspelt or missing key is named, and
 * then the one option that has it.
 */
export function oneOf<const O extends readonly [z.ZodType, ...z.ZodType[]]>(
  what: string,
  keys: readonly string[],
  options: O,
) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return;
      const present = keys.filter((k) => (v as Record<string, unknown>)[k] !== undefined);
      if (present.length !== 1)
        // `continue: false`: the options are not tried (each would only say its key is missing).
        ctx.addIssue({
          code: 'custom',
          continue: false,
          message: `${what} needs exactly one of: ${keys.join(', ')}${present.length ? ` (has ${present.join(', ')})` : ''}`,
        });
    })
    .pipe(z.union(options));
}

/**
 * Abilities, where a schema refers to them before they are defined (the getters below): the type is
 * written out so that TypeScript need not infer the cycle (an ability's effect names a token, whose
 * abilities are abilities).
 */
type Abilities = z.ZodOptional<z.ZodArray<typeof ability>>;

/** Which objects an effect or a choice may concern. Every listed condition must hold. */
export const filter = z.strictObject({
  /** has at least one of these card types */
  types: z.array(cardType).optional(),
  notTypes: z.array(cardType).optional(),
  /** has at least one of these subtypes; `$chosen` is the creature type chosen for the source (607) */
  subtypes: z.array(z.string()).optional(),
  notSubtypes: z.array(z.string()).optional(),
  supertypes: z.array(supertype).optional(),
  notSupertypes: z.array(supertype).optional(),
  /** has at least one of these colors ("white creatures") */
  colors: z.array(color).optional(),
  controller: player.optional(),
  /** not the source itself ("another", "other") */
  other: z.boolean().optional(),
  /** not the first target ("each other creature" of Mirrorweave) */
  notTarget: z.boolean().optional(),
  /** default: battlefield */
  zone: zone.optional(),
  token: z.boolean().optional(),
  name: z.string().optional(),
});

/** Who or what an instruction is about. */
export const ref = z.union([
  z.enum(['self', 'target', 'target2', 'trigger', 'sacrificed', 'token', 'you', 'opponent']),
  z.strictObject({ each: filter }),
]);

/** A number an effect needs: fixed, X, or read from the game (608.2h, 604.3). */
export const amount = z.union([
  z.number().int(),
  z.literal('X'),
  z.strictObject({ powerOf: ref }),
  z.strictObject({ count: filter, plus: z.number().int().optional() }),
  z.strictObject({ cardTypesInGraveyards: z.literal(true), plus: z.number().int().optional() }),
]);

export const targetSpec = z.strictObject({
  /** what objects can be targeted; absent with `player` = only players */
  object: filter.optional(),
  /** players can be targeted: any player, or only an opponent */
  player: z.union([z.boolean(), z.literal('opponent')]).optional(),
  text: z.string().optional(),
});

/** Conditions of "if" clauses (intervening if 603.4, "if {G} was spent", "if it's a Spirit"). */
export const condition = z.strictObject({
  /** mana of this color was spent to cast the spell (mana isn't an object: a copy spent none) */
  manaSpent: z.enum(['W', 'U', 'B', 'R', 'G']).optional(),
  /** the source currently matches this filter */
  self: filter.optional(),
  /** the object the trigger is about had no counters of this kind (as it last existed) */
  noCounters: z.string().optional(),
  /** the cast spell's targets are exactly one object, which matches this filter */
  targetsOnlySingle: filter.optional(),
});

const pt = z.strictObject({ power: amount, toughness: amount });

/**
 * What a continuous effect does, by layer (613.1): each field belongs to exactly one layer; `more`
 * are the fields of what holds one (an instruction's target, a static ability's object). Made
 * anew for each (not by `extend`, which reads the fields, and so the abilities, at once).
 */
function continuousWith<S extends z.ZodRawShape>(more: S) {
  return z.strictObject({
    /** layer 2: the affected object comes under the effect's controller's control */
    gainControl: z.boolean().optional(),
    /** layer 3: text-changing (612): a word in the rules text becomes another */
    changeText: z.strictObject({ from: z.string(), to: z.string() }).optional(),
    /** layer 4: the card types become exactly these */
    types: z.array(cardType).optional(),
    /** layer 4: card types added ("in addition to its other types", "becomes an artifact creature") */
    addTypes: z.array(cardType).optional(),
    /** layer 4: the creature types become exactly these ("becomes a Kithkin Spirit") */
    creatureTypes: z.array(z.string()).optional(),
    /** layer 4: subtypes added; `$chosen` = the chosen creature type */
    addSubtypes: z.array(z.string()).optional(),
    allCreatureTypes: z.boolean().optional(),
    addSupertypes: z.array(supertype).optional(),
    /** layer 5 */
    colors: z.array(color).optional(),
    /** layer 6 */
    get addAbilities(): Abilities {
      return z.array(ability).optional();
    },
    /** layer 6: keywords (or ability texts) removed */
    loseAbilities: z.array(z.string()).optional(),
    loseAllAbilities: z.boolean().optional(),
    /** layer 7a: characteristic-defining power/toughness (604.3) */
    definePT: pt.optional(),
    /** layer 7b: base power and toughness set to specific values */
    basePT: pt.optional(),
    /** layer 7c */
    modifyPT: pt.optional(),
    /** layer 7d */
    switchPT: z.boolean().optional(),
    ...more,
  });
}

export const continuous = continuousWith({});

/** What a copy gains: abilities, the word `this` standing for the ability making the copy (707.9a). */
const gains = (): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodLiteral<'this'>, typeof ability]>>> =>
  z.array(z.union([z.literal('this'), ability])).optional();
const counters = z.record(z.string(), amount);

/** Exceptions and additions a copy effect makes to the copied values (707.9). */
export const copyException = z.strictObject({
  /** 707.9c: "except it doesn't copy that creature's color" */
  keepColor: z.boolean().optional(),
  /** 707.9b: "except the copy is red" */
  colors: z.array(color).optional(),
  /** 707.9b: "except it's 7/7" */
  power: z.number().int().optional(),
  toughness: z.number().int().optional(),
  /** 707.9b/d: "in addition to its other types" */
  addTypes: z.array(cardType).optional(),
  addSubtypes: z.array(z.string()).optional(),
  addSupertypes: z.array(supertype).optional(),
  /** 707.9a: "and it has [ability]" */
  get gains() {
    return gains();
  },
  /** 707.9e: "except it enters with X additional +1/+1 counters" (an additional effect, not a value) */
  entersWithCounters: counters.optional(),
  /** 707.9f: parts that apply only if the copy would be a creature */
  get ifCreature() {
    return z
      .strictObject({
        get gains() {
          return gains();
        },
        entersWithCounters: counters.optional(),
      })
      .optional();
  },
});

/** One face of a card as printed (or a token's definition), but its mana cost. */
const printed = {
  name: z.string().min(1),
  colorIndicator: z.array(color).optional(),
  /** a token's colors, when it has no mana cost (111.4) */
  colors: z.array(color).optional(),
  types: z.array(cardType).min(1),
  subtypes: z.array(z.string()).optional(),
  supertypes: z.array(supertype).optional(),
};
const printedBelow = {
  power: z.number().int().nullable().optional(),
  toughness: z.number().int().nullable().optional(),
  loyalty: z.number().int().nullable().optional(),
  /** the card's rules text as printed (Oracle), shown to readers */
  text: z.string().optional(),
};
const manaCost = z
  .string()
  .regex(/^(\{[^{}]+\})*$/, 'a mana cost is written like {3}{U}')
  .nullable()
  .optional();

/** One face of a card as printed (or a token's definition). */
export const cardFace = z.strictObject({
  name: printed.name,
  manaCost,
  colorIndicator: printed.colorIndicator,
  colors: printed.colors,
  types: printed.types,
  subtypes: printed.subtypes,
  supertypes: printed.supertypes,
  get abilities(): Abilities {
    return z.array(ability).optional();
  },
  ...printedBelow,
});

/** The flipped half of a flip card (710): no mana cost of its own. */
const flipFace = z.strictObject({
  ...printed,
  get abilities(): Abilities {
    return z.array(ability).optional();
  },
  ...printedBelow,
});

/** Fields every instruction may have besides its one key. */
const instructionShared = {
  if: condition.optional(),
  may: z.boolean().optional(),
  text: z.string().optional(),
};
const instructionOf = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.strictObject({ ...({ [key]: schema } as Record<K, S>), ...instructionShared });

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
] as const;

/** One-shot instructions of resolving spells and abilities (608.2). Exactly one key each. */
export const instruction = oneOf('an instruction', INSTRUCTIONS, [
  instructionOf('dealDamage', z.strictObject({ amount, to: ref })),
  instructionOf('gainLife', z.strictObject({ amount })),
  instructionOf('loseLife', z.strictObject({ amount, player: ref })),
  instructionOf('draw', z.strictObject({ count: amount })),
  instructionOf('untap', ref),
  instructionOf('tap', ref),
  instructionOf('destroy', ref),
  instructionOf('sacrifice', ref),
  instructionOf('becomes', continuousWith({ target: ref, until: until.optional() })),
  instructionOf(
    'becomeCopy',
    z.strictObject({ target: ref, of: ref, except: copyException.optional(), until: until.optional() }),
  ),
  instructionOf(
    'copySpell',
    z.strictObject({
      of: ref,
      except: copyException.optional(),
      newTargets: z.union([z.literal('may'), ref]).optional(),
    }),
  ),
  instructionOf('createToken', z.strictObject({ token: cardFace, count: z.number().int().positive().optional() })),
  instructionOf('createTokenCopy', z.strictObject({ of: ref })),
  instructionOf('addCounters', z.strictObject({ target: ref, counter: z.string(), count: amount })),
  instructionOf(
    'returnToBattlefield',
    z.strictObject({ target: ref, counters: z.record(z.string(), z.number().int()).optional() }),
  ),
  /** "return … to its owner's hand" (a card that left the battlefield: from the zone it went to, 603.6) */
  instructionOf('returnToHand', ref),
  instructionOf('turnFaceDown', ref),
  instructionOf('transform', ref),
]);

const TRIGGERS = ['enters', 'dies', 'leavesBattlefield', 'cast', 'upkeep', 'endStep', 'becomesTarget'] as const;
const selfOr = z.union([z.literal('self'), filter]);
export const triggerEvent = oneOf('a trigger', TRIGGERS, [
  z.strictObject({ enters: selfOr }),
  z.strictObject({ dies: selfOr }),
  /** 603.6c: leaves-the-battlefield ("when ~ is put into a graveyard from the battlefield": `to: graveyard`) */
  z.strictObject({ leavesBattlefield: z.strictObject({ object: selfOr, to: zone.optional() }) }),
  z.strictObject({ cast: z.strictObject({ by: z.enum(['you', 'any']) }) }),
  z.strictObject({ upkeep: z.enum(['yours', 'each']) }),
  z.strictObject({ endStep: z.enum(['yours', 'each']) }),
  z.strictObject({ becomesTarget: z.literal('self') }),
]);

export const REPLACEMENTS = [
  'entersTapped',
  'entersWithCounters',
  'enterAsCopy',
  'asEntersChoose',
  'asEntersBecomeOneOf',
  'othersEnterAsCopyOfThis',
  'doubleTokens',
] as const;
export const replacement = oneOf('a replacement effect', REPLACEMENTS, [
  /** 614.1c: "This permanent enters tapped." */
  z.strictObject({ entersTapped: z.literal(true) }),
  /** 614.1c: "enters with N counters" */
  z.strictObject({ entersWithCounters: z.record(z.string(), z.number().int()) }),
  /** 707.5: "You may have this creature enter as a copy of [filter]" */
  z.strictObject({
    enterAsCopy: z.strictObject({
      of: filter,
      except: copyException.optional(),
      until: until.optional(),
      asTurnedFaceUp: z.boolean().optional(),
    }),
  }),
  /** 614.12a, 707.6: "As this enters, choose a creature type / color" */
  z.strictObject({ asEntersChoose: z.enum(['creatureType', 'color']) }),
  /** 613.2a: "As this enters, it becomes your choice of …" (sets P/T: a copiable effect) */
  z.strictObject({ asEntersBecomeOneOf: z.array(continuous) }),
  /** Essence of the Wild: "Creatures you control enter as a copy of this creature." */
  z.strictObject({ othersEnterAsCopyOfThis: filter }),
  /** Anointed Procession: "it creates twice that many of those tokens instead" */
  z.strictObject({ doubleTokens: z.literal(true) }),
]);

/**
 * What a static ability affects: itself, the object it's attached to ("enchanted creature",
 * "equipped creature": 303.4m, 301.5f — the same thing), or the objects a filter describes.
 */
export const affects = z.union([z.enum(['self', 'enchanted', 'equipped']), filter]);

/** What an instant or sorcery does (or the targets of an Aura); 601.2b–c choices. */
export const spellSpec = z.strictObject({
  additionalCost: z.strictObject({ sacrifice: filter }).optional(),
  modes: z
    .array(z.strictObject({ text: z.string(), targets: z.array(targetSpec).optional(), effect: z.array(instruction) }))
    .optional(),
  targets: z.array(targetSpec).optional(),
  effect: z.array(instruction).optional(),
});

/** Fields every ability may have besides its own: `id` is assigned when a card is prepared, so copies keep its identity. */
const abilityShared = { text: z.string().optional(), id: z.string().optional() };

export const ABILITIES = [
  'keyword',
  'static',
  'triggered',
  'activated',
  'spell',
  'replacement',
  'mana',
  'note',
] as const;

/** One ability (113). */
export const ability = oneOf('an ability', ABILITIES, [
  z
    .strictObject({
      keyword: z.string(),
      n: z.number().int().optional(),
      cost: z.string().optional(),
      /** with `keyword: enchant`: what the Aura can enchant (702.5a), and only with it */
      object: filter.optional(),
      ...abilityShared,
    })
    .superRefine((a, ctx) => {
      const enchant = a.keyword === 'enchant';
      if (enchant !== (a.object !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: [enchant ? 'keyword' : 'object'],
          message: enchant
            ? 'enchant needs an object: what it can enchant'
            : 'only the keyword enchant takes an object',
        });
    }),
  z.strictObject({
    static: continuousWith({ affects: affects.optional() }),
    cda: z.boolean().optional(),
    ...abilityShared,
  }),
  z.strictObject({
    triggered: triggerEvent,
    if: condition.optional(),
    targets: z.array(targetSpec).optional(),
    effect: z.array(instruction),
    may: z.boolean().optional(),
    ...abilityShared,
  }),
  z.strictObject({
    targets: z.array(targetSpec).optional(),
    effect: z.array(instruction),
    activated: z.strictObject({ cost: z.string() }),
    ...abilityShared,
  }),
  z.strictObject({ spell: spellSpec, ...abilityShared }),
  z.strictObject({ replacement, ...abilityShared }),
  z.strictObject({ mana: z.string(), ...abilityShared }),
  z.strictObject({ note: z.literal(true), ...abilityShared }),
]);

/** A card: one face, plus the flipped half of a flip card (710) or the back face of a DFC (712). */
export const cardDef = cardFace.extend({
  flip: flipFace.optional(),
  back: cardFace.optional(),
  /** why the card is written the way it is (e.g. text the example doesn't quote) */
  note: z.string().optional(),
});

export type Filter = z.output<typeof filter>;
export type Ref = z.output<typeof ref>;
export type Amount = z.output<typeof amount>;
export type TargetSpec = z.output<typeof targetSpec>;
export type Condition = z.output<typeof condition>;
export type Until = z.output<typeof until>;
export type ContinuousSpec = z.output<typeof continuous>;
export type CopyException = z.output<typeof copyException>;
export type CardFace = z.output<typeof cardFace>;
export type Instruction = z.output<typeof instruction>;
export type TriggerEvent = z.output<typeof triggerEvent>;
export type Replacement = z.output<typeof replacement>;
export type Affects = z.output<typeof affects>;
export type SpellSpec = z.output<typeof spellSpec>;
export type Ability = z.output<typeof ability>;
export type CardDef = z.output<typeof cardDef>;
