/** 115: targets — which objects and players a spell or ability can target, and whether a target is still legal. */
import { hasKeyword } from './characteristics.js';
import { matchesFilter } from './filters.js';
import { computeAll } from './layers.js';
import type { GameState, Target } from './state.js';
import type { PlayerId, TargetSpec } from './vocabulary.js';
import { named, player, type Word } from './words.js';

export interface TargetContext {
  controller: PlayerId;
  sourceOid?: string;
}

/** A target as readers and scenarios name it ("opponent", "Serra Angel"): choices and events compare these. */
export function describeTarget(t: Target): string {
  return 'player' in t ? t.player : t.label;
}

/** A target, or a name a reader gave for one, in the trace. */
export function targetWord(t: Target | string): Word {
  const name = typeof t === 'string' ? t : describeTarget(t);
  return name === 'you' || name === 'opponent' ? player(name) : named(name);
}

export const targetsWord = (ts: readonly Target[]): Word => ({ list: ts.map(targetWord) });

export function isLegalTarget(state: GameState, t: Target, spec: TargetSpec, ctx: TargetContext): boolean {
  if ('player' in t) {
    if (!spec.player) return false;
    return spec.player === true || t.player !== ctx.controller;
  }
  if (!spec.object) return false;
  // 115.5: a spell or ability on the stack can't target itself
  if (t.oid === ctx.sourceOid && spec.object.zone === 'stack') return false;
  const c = computeAll(state).get(t.oid);
  if (!c || c.o.zone === 'gone') return false;
  // 702.18a shroud: can't be the target of spells or abilities
  if (hasKeyword(c.chars, 'shroud')) return false;
  return matchesFilter({ o: c.o, chars: c.chars, controller: c.controller }, spec.object, {
    sourceOid: ctx.sourceOid,
    controller: ctx.controller,
  });
}

export function legalTargets(state: GameState, spec: TargetSpec, ctx: TargetContext): Target[] {
  const out: Target[] = [];
  if (spec.player)
    for (const p of ['you', 'opponent'] as const)
      if (isLegalTarget(state, { player: p }, spec, ctx)) out.push({ player: p });
  if (spec.object) {
    for (const c of computeAll(state).values()) {
      const t = { oid: c.o.oid, label: c.o.label };
      if (c.o.kind !== 'ability' && isLegalTarget(state, t, spec, ctx)) out.push(t);
    }
  }
  return out;
}

/** A target named by a reader: a player ("you", "opponent") or an object's label. */
export function targetByName(state: GameState, name: string): Target {
  if (name === 'you' || name === 'opponent') return { player: name };
  const o = state.byLabel(name);
  return { oid: o.oid, label: o.label };
}
