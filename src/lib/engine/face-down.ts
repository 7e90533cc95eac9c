/**
 * Face-down permanents: turning face up (702.37e, 708.8, 708.10, 708.11) and face down (708.2a,
 * 708.2b, 712.16). A feature module (./features.ts), loaded by the scenarios that turn one over.
 */
import { keywordOf } from './characteristics.js';
import { enterAsCopy } from './enter-replacements.js';
import { register } from './features.js';
import { computeAll, layerOne } from './layers.js';
import type { GameObject, GameState } from './state.js';
import { named, phrase, quoted } from './words.js';

/** 702.37e / 708.8: turn a face-down permanent face up (as a special action for its morph cost, or by an effect). */
function turnFaceUp(state: GameState, o: GameObject, how: 'morph' | 'effect'): boolean {
  const object = named(o.label);
  if (!o.faceDown) {
    state.note('702.37e', 'trace.faceUp.notFaceDown', { object });
    state.emit({ event: 'refused', action: `turn ${o.label} face up`, rule: '702.37e', reason: 'not face down' });
    return false;
  }
  const up = layerOne(state, o, { ignoreFaceDown: true }).chars;
  if (how === 'morph') {
    const morph = up.abilities.find((a) => keywordOf(a) === 'morph');
    if (!morph || !('keyword' in morph)) {
      state.note('702.37e', 'trace.faceUp.noMorph', { object });
      state.emit({ event: 'refused', action: `turn ${o.label} face up`, rule: '702.37e', reason: 'no morph cost' });
      return false;
    }
    state.note('702.37e', 'trace.faceUp.morph', { object, cost: morph.cost ?? '' });
  }
  o.faceDown = false;
  o.timestamp = state.nextTimestamp(); // 613.7f
  state.touch();
  state.note('708.8', 'trace.faceUp.turned', {
    object,
    copied: state.effects.some((e) => e.copy && e.affected.includes(o.oid)) ? phrase('trace.faceUp.copied') : '',
    name: up.name === null ? phrase('trace.noName') : named(up.name),
  });
  // 708.11: "as this is turned face up" abilities apply while it's being turned face up
  for (const a of computeAll(state).get(o.oid)!.chars.abilities) {
    if ('replacement' in a && 'enterAsCopy' in a.replacement && a.replacement.enterAsCopy.asTurnedFaceUp)
      enterAsCopy(state, o, a, a.replacement.enterAsCopy, 'is turned face up');
  }
  return true;
}

/** 708.2b, 712.16: turn a permanent face down; copy effects that last "until it's turned face down" end. */
function turnFaceDown(state: GameState, o: GameObject): boolean {
  const object = named(o.label);
  if (o.faceDown) {
    state.note('708.2b', 'trace.faceDown.already', { object });
    return false;
  }
  if (o.doubleFaced) {
    state.note('712.16', 'trace.faceDown.doubleFaced', { object });
    return false;
  }
  const ended = state.effects.filter((e) => e.until === 'turnedFaceDown' && e.affected.includes(o.oid));
  state.effects = state.effects.filter((e) => !ended.includes(e));
  o.faceDown = true;
  o.timestamp = state.nextTimestamp(); // 613.7f
  state.touch();
  state.note('708.2a', 'trace.faceDown.turned', { object });
  for (const e of ended) state.note('611.2b', 'trace.faceDown.ends', { effect: quoted([e.text]), object });
  return true;
}

export const handlers = { turnFaceUp, turnFaceDown };
register('faceDown', handlers);
