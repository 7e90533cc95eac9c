/**
 * Entering the battlefield (603.6a, 608.3c, 303.4f–i, 708.3) and counters (122). Replacement
 * effects that modify how a permanent enters are in ./enter-replacements.ts; turning face up and
 * down in ./face-down.ts.
 */
import { loaded } from './features.js';
import { computeAll } from './layers.js';
import { attachedObject, type GameObject, type GameState } from './state.js';
import { fireEvent } from './triggers.js';
import type { PlayerId } from './vocabulary.js';
import { named, phrase, zoneWord, type Phrase } from './words.js';

export interface EnterOptions {
  faceDown?: boolean;
  controller?: PlayerId;
  /** counters the event itself puts on it ("return it … with a +1/+1 counter on it") */
  counters?: Record<string, number>;
  backFaceUp?: boolean;
  x?: number | null;
  /** the object it enters attached to: an Aura spell's target (608.3c), or what the effect names (303.4f) */
  attachTo?: string;
}

/** Put an object onto the battlefield, applying the replacement effects that modify how it enters. */
export function enterBattlefield(state: GameState, from: GameObject, opts: EnterOptions = {}): GameObject {
  const controller = opts.controller ?? (from.zone === 'stack' ? from.controller : from.owner);
  const fromZone = from.zone;
  // 303.4f, 301.5e: what it enters attached to (a feature module: without it nothing is attached)
  const attachTo = loaded.attach?.attachmentAsEnters(computeAll(state), from, controller, opts.attachTo);
  // 303.4g, 303.4i: an Aura with nothing it may enchant doesn't enter (from the stack: the graveyard)
  if (attachTo === 'stays' && fromZone !== 'battlefield') {
    const where =
      fromZone === 'stack'
        ? phrase('trace.enter.toGraveyard')
        : phrase('trace.enter.staysIn', { zone: zoneWord('in', fromZone) });
    const left = fromZone === 'stack' ? state.moveTo(from, 'graveyard') : from;
    state.note(opts.attachTo ? '303.4i' : '303.4g', 'trace.enter.nothingToEnchant', {
      object: named(from.label),
      where,
    });
    return left;
  }
  const o = fromZone === 'battlefield' ? from : state.moveTo(from, 'battlefield');
  if (attachTo !== 'stays') o.attachedTo = attachTo;
  o.entering = true;
  o.controller = controller;
  o.faceDown = !!opts.faceDown;
  o.backFaceUp = !!opts.backFaceUp;
  state.touch();
  const object = named(o.label);
  if (o.faceDown) state.note('708.3', 'trace.enter.faceDown', { object });

  // replacement effects that modify how it enters (614.12, 616.1): a feature module (./features.ts),
  // loaded by the scenarios whose cards have such an effect (without it, none can apply)
  loaded.enters?.replaceEntering(state, o, opts);
  for (const [kind, n] of Object.entries(opts.counters ?? {}))
    addCounters(state, o, kind, n, phrase('trace.counters.entersWith', { object, count: n, kind }));

  o.entering = false;
  o.timestamp = state.nextTimestamp(); // 613.7d
  state.touch();
  const copies = state.effects.filter((e) => e.copy && e.affected.includes(o.oid));
  const last = copies[copies.length - 1];
  // the copy effect's own words (trace.effect.isCopyOf: object, of) say what it enters as
  if (last) state.note('707.5', 'trace.enter.asCopy', last.text.vars);
  else state.note('603.6a', o.tapped ? 'trace.enter.tapped' : 'trace.enter.enters', { object });
  const to = attachedObject(state, o);
  if (to)
    state.note(fromZone === 'stack' ? '608.3c' : '303.4f', 'trace.enter.attached', { object, to: named(to.label) });
  const ev = { event: 'enters' as const, object: o.label, oid: o.oid };
  state.emit(ev);
  fireEvent(state, ev);
  return o;
}

export function addCounters(
  state: GameState,
  o: GameObject,
  kind: string,
  n: number,
  why: Phrase,
  rule = '122.1',
): void {
  o.counters[kind] = (o.counters[kind] ?? 0) + n;
  o.counterTimestamps[kind] = state.nextTimestamp(); // 613.7c
  state.touch();
  state.note(rule, why.key, why.vars);
}
