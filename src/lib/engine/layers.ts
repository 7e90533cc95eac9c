/**
 * 613: the characteristics of every object, computed from its printed values (or the values the
 * effect that created it defined) by applying continuous effects layer by layer: 1a copy effects,
 * 1b face-down status, then 2 control, 3 text, 4 type, 5 color, 6 ability, 7a–7d power/toughness.
 * Layers 2–7 run over all objects at once, because a static ability's reach (what it applies to)
 * depends on the other objects' characteristics at that layer (613.6, 613.8).
 */
import {
  abilityText,
  cloneChars,
  cloneInfo,
  dropStraySubtypes,
  faceDownCharacteristics,
  printedInfo,
  type Characteristics,
  type CopiableInfo,
} from './characteristics.js';
import { matchesFilter } from './filters.js';
import { applyLayer, LATER_LAYERS, layersOf, looked, type Active, type Layer } from './layer-parts.js';
import { attachedObject, type GameObject, type GameState, type StoredEffect } from './state.js';
import type { Ability, Affects, CardDef, ContinuousSpec, PlayerId } from './vocabulary.js';
import { named, phrase, type Phrase } from './words.js';

export { layersOf, LAYER_RULE, type Layer } from './layer-parts.js';

export interface Applied {
  layer: Layer;
  rule: string;
  text: Phrase;
}

export interface Computed {
  o: GameObject;
  chars: Characteristics;
  /** 613.2c: the characteristics after layer 1 are the copiable values */
  copiable: Characteristics;
  /** the copied information after layer 1a, with every face and half (707.3) */
  info: CopiableInfo;
  controller: PlayerId;
  applied: Applied[];
}

const printedCache = new WeakMap<CardDef, CopiableInfo>();
function printed(card: CardDef): CopiableInfo {
  let info = printedCache.get(card);
  if (!info) printedCache.set(card, (info = printedInfo(card)));
  return info;
}

/** 613.1: "starting with the actual object": the card as printed, or what created the token or copy. */
export function baseInfo(o: GameObject): CopiableInfo {
  if (o.base) return o.base;
  if (o.card) return printed(o.card);
  return { main: faceDownCharacteristics() };
}

export function isActive(state: GameState, e: StoredEffect): boolean {
  if (e.until === 'sourceLeaves') {
    const src = e.sourceOid ? state.objects.get(e.sourceOid) : undefined;
    return !!src && src.zone === 'battlefield';
  }
  return true;
}

/** Layer 1 for one object: copy effects (1a), then its status, then face-down (1b). */
export function layerOne(state: GameState, o: GameObject, opts: { ignoreFaceDown?: boolean } = {}) {
  const applied: Applied[] = [];
  let info = baseInfo(o);
  const layer1 = state.effects
    .filter((e) => (e.copy || e.copiable) && e.affected.includes(o.oid) && isActive(state, e))
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const e of layer1) {
    if (e.copy) info = e.copy;
    else if (e.copiable) {
      info = cloneInfo(info);
      applySpecWhole(info.main, e.copiable);
    }
    applied.push({
      layer: '1a',
      rule: e.copy ? '613.1a' : e.rule,
      text: e.copy ? phrase('trace.layer.copyEffect', { effect: e.text }) : e.text,
    });
  }
  let chars = selectFace(info, o);
  if (o.faceDown && !opts.ignoreFaceDown && (o.zone === 'battlefield' || o.zone === 'stack')) {
    chars = faceDownCharacteristics();
    applied.push({
      layer: '1b',
      rule: '708.2a',
      text: phrase('trace.layer.faceDown'),
    });
  }
  return { info, chars, applied };
}

/** 710.1b: the flip half applies only while flipped; 712.8: a double-faced permanent shows the face that's up. */
function selectFace(info: CopiableInfo, o: GameObject): Characteristics {
  if (o.zone === 'battlefield' && o.flipped && info.flip) return cloneChars(info.flip);
  if ((o.zone === 'battlefield' || o.zone === 'stack') && o.backFaceUp && info.back) return cloneChars(info.back);
  return cloneChars(info.main);
}

/** An "as enters" copiable effect (613.2a) written straight into the values. */
function applySpecWhole(c: Characteristics, s: ContinuousSpec): void {
  if (s.basePT) {
    if (typeof s.basePT.power === 'number') c.power = s.basePT.power;
    if (typeof s.basePT.toughness === 'number') c.toughness = s.basePT.toughness;
  }
  if (s.addAbilities) c.abilities = [...c.abilities, ...s.addAbilities];
  if (s.colors) c.colors = [...s.colors];
  if (s.addTypes) c.types = [...new Set([...c.types, ...s.addTypes])];
}

