/** What a reader can see of the game: every object's characteristics and status, the players, the stack, the events. */
import { abilityText, keywordOf } from './characteristics.js';
import { computeAll, layerOne } from './layers.js';
import { spellSpecOf } from './spells.js';
import { attachedObject, type GameEvent, type GameState, type TraceEntry } from './state.js';
import { describeTarget } from './targets.js';
import { colorWords, named, phrase, typeLine } from './words.js';

export interface ObjectView {
  zone: string;
  name?: string | null;
  manaCost?: string | null;
  colors?: string[];
  types?: string[];
  subtypes?: string[];
  allCreatureTypes?: boolean;
  supertypes?: string[];
  abilities?: string[];
  power?: number | null;
  toughness?: number | null;
  loyalty?: number | null;
  controller?: string;
  owner?: string;
  tapped?: boolean;
  faceDown?: boolean;
  flipped?: boolean;
  doubleFaced?: boolean;
  faceUp?: 'front' | 'back' | null;
  counters?: Record<string, number>;
  damage?: number;
  token?: boolean;
  /** a copy of a spell, or an object a copy effect applies to */
  copy?: boolean;
  /** 601.2: cast (copies of spells aren't) */
  cast?: boolean;
  modes?: string[];
  targets?: string[];
  x?: number | null;
  /** 702.37e: the morph cost it would have if it were face up, when face down; else null */
  turnFaceUpFor?: string | null;
  chosen?: Record<string, string>;
  /** on the battlefield: the label of the object it's attached to (701.3), or null */
  attachedTo?: string | null;
}

export interface PlayerView {
  life: number;
  cardsDrawn: number;
}

export interface Observation {
  objects: Record<string, ObjectView>;
  players: Record<string, PlayerView>;
  /** bottom first */
  stack: string[];
  events: GameEvent[];
}

export function observe(state: GameState): Observation {
  const all = computeAll(state);
  const objects: Record<string, ObjectView> = {};
  for (const [label, oid] of [...state.current.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const o = state.get(oid);
    if (o.kind === 'ability') continue;
    const c = all.get(oid);
    if (!c) {
      objects[label] = { zone: 'gone' };
      continue;
    }
    const ch = c.chars;
    const v: ObjectView = {
      zone: o.zone,
      name: ch.name,
      manaCost: ch.manaCost,
      colors: [...ch.colors],
      types: [...ch.types],
      subtypes: [...ch.subtypes],
      allCreatureTypes: ch.allCreatureTypes,
      supertypes: [...ch.supertypes],
      abilities: ch.abilities.map(abilityText),
      power: ch.power,
      toughness: ch.toughness,
      loyalty: ch.loyalty,
      controller: c.controller,
      owner: o.owner,
      token: o.kind === 'token',
      copy: o.kind === 'spellCopy' || state.effects.some((e) => e.copy && e.affected.includes(oid)),
      doubleFaced: o.doubleFaced,
      faceUp: o.doubleFaced ? (o.backFaceUp ? 'back' : 'front') : null,
    };
    if (o.zone === 'battlefield') {
      Object.assign(v, {
        tapped: o.tapped,
        faceDown: o.faceDown,
        flipped: o.flipped,
        counters: { ...o.counters },
        damage: o.damage,
        attachedTo: attachedObject(state, o)?.label ?? null,
      });
      let morph: string | null = null;
      if (o.faceDown) {
        const up = layerOne(state, o, { ignoreFaceDown: true }).chars.abilities.find((a) => keywordOf(a) === 'morph');
        morph = up && 'keyword' in up ? (up.cost ?? null) : null;
      }
      v.turnFaceUpFor = morph;
      if (o.choices.creatureType || o.choices.color) v.chosen = { ...o.choices } as Record<string, string>;
    }
    if (o.zone === 'stack' && o.stack) {
      const spec = spellSpecOf(state, o);
      Object.assign(v, {
        cast: o.stack.cast,
        modes: o.stack.modes.map((m) => spec?.modes?.[m - 1]?.text ?? String(m)),
        targets: o.stack.targets.map(describeTarget),
        x: o.stack.x,
      });
    }
    objects[label] = v;
  }
  return {
    objects,
    players: {
      you: { ...state.players.you },
      opponent: { ...state.players.opponent },
    },
    stack: state.stack.map((oid) => state.get(oid).label),
    events: structuredClone(state.events),
  };
}

/** Why each permanent has the characteristics it has: the effects applied, layer by layer (613). */
export function explainLayers(state: GameState): TraceEntry[] {
  const out: TraceEntry[] = [];
  for (const c of computeAll(state).values()) {
    if (c.o.zone !== 'battlefield' || !c.applied.length) continue;
    const object = named(c.o.label);
    for (const a of c.applied)
      out.push({ rule: a.rule, key: 'trace.layer.applied', vars: { object, layer: a.layer, effect: a.text } });
    const ch = c.chars;
    out.push({
      rule: '613.1',
      key: 'trace.layer.now',
      vars: {
        object,
        name: ch.name === null ? phrase('trace.noName') : named(ch.name),
        pt: ch.power !== null ? ` ${ch.power}/${ch.toughness}` : '',
        types: typeLine(ch) || phrase('trace.noTypes'),
        colors: colorWords(ch.colors),
      },
    });
  }
  return out;
}
