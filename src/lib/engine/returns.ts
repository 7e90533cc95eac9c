/**
 * Returning a card that left the battlefield (603.6, 400.7): to the battlefield ("return it … with
 * a +1/+1 counter on it", undying) or to its owner's hand. A feature module (./features.ts),
 * loaded by the scenarios whose cards return something (and those with undying).
 */
import { enterBattlefield } from './enter.js';
import { register } from './features.js';
import { nameOf, type Referent, type ResolveContext } from './resolve-context.js';
import type { GameState } from './state.js';
import { named, phrase, zoneWord } from './words.js';
import { leaveBattlefield } from './zones.js';

/** "Return it to the battlefield": the card as it is now, if it is still in the graveyard (400.7: a new object). */
function returnToBattlefield(
  state: GameState,
  r: Referent,
  counters: Record<string, number> | undefined,
  by: string,
): void {
  const label = 'o' in r ? r.o.label : 'lki' in r ? r.lki.label : undefined;
  const card = label ? state.find(label) : undefined;
  if (!card || card.zone !== 'graveyard') return;
  state.note('603.6', 'trace.returns', { by: named(by), object: named(card.label) });
  state.note('400.7', 'trace.newObject');
  enterBattlefield(state, card, { controller: card.owner, counters });
}

/**
 * "Return … to its owner's hand": a permanent leaves the battlefield; a card that already left is
 * found only in the zone it went to (603.6c), as the new object it became there (400.7).
 */
function returnToHand(state: GameState, ctx: ResolveContext, r: Referent, by: string): void {
  if ('player' in r) return;
  const ev = ctx.info.trigger?.event;
  const zone = ev?.event === 'leaves' ? ev.to : 'graveyard';
  const label = nameOf(r);
  const now = 'o' in r ? r.o : state.find(label);
  const card = 'o' in r || now?.zone === zone ? now : undefined;
  const object = named(label);
  if (!card) {
    state.note('603.6c', 'trace.hand.notThere', { object, zone: zoneWord('in', zone) });
  } else if (card.zone === 'battlefield') {
    leaveBattlefield(state, card, 'hand', '400.7', phrase('trace.hand.returns', { by: named(by), object }));
  } else {
    const from = card.zone;
    state.moveTo(card, 'hand');
    state.note('lki' in r ? '603.6c' : '400.7', 'trace.hand.returnsFrom', {
      by: named(by),
      object,
      zone: zoneWord('from', from),
    });
  }
}

export const handlers = { returnToBattlefield, returnToHand };
register('returns', handlers);
