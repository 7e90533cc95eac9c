/** Face-down permanents: turning face up (702.37e, 708.8, 708.10, 708.11) and face down (708.2a, 708.2b, 712.16). */
import { keywordOf } from './characteristics.js';
import { enterAsCopy } from './enter.js';
import { computeAll, layerOne } from './layers.js';
import type { GameObject, GameState } from './state.js';

/** 702.37e / 708.8: turn a face-down permanent face up (as a special action for its morph cost, or by an effect). */
export function turnFaceUp(state: GameState, o: GameObject, how: 'morph' | 'effect'): boolean {
  if (!o.faceDown) {
    state.note('702.37e', `${o.label} isn't face down, so it can't be turned face up`);
    state.emit({ event: 'refused', action: `turn ${o.label} face up`, rule: '702.37e', reason: 'not face down' });
    return false;
  }
  const up = layerOne(state, o, { ignoreFaceDown: true }).chars;
  if (how === 'morph') {
    const morph = up.abilities.find((a) => keywordOf(a) === 'morph');
    if (!morph || !('keyword' in morph)) {
      state.note(
        '702.37e',
        `${o.label} wouldn't have a morph cost if it were face up, so it can't be turned face up this way`,
      );
      state.emit({ event: 'refused', action: `turn ${o.label} face up`, rule: '702.37e', reason: 'no morph cost' });
      return false;
    }
    state.note(
      '702.37e',
      `${o.label}'s controller pays its morph cost ${morph.cost ?? ''} (the morph cost it would have face up) and turns it face up — a special action`,
    );
  }
  o.faceDown = false;
  o.timestamp = state.nextTimestamp(); // 613.7f
  state.touch();
  state.note(
    '708.8',
    `${o.label} is turned face up: its copiable values revert to its normal copiable values${state.effects.some((e) => e.copy && e.affected.includes(o.oid)) ? ', which are the values it copied (708.10)' : ''} — ${up.name ?? 'no name'}`,
  );
  // 708.11: "as this is turned face up" abilities apply while it's being turned face up
  for (const a of computeAll(state).get(o.oid)!.chars.abilities) {
    if ('replacement' in a && 'enterAsCopy' in a.replacement && a.replacement.enterAsCopy.asTurnedFaceUp)
      enterAsCopy(state, o, a, a.replacement.enterAsCopy, 'is turned face up');
  }
  return true;
}

/** 708.2b, 712.16: turn a permanent face down; copy effects that last "until it's turned face down" end. */
export function turnFaceDown(state: GameState, o: GameObject): boolean {
  if (o.faceDown) {
    state.note('708.2b', `${o.label} is already face down: nothing happens`);
    return false;
  }
  if (o.doubleFaced) {
    state.note('712.16', `${o.label} is a double-faced permanent and can't be turned face down: nothing happens`);
    return false;
  }
  const ended = state.effects.filter((e) => e.until === 'turnedFaceDown' && e.affected.includes(o.oid));
  state.effects = state.effects.filter((e) => !ended.includes(e));
  o.faceDown = true;
  o.timestamp = state.nextTimestamp(); // 613.7f
  state.touch();
  state.note(
    '708.2a',
    `${o.label} is turned face down: a 2/2 face-down creature with no text, no name, no subtypes and no mana cost`,
  );
  for (const e of ended) state.note('611.2b', `"${e.text}" lasted until ${o.label} was turned face down, so it ends`);
  return true;
}
