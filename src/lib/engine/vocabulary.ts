/**
 * The small vocabulary in which scenario cards are written: characteristics (rule 109.3) and
 * abilities (rule 113) expressed as data the engine understands. Names follow the rules' words.
 * Browser-safe: no imports at all.
 */

// Each list is written once: its type is the list's members (the schema, scenarios/vocabulary-schema.ts, reads the same lists).
export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];

export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

/** Keyword abilities the engine gives meaning to (702); any other keyword is shown but inert. */
export const KEYWORDS = [
  'changeling',
  'defender',
  'enchant',
  'fading',
  'flash',
  'flying',
  'haste',
  'indestructible',
  'morph',
  'reach',
  'shroud',
  'trample',
  'undying',
  'vanishing',
  'vigilance',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

export const PLAYERS = ['you', 'opponent'] as const;
export type PlayerId = (typeof PLAYERS)[number];
export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile'] as const;
export type Zone = (typeof ZONES)[number];

/** Which objects an effect or a choice may concern. Every listed condition must hold. */
export interface Filter {
  /** has at least one of these card types */
  types?: CardType[];
  notTypes?: CardType[];
  /** has at least one of these subtypes; `$chosen` is the creature type chosen for the source (607) */
  subtypes?: string[];
  notSubtypes?: string[];
  supertypes?: Supertype[];
  notSupertypes?: Supertype[];
  /** has at least one of these colors ("white creatures") */
  colors?: Color[];
  controller?: 'you' | 'opponent';
  /** not the source itself ("another", "other") */
  other?: boolean;
  /** not the first target ("each other creature" of Mirrorweave) */
  notTarget?: boolean;
  /** default: battlefield */
  zone?: Zone;
  token?: boolean;
  name?: string;
}

/** A number an effect needs: fixed, X, or read from the game (608.2h, 604.3). */
export type Amount =
  number | 'X' | { powerOf: Ref } | { count: Filter; plus?: number } | { cardTypesInGraveyards: true; plus?: number };

/** Who or what an instruction is about. */
export type Ref =
  'self' | 'target' | 'target2' | 'trigger' | 'sacrificed' | 'token' | 'you' | 'opponent' | { each: Filter };

export interface TargetSpec {
  /** what objects can be targeted; absent with `player` = only players */
  object?: Filter;
  /** players can be targeted: any player, or only an opponent */
  player?: boolean | 'opponent';
  text?: string;
}

/** Conditions of "if" clauses (intervening if 603.4, "if {G} was spent", "if it's a Spirit"). */
export interface Condition {
  /** mana of this color was spent to cast the spell (mana isn't an object: a copy spent none) */
  manaSpent?: 'W' | 'U' | 'B' | 'R' | 'G';
  /** the source currently matches this filter */
  self?: Filter;
  /** the object the trigger is about had no counters of this kind (as it last existed) */
  noCounters?: string;
  /** the cast spell's targets are exactly one object, which matches this filter */
  targetsOnlySingle?: Filter;
}

/** How long a continuous effect from a resolving spell or ability lasts (611.2). */
export const UNTILS = ['endOfTurn', 'turnedFaceDown', 'sourceLeaves'] as const;
export type Until = (typeof UNTILS)[number] | null;

/** What a continuous effect does, by layer (613.1): each field belongs to exactly one layer. */
export interface ContinuousSpec {
  /** layer 2: the affected object comes under the effect's controller's control */
  gainControl?: boolean;
  /** layer 3: text-changing (612): a word in the rules text becomes another */
  changeText?: { from: string; to: string };
  /** layer 4: the card types become exactly these */
  types?: CardType[];
  /** layer 4: card types added ("in addition to its other types", "becomes an artifact creature") */
  addTypes?: CardType[];
  /** layer 4: the creature types become exactly these ("becomes a Kithkin Spirit") */
  creatureTypes?: string[];
  /** layer 4: subtypes added; `$chosen` = the chosen creature type */
  addSubtypes?: string[];
  allCreatureTypes?: boolean;
  addSupertypes?: Supertype[];
  /** layer 5 */
  colors?: Color[];
  /** layer 6 */
  addAbilities?: Ability[];
  /** layer 6: keywords (or ability texts) removed */
  loseAbilities?: string[];
  loseAllAbilities?: boolean;
  /** layer 7a: characteristic-defining power/toughness (604.3) */
  definePT?: { power: Amount; toughness: Amount };
  /** layer 7b: base power and toughness set to specific values */
  basePT?: { power: Amount; toughness: Amount };
  /** layer 7c */
  modifyPT?: { power: Amount; toughness: Amount };
  /** layer 7d */
  switchPT?: boolean;
}

/** Exceptions and additions a copy effect makes to the copied values (707.9). */
export interface CopyException {
  /** 707.9c: "except it doesn't copy that creature's color" */
  keepColor?: boolean;
  /** 707.9b: "except the copy is red" */
  colors?: Color[];
  /** 707.9b: "except it's 7/7" */
  power?: number;
  toughness?: number;
  /** 707.9b/d: "in addition to its other types" */
  addTypes?: CardType[];
  addSubtypes?: string[];
  addSupertypes?: Supertype[];
  /** 707.9a: "and it has [ability]"; the word `this` stands for the ability making the copy */
  gains?: (Ability | 'this')[];
  /** 707.9e: "except it enters with X additional +1/+1 counters" (an additional effect, not a value) */
  entersWithCounters?: Record<string, Amount>;
  /** 707.9f: parts that apply only if the copy would be a creature */
  ifCreature?: { gains?: (Ability | 'this')[]; entersWithCounters?: Record<string, Amount> };
}

/** One-shot instructions of resolving spells and abilities (608.2). Exactly one key each. */
export type Instruction = (
  | { dealDamage: { amount: Amount; to: Ref } }
  | { gainLife: { amount: Amount } }
  | { loseLife: { amount: Amount; player: Ref } }
  | { draw: { count: Amount } }
  | { untap: Ref }
  | { tap: Ref }
  | { destroy: Ref }
  | { sacrifice: Ref }
  | { becomes: ContinuousSpec & { target: Ref; until?: Until } }
  | { becomeCopy: { target: Ref; of: Ref; except?: CopyException; until?: Until } }
  | { copySpell: { of: Ref; except?: CopyException; newTargets?: 'may' | Ref } }
  | { createToken: { token: CardFace; count?: number } }
  | { createTokenCopy: { of: Ref } }
  | { addCounters: { target: Ref; counter: string; count: Amount } }
  | { returnToBattlefield: { target: Ref; counters?: Record<string, number> } }
  /** "return … to its owner's hand" (a card that left the battlefield: from the zone it went to, 603.6) */
  | { returnToHand: Ref }
  | { turnFaceDown: Ref }
  | { transform: Ref }
) & { if?: Condition; may?: boolean; text?: string };

export type TriggerEvent =
  | { enters: 'self' | Filter }
  | { dies: 'self' | Filter }
  /** 603.6c: leaves-the-battlefield ("when ~ is put into a graveyard from the battlefield": `to: graveyard`) */
  | { leavesBattlefield: { object: 'self' | Filter; to?: Zone } }
  | { cast: { by: 'you' | 'any' } }
  | { upkeep: 'yours' | 'each' }
  | { endStep: 'yours' | 'each' }
  | { becomesTarget: 'self' };

export type Replacement =
  /** 614.1c: "This permanent enters tapped." */
  | { entersTapped: true }
  /** 614.1c: "enters with N counters" */
  | { entersWithCounters: Record<string, number> }
  /** 707.5: "You may have this creature enter as a copy of [filter]" */
  | { enterAsCopy: { of: Filter; except?: CopyException; until?: Until; asTurnedFaceUp?: boolean } }
  /** 614.12a, 707.6: "As this enters, choose a creature type / color" */
  | { asEntersChoose: 'creatureType' | 'color' }
  /** 613.2a: "As this enters, it becomes your choice of …" (sets P/T: a copiable effect) */
  | { asEntersBecomeOneOf: ContinuousSpec[] }
  /** Essence of the Wild: "Creatures you control enter as a copy of this creature." */
  | { othersEnterAsCopyOfThis: Filter }
  /** Anointed Procession: "it creates twice that many of those tokens instead" */
  | { doubleTokens: true };

/**
 * What a static ability affects: itself, the object it's attached to ("enchanted creature",
 * "equipped creature": 303.4m, 301.5f — the same thing), or the objects a filter describes.
 */
export type Affects = 'self' | 'enchanted' | 'equipped' | Filter;

/** One ability (113). `id` is assigned when a card is prepared, so copies keep its identity. */
export type Ability =
  /** `object`: what "Enchant [object]" allows (702.5a), with the keyword `enchant` only */
  (
    | { keyword: Keyword | string; n?: number; cost?: string; object?: Filter }
    | { static: ContinuousSpec & { affects?: Affects }; cda?: boolean }
    | { triggered: TriggerEvent; if?: Condition; targets?: TargetSpec[]; effect: Instruction[]; may?: boolean }
    | { activated: { cost: string }; targets?: TargetSpec[]; effect: Instruction[] }
    | { spell: SpellSpec }
    | { replacement: Replacement }
    | { mana: string }
    | { note: true }
  ) & { text?: string; id?: string };

/** What an instant or sorcery does (or the targets of an Aura); 601.2b–c choices. */
export interface SpellSpec {
  additionalCost?: { sacrifice: Filter };
  modes?: { text: string; targets?: TargetSpec[]; effect: Instruction[] }[];
  targets?: TargetSpec[];
  effect?: Instruction[];
}

/** One face of a card as printed (or a token's definition). */
export interface CardFace {
  name: string;
  manaCost?: string | null;
  colorIndicator?: Color[];
  /** a token's colors, when it has no mana cost (111.4) */
  colors?: Color[];
  types: CardType[];
  subtypes?: string[];
  supertypes?: Supertype[];
  abilities?: Ability[];
  power?: number | null;
  toughness?: number | null;
  loyalty?: number | null;
  /** the card's rules text as printed (Oracle), shown to readers */
  text?: string;
}

/** A card: one face, plus the flipped half of a flip card (710) or the back face of a DFC (712). */
export interface CardDef extends CardFace {
  flip?: Omit<CardFace, 'manaCost' | 'colorIndicator' | 'colors'>;
  back?: CardFace;
  /** why the card is written the way it is (e.g. text the example doesn't quote) */
  note?: string;
}
