/**
 * The game state: objects in zones (400), players, the stack, stored continuous effects (611),
 * timestamps (613.7), and the trace of rules applied. Deterministic: no clocks, no randomness.
 */
import type { Characteristics, CopiableInfo } from './characteristics.js';
import { numberedLabel } from './labels.js';
import type { Phrase, Vars, Word } from './words.js';
import type { Ability, CardDef, ContinuousSpec, PlayerId, TriggerEvent, Until, Zone } from './vocabulary.js';

export interface LastKnown {
  oid: string;
  label: string;
  chars: Characteristics;
  info: CopiableInfo;
  counters: Record<string, number>;
  controller: PlayerId;
  owner: PlayerId;
  zone: Zone;
}

export type Target = { player: PlayerId } | { oid: string; label: string };

export interface StackInfo {
  /** 601.2: cast, as opposed to put on the stack as a copy (707.10) */
  cast: boolean;
  /** label of the spell or ability this is a copy of */
  copyOf?: string;
  modes: number[];
  targets: Target[];
  x: number | null;
  /** objects used to pay additional costs, as they last existed (707.10: a copy uses the original's) */
  sacrificed: LastKnown[];
  /** colors of mana spent to cast it (W U B R G); mana isn't an object, so a copy has none */
  manaSpent: string;
  /** abilities on the stack: what they are and where they come from (113.7, 707.10b) */
  ability?: Ability;
  sourceOid?: string;
  sourceLabel?: string;
  /** the source's name when the ability was put on the stack (707.11: a name in the text means the source) */
  sourceName?: string | null;
  trigger?: TriggerContext;
}

export interface TriggerContext {
  event: GameEvent;
  /** the object the event is about, as it last existed, and its current object if it still has one */
  objectOid?: string;
  lki?: LastKnown;
}

export interface GameObject {
  /** 400.7: an object that moves to another zone becomes a new object with a new oid */
  oid: string;
  /** the reader's name for the card, token, copy or ability; stable across zone changes */
  label: string;
  kind: 'card' | 'token' | 'spellCopy' | 'ability';
  card: CardDef | null;
  /** tokens and copies of spells: the characteristics defined by the effect that created them (613.1) */
  base: CopiableInfo | null;
  zone: Zone | 'gone';
  owner: PlayerId;
  controller: PlayerId;
  timestamp: number;
  /** status (110.5) */
  tapped: boolean;
  flipped: boolean;
  faceDown: boolean;
  backFaceUp: boolean;
  /** double-faced card or double-faced token (712, 707.8a) */
  doubleFaced: boolean;
  /** applying replacement effects as it enters (614.12): on the battlefield for its own effects only */
  entering: boolean;
  counters: Record<string, number>;
  counterTimestamps: Record<string, number>;
  damage: number;
  /** choices made as it entered (614.12a); linked abilities read them (607); copies don't get them (707.6) */
  choices: { creatureType?: string; color?: string };
  /** the object an Aura, Equipment or Fortification is attached to (301.5, 303.4), by oid */
  attachedTo?: string;
  stack?: StackInfo;
}

/** A continuous effect from a resolving spell or ability, or a copy effect (611.2, 707). */
export interface StoredEffect {
  id: number;
  timestamp: number;
  sourceOid: string | null;
  sourceLabel: string | null;
  controller: PlayerId;
  /** 611.2c: the objects it affects are locked in when it begins */
  affected: string[];
  /** layer 1a copy effect: the copied information, exceptions applied (707.2, 707.9b) */
  copy?: CopiableInfo;
  /** layer 1a: an "as enters" effect that sets P/T (and maybe more) on itself (613.2a) */
  copiable?: ContinuousSpec;
  spec?: ContinuousSpec;
  until: Until;
  /** what it does, in words (src/lib/langs/strings: scenario.trace.*) */
  text: Phrase;
  rule: string;
}

/**
 * One rule applied, as data: the rule and a template key with its values (scenario.trace.* in
 * src/lib/langs/strings/{lang}.json), put into words in the reader's language by the page or the CLI.
 */
