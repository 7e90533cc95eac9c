/** A spell's own ability (601.2b–c): its modes, targets and additional costs; and how the trace names it. */
import { loaded } from './features.js';
import { computeAll } from './layers.js';
import type { GameObject, GameState } from './state.js';
import type { SpellSpec, TargetSpec } from './vocabulary.js';
import { named, phrase, type Word } from './words.js';

/** The target specifications of a spell's chosen modes (601.2b–c). */
export function targetSpecs(state: GameState, spell: GameObject): TargetSpec[] {
  const s = spellSpecOf(state, spell);
  // 303.4a: an Aura spell targets what it may enchant (./attach.ts, loaded for the scenarios with one)
  if (!s) return loaded.attach?.auraTargets(computeAll(state).get(spell.oid)?.chars) ?? [];
  if (s.modes) return (spell.stack?.modes ?? []).flatMap((m) => s.modes![m - 1]?.targets ?? []);
  return s.targets ?? [];
}

export function spellSpecOf(state: GameState, spell: GameObject): SpellSpec | undefined {
  const c = computeAll(state).get(spell.oid);
  for (const a of c?.chars.abilities ?? []) if ('spell' in a) return a.spell;
  return undefined;
}

/** A spell as the trace names it: its label, and the modes chosen for it. */
export function describeSpell(state: GameState, spell: GameObject): Word {
  const s = spellSpecOf(state, spell);
  if (!spell.stack?.modes.length || !s?.modes) return named(spell.label);
  const modes = spell.stack.modes.map((m) => String(s.modes![m - 1]?.text));
  return phrase('trace.spellWithModes', { spell: named(spell.label), modes: { list: modes, sep: '; ' } });
}
