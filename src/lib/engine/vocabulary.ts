/**
 * The small vocabulary in which scenario cards are written: characteristics (rule 109.3) and
 * abilities (rule 113) expressed as data the engine understands. Names follow the rules' words.
 * Browser-safe: the lists are plain data, and the shapes' types are inferred from their zod schemas
 * (vocabulary-schema.ts: the one definition of the vocabulary), whose `export type` the bundler erases.
 */

// Each list is written once: its type is the list's members (the schemas, vocabulary-schema.ts, read the same lists).
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

/** How long a continuous effect from a resolving spell or ability lasts (611.2). */
export const UNTILS = ['endOfTurn', 'turnedFaceDown', 'sourceLeaves'] as const;

export type {
  Ability,
  Affects,
  Amount,
  CardDef,
  CardFace,
  Condition,
  ContinuousSpec,
  CopyException,
  Filter,
  Instruction,
  Ref,
  Replacement,
  SpellSpec,
  TargetSpec,
  TriggerEvent,
  Until,
} from './vocabulary-schema.js';
