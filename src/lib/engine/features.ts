/**
 * The engine's optional parts. The core (./core.ts) casts and resolves, runs instructions, applies
 * the layers and the state-based actions; what only some scenarios reach — a permanent entering
 * with a replacement effect or as a copy, becoming a copy, face-down permanents, copies of spells,
 * activated abilities, transforming, turn steps, the legend rule, attachments, triggered
 * abilities, tokens, returns — is in feature modules, each registering its handlers here when it
 * is imported. Node loads them all (./index.ts); the site's island loads only those a scenario's
 * file lists (`featuresOf`, written at build time; ./load.ts), so a page loads only the code its
 * examples use. The engine stays synchronous once they are loaded. Where the core only offers
 * something to a feature (an event to the triggered abilities, an entering permanent to the
 * replacement effects) it skips one not loaded: the scenario's vocabulary has nothing for it.
 */
import type { Action } from './game.js';
import type * as Activate from './activate.js';
import type * as Attach from './attach.js';
import type * as EnterReplacements from './enter-replacements.js';
import type * as FaceDown from './face-down.js';
import type * as Legend from './legend.js';
import type * as PermanentCopy from './permanent-copy.js';
import type * as Returns from './returns.js';
import type * as SpellCopy from './spell-copy.js';
import type * as Tokens from './tokens.js';
import type * as Transform from './transform.js';
import type * as Triggered from './triggered.js';
import type * as Turn from './turn.js';
import { EngineError } from './state.js';

export interface Features {
  /** replacement effects that modify how a permanent enters (614.1c, 614.12, 616.1, 707.5, 613.2a) */
  enters: typeof EnterReplacements.handlers;
  /** becoming a copy (707.4), token copies (707.8a) and what a copy gets (707.2, 707.3) */
  permanentCopy: typeof PermanentCopy.handlers;
  /** turning face up and face down (702.37e, 708) */
  faceDown: typeof FaceDown.handlers;
  /** copies of spells (707.10) */
  spellCopy: typeof SpellCopy.handlers;
  /** activated abilities (602) */
  activate: typeof Activate.handlers;
  /** transforming and flipping (701.27, 710) */
  transform: typeof Transform.handlers;
  /** the upkeep, the end step and the cleanup step (503, 513, 514) */
  turn: typeof Turn.handlers;
  /** the legend rule (704.5j) */
  legend: typeof Legend.handlers;
  /** Auras, Equipment and Fortifications: attaching and its state-based actions (301.5, 303.4, 701.3, 704.5m–p) */
  attach: typeof Attach.handlers;
  /** triggered abilities (603) */
  triggers: typeof Triggered.handlers;
  /** creating tokens (111), doubled by "twice that many" effects (614.5) */
  tokens: typeof Tokens.handlers;
  /** returning a card that left the battlefield to it or to its owner's hand (603.6, 400.7) */
  returns: typeof Returns.handlers;
}

export type Feature = keyof Features;

/** The feature modules loaded, by feature (a test may take one out to play without it). */
export const loaded: Partial<Features> = {};

export function register<F extends Feature>(feature: F, handlers: Features[F]): void {
  loaded[feature] = handlers;
}

/** A feature's handlers; a scenario that reaches a feature not loaded is a mistake, said as such. */
export function need<F extends Feature>(feature: F): Features[F] {
  const h = loaded[feature];
  if (!h) throw new EngineError(`the engine's "${feature}" module isn't loaded`);
  return h;
}

/**
 * The words of a scenario's vocabulary that call for each feature: step kinds (`Action`), the
 * instructions, abilities, replacement effects and keywords its cards are written with, and values
 * that matter only under a field ("subtypes:Aura": an Aura, not a filter's "non-Aura").
 */
export const FEATURE_WORDS: Record<Feature, readonly (string | keyof Action)[]> = {
  enters: [
    'entersTapped',
    'entersWithCounters',
    'enterAsCopy',
    'asEntersChoose',
    'asEntersBecomeOneOf',
    'othersEnterAsCopyOfThis',
    'fading',
    'vanishing',
  ],
  permanentCopy: ['becomeCopy', 'createTokenCopy'],
  faceDown: ['turnFaceUp', 'turnFaceDown'],
  spellCopy: ['copySpell'],
  activate: ['activate'],
  transform: ['transform', 'flip'],
  turn: ['upkeep', 'endStep', 'cleanup'],
  legend: ['supertypes:Legendary', 'addSupertypes:Legendary'],
  attach: [
    'keyword:enchant',
    'attachedTo',
    'enchanted',
    'equipped',
    ...['subtypes', 'addSubtypes'].flatMap((k) => ['Aura', 'Equipment', 'Fortification'].map((t) => `${k}:${t}`)),
  ],
  triggers: ['triggered', 'undying'],
  tokens: ['createToken', 'createTokenCopy', 'doubleTokens'],
  // undying is "… return it to the battlefield …" (702.93a)
  returns: ['returnToBattlefield', 'returnToHand', 'undying'],
};

/**
 * The features a scenario needs: those whose words appear anywhere in its cards, its table, its
 * steps or its parameters — as a key, or as a value alone and after the field it is in. Every
 * object in a game and every ability comes from these, whatever the parameters' values; a word
 * that only looks like one (a card named "flip") loads a module in vain, never the reverse.
 */
export function featuresOf(...data: unknown[]): Feature[] {
  const words = new Set<string>();
  const walk = (v: unknown, field: string): void => {
    if (typeof v === 'string') words.add(v).add(`${field}:${v}`);
    else if (Array.isArray(v)) v.forEach((x) => walk(x, field));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        words.add(k);
        walk(x, k);
      }
  };
  data.forEach((d) => walk(d, ''));
  return (Object.keys(FEATURE_WORDS) as Feature[]).filter((f) => FEATURE_WORDS[f].some((w) => words.has(w)));
}
