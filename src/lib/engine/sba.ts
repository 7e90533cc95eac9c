/** 704: state-based actions, checked whenever a player would receive priority, repeated until none apply. */
import { hasKeyword } from './characteristics.js';
import { computeAll } from './layers.js';
import type { GameState } from './state.js';
import { leaveBattlefield } from './zones.js';

export function checkStateBasedActions(state: GameState): void {
  for (let guard = 0; guard < 100; guard++) {
    if (!once(state)) return;
  }
}

function once(state: GameState): boolean {
  const all = computeAll(state);
  let acted = false;
  // 704.5d, 707.10a: tokens off the battlefield and copies of spells off the stack cease to exist
  for (const o of state.objects.values()) {
    if (
      (o.kind === 'token' && o.zone !== 'battlefield' && o.zone !== 'gone') ||
      (o.kind === 'spellCopy' && o.zone !== 'stack' && o.zone !== 'gone')
    ) {
      o.zone = 'gone';
      state.touch();
      state.note(o.kind === 'token' ? '704.5d' : '707.10a', `${o.label} ceases to exist`);
      state.emit({ event: 'ceasedToExist', object: o.label });
      acted = true;
    }
  }
  if (acted) return true;
  const dying: { oid: string; rule: string; why: string }[] = [];
  for (const o of state.battlefield()) {
    const c = all.get(o.oid);
    if (!c || !c.chars.types.includes('Creature') || c.chars.toughness === null) continue;
    if (c.chars.toughness <= 0)
      dying.push({
        oid: o.oid,
        rule: '704.5f',
        why: `${o.label} has toughness ${c.chars.toughness}, so it's put into its owner's graveyard`,
      });
    else if (o.damage >= c.chars.toughness && !hasKeyword(c.chars, 'indestructible'))
      dying.push({ oid: o.oid, rule: '704.5g', why: `${o.label} has lethal damage marked on it and is destroyed` });
  }
  // 704.5j: the legend rule, for each player separately
  const legends = new Map<string, string[]>();
  for (const o of state.battlefield()) {
    const c = all.get(o.oid);
    if (!c || !c.chars.supertypes.includes('Legendary') || !c.chars.name) continue;
    const key = `${c.controller}\u0000${c.chars.name}`;
    legends.set(key, [...(legends.get(key) ?? []), o.oid]);
  }
  // the legend rule looks at each player's permanents on their own: say so when it matters to a reader
  const byName = new Map<string, string[]>();
  for (const key of legends.keys()) {
    const [player, name] = key.split('\u0000') as [string, string];
    byName.set(name, [...(byName.get(name) ?? []), player]);
  }
  for (const [name, players] of byName)
    if (players.length > 1 && players.every((p) => legends.get(`${p}\u0000${name}`)!.length === 1))
      state.noteOnce(
        `legend:${name}`,
        '704.5j',
        `each player controls one legendary permanent named ${name}; the legend rule applies to each player's permanents separately, so both stay`,
      );
  for (const [key, oids] of legends) {
    if (oids.length < 2) continue;
    const labels = oids.map((oid) => state.get(oid).label);
    const said = state.chooser.choose('legendRule', labels);
    const keep = oids[labels.indexOf(said ?? '')] ?? oids[0]!;
    for (const oid of oids) {
      if (oid === keep) continue;
      const [player, name] = key.split('\u0000');
      dying.push({
        oid,
        rule: '704.5j',
        why: `${player} controls two legendary permanents named ${name}: keeps ${state.get(keep).label}, and ${state.get(oid).label} is put into its owner's graveyard (legend rule)`,
      });
    }
  }
  for (const d of dying) {
    const o = state.objects.get(d.oid);
    if (o && o.zone === 'battlefield') leaveBattlefield(state, o, 'graveyard', d.rule, d.why);
  }
  return dying.length > 0;
}