/** Every object's characteristics (cached until the state changes). */
export function computeAll(state: GameState): Map<string, Computed> {
  const cached = cache.get(state);
  if (cached && cached.version === state.version) return cached.map;
  const map = compute(state);
  cache.set(state, { version: state.version, map });
  return map;
}
const cache = new WeakMap<GameState, { version: number; map: Map<string, Computed> }>();

export function characteristicsOf(state: GameState, oid: string): Characteristics {
  const c = computeAll(state).get(oid);
  if (!c) throw new Error(`no characteristics for ${oid}`);
  return c.chars;
}

function compute(state: GameState): Map<string, Computed> {
  const map = new Map<string, Computed>();
  for (const o of state.objects.values()) {
    if (o.zone === 'gone' || o.kind === 'ability') continue;
    const one = layerOne(state, o);
    map.set(o.oid, {
      o,
      chars: one.chars,
      copiable: cloneChars(one.chars),
      info: one.info,
      controller: o.controller,
      applied: one.applied,
    });
  }
  const started = new Map<string, { a: Active; objects: string[] }>();
  for (const layer of LATER_LAYERS) {
    let remaining = collect(state, map, layer, started);
    while (remaining.length) {
      const next = pickNext(map, layer, remaining, started);
      remaining = remaining.filter((a) => a !== next);
      let entry = started.get(next.key);
      if (!entry) started.set(next.key, (entry = { a: next, objects: affectedBy(map, next) }));
      for (const oid of entry.objects) {
        const c = map.get(oid);
        if (c) applyLayer(map, layer, next, c);
      }
    }
    if (layer === '4') for (const c of map.values()) dropStraySubtypes(c.chars);
  }
  return map;
}

/** Effects with a part in this layer: stored ones, static abilities as objects have them now, counters. */
function collect(
  state: GameState,
  map: Map<string, Computed>,
  layer: Layer,
  started: Map<string, { a: Active; objects: string[] }>,
): Active[] {
  const out = new Map<string, Active>();
  for (const e of state.effects) {
    if (!e.spec || !isActive(state, e) || !layersOf(e.spec).includes(layer)) continue;
    out.set(`e${e.id}`, {
      key: `e${e.id}`,
      timestamp: e.timestamp,
      cda: false,
      spec: e.spec,
      sourceOid: e.sourceOid,
      controller: e.controller,
      affects: e.affected,
      text: e.text,
      rule: e.rule,
    });
  }
  for (const c of map.values()) {
    const onBattlefield = c.o.zone === 'battlefield';
    c.chars.abilities.forEach((a) => {
      const spec = staticSpec(a);
      if (!spec || !layersOf(spec.spec).includes(layer)) return;
      // 113.6 static abilities work on the battlefield; 604.3 characteristic-defining ones everywhere
      if (!onBattlefield && !spec.cda) return;
      const key = `${c.o.oid}:${a.id ?? abilityText(a)}`;
      // 614.12: an entering permanent's own static abilities are considered only for itself
      const affects =
        spec.affects === 'self' || c.o.entering
          ? [c.o.oid]
          : spec.affects === 'enchanted' || spec.affects === 'equipped'
            ? attachedOids(state, c.o)
            : spec.affects;
      out.set(key, {
        key,
        timestamp: c.o.timestamp,
        cda: spec.cda,
        spec: spec.spec,
        sourceOid: c.o.oid,
        controller: c.controller,
        affects,
        abilityId: a.id ?? abilityText(a),
        text: phrase('trace.layer.static', {
          source: c.chars.name === null ? phrase('trace.faceDownPermanent') : named(c.chars.name),
          ability: abilityText(a),
        }),
        rule: spec.rule ?? (spec.cda ? '604.3' : '611.3'),
      });
    });
  }
  // 613.6: an effect that started applying keeps applying in later layers, even if its ability is gone
  for (const [key, s] of started) if (!out.has(key) && layersOf(s.a.spec).includes(layer)) out.set(key, s.a);
  if (layer === '7c') {
    for (const c of map.values()) {
      const p = (c.o.counters['+1/+1'] ?? 0) - (c.o.counters['-1/-1'] ?? 0);
      if (c.o.zone !== 'battlefield' || p === 0) continue;
      out.set(`${c.o.oid}:counters`, {
        key: `${c.o.oid}:counters`,
        timestamp: Math.max(c.o.counterTimestamps['+1/+1'] ?? 0, c.o.counterTimestamps['-1/-1'] ?? 0),
        cda: false,
        spec: { modifyPT: { power: p, toughness: p } },
        sourceOid: null,
        controller: c.controller,
        affects: [c.o.oid],
        text: phrase('trace.layer.counters', { counters: describeCounters(c.o.counters) }),
        rule: '613.4c',
      });
    }
  }
  return [...out.values()];
}

