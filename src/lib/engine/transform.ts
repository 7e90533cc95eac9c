/**
 * Transforming (701.27) and flipping (710): a permanent's status changes which face or half it
 * shows. A feature module (./features.ts), loaded by the scenarios that transform or flip.
 */
import { register } from './features.js';
import { computeAll } from './layers.js';
import type { GameObject, GameState } from './state.js';
import { named } from './words.js';

/** 701.27: transform — only double-faced permanents can (701.27c, 712.9). */
function transform(state: GameState, o: GameObject): void {
  if (!o.doubleFaced) {
    state.note('701.27c', 'trace.transform.cannot', { object: named(o.label) });
    state.emit({ event: 'refused', action: `transform ${o.label}`, rule: '701.27c', reason: 'not double-faced' });
    return;
  }
  o.backFaceUp = !o.backFaceUp;
  o.timestamp = state.nextTimestamp(); // 613.7g
  state.touch();
  const name = computeAll(state).get(o.oid)?.chars.name;
  state.note('701.27a', o.backFaceUp ? 'trace.transform.back' : 'trace.transform.front', {
    object: named(o.label),
    name: named(String(name)),
  });
}

/** 710.2: flip a flip card's permanent. */
function flip(state: GameState, o: GameObject): void {
  o.flipped = true; // 710.4: one way only
  state.touch();
  state.note('710.2', 'trace.flips', { object: named(o.label) });
}

export const handlers = { transform, flip };
register('transform', handlers);