export interface TraceEntry extends Phrase {
  rule: string;
}

export type GameEvent =
  | { event: 'cast'; spell: string; by: PlayerId; copy?: false }
  | { event: 'copied'; copy: string; of: string; cast: false }
  | { event: 'enters'; object: string; oid: string }
  | { event: 'dies'; object: string; oid: string }
  | { event: 'leaves'; object: string; oid: string; to: Zone | 'gone' }
  | { event: 'damage'; source: string; to: string; amount: number }
  | { event: 'lifeGain'; player: PlayerId; amount: number; source: string }
  | { event: 'lifeLoss'; player: PlayerId; amount: number; source: string }
  | { event: 'draw'; player: PlayerId; count: number }
  | { event: 'tokenCreated'; token: string }
  | { event: 'resolved'; object: string }
  | { event: 'ceasedToExist'; object: string }
  | { event: 'targeted'; object: string; oid: string; by: string }
  | { event: 'upkeep'; player: PlayerId }
  | { event: 'endStep'; player: PlayerId }
  | { event: 'refused'; action: string; rule: string; reason: string };

export interface PendingTrigger {
  sourceOid: string;
  sourceLabel: string;
  controller: PlayerId;
  ability: Extract<Ability, { triggered: TriggerEvent }>;
  context: TriggerContext;
  timestamp: number;
}

/** A scenario mistake the engine can't act on (an unknown object, an impossible choice). */
export class EngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineError';
  }
}

/**
 * A table that can't be set: `entry` is the index of the setup entry at fault, `reason` why — a
 * scenario mistake's words, or the state-based action that would apply as data (the engine has
 * no sentences: scenarios/run.ts puts it into English, the page into its language).
 */
export class SetupError extends EngineError {
  constructor(
    readonly reason: Word,
    readonly entry: number,
  ) {
    super(typeof reason === 'string' ? reason : JSON.stringify(reason));
    this.name = 'SetupError';
  }
}

export interface Chooser {
  /** A choice by a player among options (labels or words); undefined = the default for that choice. */
  choose(key: string, options: string[]): string | undefined;
}

export const NO_CHOICES: Chooser = { choose: () => undefined };

export interface PlayerState {
  life: number;
  cardsDrawn: number;
}

export class GameState {
  objects = new Map<string, GameObject>();
  /** label → the current object for that card, token or copy */
  current = new Map<string, string>();
  cards = new Map<string, CardDef>();
  players: Record<PlayerId, PlayerState> = { you: { life: 20, cardsDrawn: 0 }, opponent: { life: 20, cardsDrawn: 0 } };
  activePlayer: PlayerId = 'you';
  /** bottom first */
  stack: string[] = [];
  effects: StoredEffect[] = [];
  lki = new Map<string, LastKnown>();
  pending: PendingTrigger[] = [];
  trace: TraceEntry[] = [];
  events: GameEvent[] = [];
  chooser: Chooser = NO_CHOICES;
  /** bumped on every change, so computed characteristics can be cached */
  version = 0;
  private clock = 0;
  private seq = 0;
  private effectSeq = 0;

  constructor(cards: Iterable<CardDef>) {
    for (const c of cards) this.cards.set(c.name, c);
  }

  /** 613.7: a new, later timestamp. */
  nextTimestamp(): number {
    return ++this.clock;
  }

  newOid(label: string): string {
    return `${label}@${++this.seq}`;
  }

  newEffectId(): number {
    return ++this.effectSeq;
  }

  touch(): void {
    this.version++;
  }

  note(rule: string, key: string, vars?: Vars): void {
    this.trace.push(vars ? { rule, key, vars } : { rule, key });
  }

  private noted = new Set<string>();
  /** A note made at most once per game (for checks repeated before every priority, like 704). */
  noteOnce(once: string, rule: string, key: string, vars?: Vars): void {
    if (this.noted.has(once)) return;
    this.noted.add(once);
    this.note(rule, key, vars);
  }

