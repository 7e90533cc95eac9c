/**
 * The parts of continuous effects, layer by layer (613.1): what applying one effect in one layer does
 * to one object's characteristics. The order of effects is decided in layers.ts.
 */
import { isCreatureType, prepareAbilities, abilityText } from './characteristics.js';
import { evalAmount, type Looked } from './filters.js';
import type { Computed } from './layers.js';
import type { Amount, ContinuousSpec, Filter, PlayerId } from './vocabulary.js';
import { colorWords, phrase, terms, typeLine, type Phrase, type Word } from './words.js';

export type Layer = '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
export const LATER_LAYERS: Layer[] = ['2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];

export const LAYER_RULE: Record<Layer, string> = {
  '1a': '613.2a',
  '1b': '613.2b',
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

/** An effect as the layer system applies it. */
export interface Active {
  key: string;
  timestamp: number;
  cda: boolean;
  spec: ContinuousSpec;
  sourceOid: string | null;
  controller: PlayerId;
  /** fixed objects (611.2c, or a static ability of one object on itself) or a filter read once it starts */
  affects: string[] | Filter;
  text: Phrase;
  rule: string;
  /** the static ability generating it, so dependency can see the ability removed (613.8a) */
  abilityId?: string;
}

/** The layers an effect has parts in (613.6: each part applies in its own layer). */
export function layersOf(s: ContinuousSpec): Layer[] {
  const out: Layer[] = [];
  if (s.gainControl) out.push('2');
  if (s.changeText) out.push('3');
  if (s.types || s.addTypes || s.creatureTypes || s.addSubtypes || s.allCreatureTypes || s.addSupertypes) out.push('4');
  if (s.colors) out.push('5');
  if (s.addAbilities || s.loseAbilities || s.loseAllAbilities) out.push('6');
  if (s.definePT) out.push('7a');
  if (s.basePT) out.push('7b');
  if (s.modifyPT) out.push('7c');
  if (s.switchPT) out.push('7d');
  return out;
}

export function looked(map: Map<string, Computed>): Looked[] {
  return [...map.values()].map((c) => ({ o: c.o, chars: c.chars, controller: c.controller }));
}

export function applyLayer(map: Map<string, Computed>, layer: Layer, a: Active, c: Computed): void {
  const s = a.spec;
  const ch = c.chars;
  const src = a.sourceOid ? map.get(a.sourceOid) : undefined;
  const amount = (v: Amount) =>
    evalAmount(v, {
      x: null,
      filter: { sourceOid: a.sourceOid ?? undefined, controller: a.controller },
      all: looked(map),
    });
  let did: Word = '';
  switch (layer) {
    case '2':
      if (s.gainControl && c.controller !== a.controller) {
        c.controller = a.controller;
        did = phrase(a.controller === 'you' ? 'trace.did.controlledByYou' : 'trace.did.controlledByOpponent');
      }
      break;
    case '3':
      if (s.changeText) {
        ch.abilities = replaceWord(ch.abilities, s.changeText.from, s.changeText.to);
        did = phrase('trace.did.textChanged', { from: s.changeText.from, to: s.changeText.to });
      }
      break;
    case '4': {
      if (s.types) ch.types = [...s.types];
      if (s.addTypes) ch.types = [...new Set([...ch.types, ...s.addTypes])];
      if (s.creatureTypes) {
        // 205.1b: "becomes a [creature types] …" replaces its creature types only
        ch.subtypes = [...ch.subtypes.filter((t) => !isCreatureType(t)), ...s.creatureTypes];
        ch.allCreatureTypes = false;
      }
      const chosen = src?.o.choices.creatureType;
      if (s.addSubtypes) {
        for (const t of s.addSubtypes) {
          const sub = t === '$chosen' ? chosen : t;
          if (sub && !ch.subtypes.includes(sub)) ch.subtypes.push(sub);
        }
      }
      if (s.allCreatureTypes) ch.allCreatureTypes = true;
      if (s.addSupertypes) ch.supertypes = [...new Set([...ch.supertypes, ...s.addSupertypes])];
      did = typeLine(ch);
      break;
    }
    case '5':
      if (s.colors) {
        ch.colors = [...s.colors];
        did = colorWords(ch.colors);
      }
      break;
    case '6': {
      if (s.loseAllAbilities) ch.abilities = [];
      if (s.loseAbilities) {
        const lose = s.loseAbilities.map((k) => k.toLowerCase());
        ch.abilities = ch.abilities.filter(
          (ab) => !lose.includes(('keyword' in ab ? ab.keyword : abilityText(ab)).toLowerCase()),
        );
      }
      if (s.addAbilities) ch.abilities = [...ch.abilities, ...prepareAbilities(s.addAbilities, `${a.key}/grants`)];
      const parts: Word[] = [];
      if (s.addAbilities) parts.push(phrase('trace.spec.gains', { abilities: terms(s.addAbilities.map(abilityText)) }));
      if (s.loseAbilities) parts.push(phrase('trace.spec.loses', { abilities: terms(s.loseAbilities) }));
      if (s.loseAllAbilities) parts.push(phrase('trace.did.losesAll'));
      did = parts.length ? { list: parts, sep: '; ' } : '';
      break;
    }
    case '7a':
    case '7b': {
      const set = layer === '7a' ? s.definePT : s.basePT;
      if (set) {
        ch.power = amount(set.power);
        ch.toughness = amount(set.toughness);
        did = `${ch.power}/${ch.toughness}`;
      }
      break;
    }
    case '7c':
      if (s.modifyPT && ch.power !== null && ch.toughness !== null) {
        const p = amount(s.modifyPT.power);
        const t = amount(s.modifyPT.toughness);
        ch.power += p;
        ch.toughness += t;
        did = `${sign(p)}/${sign(t)} → ${ch.power}/${ch.toughness}`;
      }
      break;
    case '7d':
      if (s.switchPT) {
        [ch.power, ch.toughness] = [ch.toughness, ch.power];
        did = phrase('trace.did.switched', { pt: `${ch.power}/${ch.toughness}` });
      }
      break;
    default:
      break;
  }
  if (did)
    c.applied.push({
      layer,
      rule: a.cda && !layer.startsWith('7') ? a.rule : LAYER_RULE[layer],
      text: phrase('trace.layer.did', { effect: a.text, did }),
    });
}

function sign(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** 612: a text-changing effect changes a word wherever it appears in the rules text. */
function replaceWord<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return (value === from ? to : value.split(from).join(to)) as T;
  if (Array.isArray(value)) return value.map((v) => replaceWord(v, from, to)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = k === 'id' ? v : replaceWord(v, from, to);
    return out as T;
  }
  return value;
}