function describeCounters(counters: Record<string, number>) {
  const list = Object.entries(counters)
    .filter(([k, n]) => (k === '+1/+1' || k === '-1/-1') && n > 0)
    .map(([k, n]) => phrase('trace.layer.someCounters', { count: n, kind: k }));
  return { list, sep: phrase('trace.and') };
}

/** A static ability's continuous effect, if it has one; changeling is a characteristic-defining one (702.73a). */
export function staticSpec(
  a: Ability,
): { spec: ContinuousSpec; affects: Affects; cda: boolean; rule?: string } | undefined {
  if ('keyword' in a && a.keyword === 'changeling')
    return { spec: { allCreatureTypes: true }, affects: 'self', cda: true, rule: '702.73a' };
  if ('static' in a) {
    const { affects, ...spec } = a.static;
    return { spec, affects: affects ?? 'self', cda: !!a.cda };
  }
  return undefined;
}

/** 303.4m, 301.5f: "enchanted creature", "equipped creature" — whatever it's attached to. */
function attachedOids(state: GameState, o: GameObject): string[] {
  const to = attachedObject(state, o);
  return to ? [to.oid] : [];
}

function affectedBy(map: Map<string, Computed>, a: Active): string[] {
  if (Array.isArray(a.affects)) return a.affects.filter((oid) => map.has(oid));
  const src = a.sourceOid ? map.get(a.sourceOid) : undefined;
  const filter = a.affects;
  return looked(map)
    .filter((l) =>
      matchesFilter(l, filter, {
        sourceOid: a.sourceOid ?? undefined,
        controller: a.controller,
        chosenType: src?.o.choices.creatureType,
        includeEntering: true,
      }),
    )
    .map((l) => l.o.oid);
}

/**
 * 613.3, 613.4, 613.7, 613.8: characteristic-defining effects first (layers 2–6), then timestamp
 * order, except that an effect that depends on another waits for it; a dependency loop falls back
 * to timestamps. Re-evaluated after each effect applies (613.8c).
 */
function pickNext(
  map: Map<string, Computed>,
  layer: Layer,
  remaining: Active[],
  started: Map<string, { a: Active; objects: string[] }>,
): Active {
  const byOrder = [...remaining].sort(
    (a, b) => Number(b.cda) - Number(a.cda) || a.timestamp - b.timestamp || a.key.localeCompare(b.key),
  );
  if (remaining.length < 2) return byOrder[0]!;
  const free = byOrder.filter((a) => !byOrder.some((b) => b !== a && dependsOn(map, layer, a, b, started)));
  return (free.length ? free : byOrder)[0]!;
}

/** 613.8a: a depends on b if applying b would change whether a exists or what it applies to. */
function dependsOn(
  map: Map<string, Computed>,
  layer: Layer,
  a: Active,
  b: Active,
  started: Map<string, { a: Active; objects: string[] }>,
): boolean {
  if (a.cda !== b.cda) return false;
  const aLocked = started.has(a.key) || Array.isArray(a.affects);
  const aFromAbility = a.abilityId !== undefined && a.sourceOid !== null;
  if (aLocked && !aFromAbility) return false;
  const sim = new Map<string, Computed>();
  for (const [k, c] of map) sim.set(k, { ...c, chars: cloneChars(c.chars), applied: [] });
  const bObjects = started.get(b.key)?.objects ?? affectedBy(sim, b);
  for (const oid of bObjects) {
    const c = sim.get(oid);
    if (c) applyLayer(sim, layer, b, c);
  }
  if (aFromAbility && a.sourceOid) {
    const still = sim.get(a.sourceOid)?.chars.abilities.some((ab) => (ab.id ?? abilityText(ab)) === a.abilityId);
    if (!still) return true;
  }
  if (aLocked) return false;
  const was = affectedBy(map, a).join('|');
  const now = affectedBy(sim, a).join('|');
  return was !== now;
}
