/** Moving permanents off the battlefield (701.8 destroy, 701.21 sacrifice, 704 state-based actions), remembering them. */
import { hasKeyword } from './characteristics.js';
import { rememberLastKnown } from './copy.js';
import { computeAll } from './layers.js';
import type { GameObject, GameState } from './state.js';
import { fireEvent } from './triggers.js';
import type { Zone } from './vocabulary.js';
import { named, phrase, type Phrase, type Word } from './words.js';

/** Move a permanent to another zone; "dies" if a creature goes to the graveyard (700.4). */
export function leaveBattlefield(state: GameState, o: GameObject, to: Zone, rule: string, why: Phrase): GameObject {
  const wasCreature = computeAll(state).get(o.oid)?.chars.types.includes('Creature') ?? false;
  rememberLastKnown(state, o);
  const oldOid = o.oid;
  // 400.7: a token or copy leaving the battlefield still moves, then ceases to exist (704.5d, 707.10a)
  const moved = state.moveTo(o, to);
  state.note(rule, why.key, why.vars);
  // 701.3d: what was attached to it becomes unattached (an Aura then goes by 704.5m)
  for (const a of state.battlefield())
    if (a.attachedTo === oldOid) {
      a.attachedTo = undefined;
      state.touch();
      state.note('701.3d', 'trace.unattached', { object: named(a.label), left: named(o.label) });
    }
  const left = { event: 'leaves' as const, object: o.label, oid: oldOid, to };
  state.emit(left);
  fireEvent(state, left);
  if (to === 'graveyard' && wasCreature) {
    const ev = { event: 'dies' as const, object: o.label, oid: oldOid };
    state.emit(ev);
    fireEvent(state, ev);
  }
  return moved;
}

/** 701.8: destroy — unless it's indestructible (702.12b). */
export function destroy(state: GameState, o: GameObject, by: Word): boolean {
  const c = computeAll(state).get(o.oid);
  const object = named(o.label);
  if (c && hasKeyword(c.chars, 'indestructible')) {
    state.note('702.12b', 'trace.indestructible', { object });
    return false;
  }
  leaveBattlefield(state, o, 'graveyard', '701.8', phrase('trace.destroys', { by, object }));
  return true;
}

/** 701.21: sacrifice, for `by` (a spell or ability) or as the player chooses. */
export function sacrifice(state: GameState, o: GameObject, by?: Word): void {
  const object = named(o.label);
  leaveBattlefield(
    state,
    o,
    'graveyard',
    '701.21',
    by === undefined ? phrase('trace.sacrificed', { object }) : phrase('trace.sacrificedFor', { object, by }),
  );
}
