/**
 * 704.5j, the legend rule: a player who controls two or more legendary permanents with the same
 * name chooses one and puts the others into their owners' graveyards. A feature module
 * (./features.ts), loaded by the scenarios with a legendary card.
 */
import { register } from './features.js';
import type { Computed } from './layers.js';
import type { PendingAction } from './sba.js';
import type { GameState } from './state.js';
import { named, phrase } from './words.js';

/** The legend rule, for each player separately: the state-based actions that apply now, none performed. */
function legendRule(state: GameState, all: Map<string, Computed>): PendingAction[] {
  const out: PendingAction[] = [];
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
  return out;
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

export const handlers = { legendRule, noteLegendsApart };
register('legend', handlers);
