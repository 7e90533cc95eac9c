/** 704: state-based actions, checked whenever a player would receive priority, repeated until none apply. */
import { hasKeyword } from './characteristics.js';
import { loaded } from './features.js';
import { computeAll } from './layers.js';
import type { GameState } from './state.js';
import { named, phrase, type Phrase } from './words.js';
import { leaveBattlefield } from './zones.js';

/** A state-based action found to apply (704.5), performed with the others at once. */
export interface PendingAction {
  rule: string;
  oid: string;
  act: 'ceaseToExist' | 'graveyard' | 'unattach';
  why: Phrase;
}

export function checkStateBasedActions(state: GameState): void {
  for (let guard = 0; guard < 100; guard++) {
    const actions = stateBasedActions(state);
    if (actions[0]?.act !== 'ceaseToExist') loaded.legend?.noteLegendsApart(state, computeAll(state));
    if (!actions.length) return;
    perform(state, actions);
  }
}

/**
 * The state-based actions that apply now, none performed (704.3: they're then performed at once).
 * Objects that cease to exist come first and alone: what's left is checked again after them.
 */
export function stateBasedActions(state: GameState): PendingAction[] {
  const all = computeAll(state);
  const ceasing: PendingAction[] = [];
  // 704.5d, 707.10a: tokens off the battlefield and copies of spells off the stack cease to exist
  for (const o of state.objects.values())
    if (
      (o.kind === 'token' && o.zone !== 'battlefield' && o.zone !== 'gone') ||
      (o.kind === 'spellCopy' && o.zone !== 'stack' && o.zone !== 'gone')
    )
      ceasing.push({
        rule: o.kind === 'token' ? '704.5d' : '707.10a',
        oid: o.oid,
        act: 'ceaseToExist',
        why: phrase('trace.ceasesToExist', { object: named(o.label) }),
      });
  if (ceasing.length) return ceasing;
  const out: PendingAction[] = [];
  for (const o of state.battlefield()) {
    const c = all.get(o.oid);
    if (!c || !c.chars.types.includes('Creature') || c.chars.toughness === null) continue;
    const act = 'graveyard' as const;
    if (c.chars.toughness <= 0)
      out.push({
        rule: '704.5f',
        oid: o.oid,
        act,
        why: phrase('trace.sba.toughness', { object: named(o.label), toughness: String(c.chars.toughness) }),
      });
    else if (o.damage >= c.chars.toughness && !hasKeyword(c.chars, 'indestructible'))
      out.push({ rule: '704.5g', oid: o.oid, act, why: phrase('trace.sba.lethalDamage', { object: named(o.label) }) });
  }
  // 704.5j: the legend rule (a feature module: only scenarios with a legendary card load it)
  out.push(...(loaded.legend?.legendRule(state, all) ?? []));
  // 704.5m–p: attachments (a feature module: only scenarios where something can be attached load it)
  return [...out, ...(loaded.attach?.attachmentActions(state, all) ?? [])];
}

function perform(state: GameState, actions: PendingAction[]): void {
  for (const a of actions) {
    const o = state.objects.get(a.oid);
    if (!o) continue;
    if (a.act === 'ceaseToExist') {
      o.zone = 'gone';
      state.touch();
      state.note(a.rule, a.why.key, a.why.vars);
      state.emit({ event: 'ceasedToExist', object: o.label });
    } else if (a.act === 'unattach') {
      o.attachedTo = undefined;
      state.touch();
      state.note(a.rule, a.why.key, a.why.vars);
    } else if (o.zone === 'battlefield') leaveBattlefield(state, o, 'graveyard', a.rule, a.why);
  }
}
