/**
 * 602: activating an ability of a permanent — its costs ({T} taps it), its targets, the ability on
 * the stack with its source. A feature module (./features.ts), loaded by the scenarios that activate.
 */
import { abilityText } from './characteristics.js';
import { register } from './features.js';
import { abilityLabel } from './labels.js';
import { computeAll } from './layers.js';
import { chooseTargets } from './stack.js';
import { EngineError, type GameObject, type GameState } from './state.js';
import { targetsWord } from './targets.js';
import { emitTargeted } from './triggers.js';
import { named, phrase } from './words.js';

export interface ActivateOptions {
  /** 1-based among the object's activated abilities */
  ability?: number;
  x?: number;
  targets?: string[];
}

function activate(state: GameState, label: string, opts: ActivateOptions = {}): GameObject {
  const src = state.byLabel(label);
  const c = computeAll(state).get(src.oid);
  const activated = (c?.chars.abilities ?? []).filter((a) => 'activated' in a);
  const ability = activated[(opts.ability ?? 1) - 1];
  if (!ability || !('activated' in ability))
    throw new EngineError(`${label} has no activated ability ${opts.ability ?? 1} (it has ${activated.length})`);
  if (ability.activated.cost.includes('{T}')) {
    src.tapped = true;
    state.touch();
  }
  const o = state.newObject({
    label: state.uniqueLabel(abilityLabel(label)),
    kind: 'ability',
    zone: 'stack',
    owner: c!.controller,
    controller: c!.controller,
  });
  o.stack = {
    cast: false,
    modes: [],
    targets: [],
    x: opts.x ?? null,
    sacrificed: [],
    manaSpent: '',
    ability,
    sourceOid: src.oid,
    sourceLabel: label,
    sourceName: c!.chars.name,
  };
  o.stack.targets = chooseTargets(state, abilityLabel(label), ability.targets ?? [], opts.targets ?? [], {
    controller: c!.controller,
    sourceOid: src.oid,
  });
  state.stack.push(o.oid);
  state.note('602.2', 'trace.activated', {
    object: named(label),
    ability: abilityText(ability),
    x: opts.x !== undefined ? phrase('trace.withX', { x: opts.x }) : '',
    targets: o.stack.targets.length ? phrase('trace.targeting', { targets: targetsWord(o.stack.targets) }) : '',
  });
  for (const t of o.stack.targets) if ('oid' in t) emitTargeted(state, t, o.label);
  return o;
}

export const handlers = { activate };
register('activate', handlers);
