/** 704: state-based actions, checked whenever a player would receive priority, repeated until none apply. */
import { attachmentActions, type PendingAction } from './attach.js';
import { hasKeyword } from './characteristics.js';
import { computeAll, type Computed } from './layers.js';
import type { GameState } from './state.js';
import { named, phrase } from './words.js';
import { leaveBattlefield } from './zones.js';

export type { PendingAction };

export function checkStateBasedActions(state: GameState): void {
  for (let guard = 0; guard < 100; guard++) {
    const actions = stateBasedActions(state);
    if (actions[0]?.act !== 'ceaseToExist') noteLegendsApart(state, computeAll(state));
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
  // 704.5j: the legend rule, for each player separately
  for (const [key, oids] of legends(state, all)) {
    if (oids.length < 2) continue;
    const labels = oids.map((oid) => state.get(oid).label);
    const said = state.chooser.choose('legendRule', labels);
    const keep = oids[labels.indexOf(said ?? '')] ?? oids[0]!;
    for (const oid of oids) {
      if (oid === keep) continue;
      const [player, name] = key.split('\u0000');
      out.push({
        rule: '704.5j',
        oid,
        act: 'graveyard',
        why: phrase(player === 'you' ? 'trace.sba.legendYou' : 'trace.sba.legendOpponent', {
          name: named(String(name)),
          keep: named(state.get(keep).label),
          object: named(state.get(oid).label),
        }),
      });
    }
  }
  return [...out, ...attachmentActions(state, all)];
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

/** Each player's legendary permanents by name ("player\0name" → oids). */
function legends(state: GameState, all: Map<string, Computed>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const o of state.battlefield()) {
    const c = all.get(o.oid);
    if (!c || !c.chars.supertypes.includes('Legendary') || !c.chars.name) continue;
    const key = `${c.controller}\u0000${c.chars.name}`;
    out.set(key, [...(out.get(key) ?? []), o.oid]);
  }
  return out;
}

/** The legend rule looks at each player's permanents on their own: say so when it matters to a reader. */
function noteLegendsApart(state: GameState, all: Map<string, Computed>): void {
  const byName = new Map<string, string[]>();
  const mine = legends(state, all);
  for (const key of mine.keys()) {
    const [player, name] = key.split('\u0000') as [string, string];
    byName.set(name, [...(byName.get(name) ?? []), player]);
  }
  for (const [name, players] of byName)
    if (players.length > 1 && players.every((p) => mine.get(`${p}\u0000${name}`)!.length === 1))
      state.noteOnce(`legend:${name}`, '704.5j', 'trace.sba.legendEach', { name: named(name) });
}