  emit(e: GameEvent): void {
    this.events.push(e);
  }

  /** A label not yet used: "Soldier token", "Soldier token (2)", … */
  uniqueLabel(base: string): string {
    if (!this.current.has(base) && ![...this.objects.values()].some((o) => o.label === base)) return base;
    for (let n = 2; ; n++) {
      const l = numberedLabel(base, n);
      if (!this.current.has(l) && ![...this.objects.values()].some((o) => o.label === l)) return l;
    }
  }

  card(name: string): CardDef {
    const c = this.cards.get(name);
    if (!c) throw new EngineError(`no card named "${name}" among the scenario's cards`);
    return c;
  }

  get(oid: string): GameObject {
    const o = this.objects.get(oid);
    if (!o) throw new EngineError(`no object ${oid}`);
    return o;
  }

  /** The current object for a label (a card's object in whatever zone it is now). */
  byLabel(label: string): GameObject {
    const oid = this.current.get(label);
    if (!oid) {
      const known = [...this.current.keys()].join(', ');
      throw new EngineError(`no object named "${label}" (there are: ${known})`);
    }
    return this.get(oid);
  }

  find(label: string): GameObject | undefined {
    const oid = this.current.get(label);
    return oid ? this.objects.get(oid) : undefined;
  }

  add(o: GameObject): GameObject {
    this.objects.set(o.oid, o);
    this.current.set(o.label, o.oid);
    this.touch();
    return o;
  }

  newObject(init: Partial<GameObject> & Pick<GameObject, 'label' | 'kind' | 'zone' | 'owner'>): GameObject {
    return this.add({
      oid: this.newOid(init.label),
      card: null,
      base: null,
      controller: init.owner,
      timestamp: this.nextTimestamp(),
      tapped: false,
      flipped: false,
      faceDown: false,
      backFaceUp: false,
      doubleFaced: false,
      entering: false,
      counters: {},
      counterTimestamps: {},
      damage: 0,
      choices: {},
      ...init,
    });
  }

  /**
   * 400.7: moving to another zone makes a new object. Status, counters, damage, choices and
   * attachment are not kept (110.5d, 122.2, 701.3d); the old object is kept, marked gone, for last
   * known information.
   */
  moveTo(o: GameObject, zone: Zone): GameObject {
    o.zone = 'gone';
    this.stack = this.stack.filter((s) => s !== o.oid);
    const moved: GameObject = {
      ...o,
      oid: this.newOid(o.label),
      zone,
      controller: o.owner,
      timestamp: this.nextTimestamp(),
      tapped: false,
      flipped: false,
      faceDown: zone === 'exile' ? o.faceDown : false,
      backFaceUp: false,
      entering: false,
      counters: {},
      counterTimestamps: {},
      damage: 0,
      choices: {},
      attachedTo: undefined,
      stack: undefined,
    };
    return this.add(moved);
  }

  battlefield(): GameObject[] {
    return [...this.objects.values()].filter((o) => o.zone === 'battlefield' && !o.entering);
  }

  inZone(zone: Zone): GameObject[] {
    return [...this.objects.values()].filter((o) => o.zone === zone && !o.entering);
  }

  addEffect(e: Omit<StoredEffect, 'id' | 'timestamp'> & { timestamp?: number }): StoredEffect {
    const full: StoredEffect = { ...e, id: this.newEffectId(), timestamp: e.timestamp ?? this.nextTimestamp() };
    this.effects.push(full);
    this.touch();
    return full;
  }

  opponentOf(p: PlayerId): PlayerId {
    return p === 'you' ? 'opponent' : 'you';
  }
}

/** The object it's attached to, if that object is still on the battlefield (701.3d: else it's unattached). */
export function attachedObject(state: GameState, o: GameObject): GameObject | undefined {
  const to = o.attachedTo ? state.objects.get(o.attachedTo) : undefined;
  return to && to.zone === 'battlefield' ? to : undefined;
}
