/**
 * Events and conditions (603): an event is offered to the triggered abilities (./triggered.ts, a
 * feature module: without it no scenario object has one), waiting abilities go on the stack before
 * a player gets priority, and "if" clauses are read (603.4, 608.2c).
 */
import { loaded } from './features.js';
import { matchesFilter } from './filters.js';
import { computeAll } from './layers.js';
import type { GameEvent, GameState, TriggerContext } from './state.js';
import type { Condition, PlayerId } from './vocabulary.js';

/** An event happened: the triggered abilities it matches trigger (603.2). */
export function fireEvent(state: GameState, ev: GameEvent): void {
  loaded.triggers?.fireEvent(state, ev);
}

/** 603.3b: put waiting triggered abilities on the stack; false when none were waiting. */
export function putTriggersOnStack(state: GameState): boolean {
  return !!loaded.triggers?.putTriggersOnStack(state);
}

/** Conditions of "if" clauses, read now. */
export function conditionHolds(
  state: GameState,
  cond: Condition,
  ctx: { sourceOid: string; controller: PlayerId; context?: TriggerContext; manaSpent?: string },
): boolean {
  const all = computeAll(state);
  if (cond.manaSpent && !(ctx.manaSpent ?? '').includes(cond.manaSpent)) return false;
  if (cond.self) {
    const c = all.get(ctx.sourceOid);
    const zone = c && c.o.zone !== 'gone' ? c.o.zone : 'battlefield';
    if (
      !c ||
      !matchesFilter(
        { o: c.o, chars: c.chars, controller: c.controller },
        { zone, ...cond.self },
        { sourceOid: ctx.sourceOid, controller: ctx.controller },
      )
    )
      return false;
  }
  if (cond.noCounters) {
    const lki = ctx.context?.lki;
    const n = lki
      ? (lki.counters[cond.noCounters] ?? 0)
      : (state.objects.get(ctx.sourceOid)?.counters[cond.noCounters] ?? 0);
    if (n > 0) return false;
  }
  if (cond.targetsOnlySingle) {
    const spellOid = ctx.context?.objectOid;
    const spell = spellOid ? state.objects.get(spellOid) : undefined;
    const targets = spell?.stack?.targets ?? [];
    if (targets.length !== 1) return false;
    const only = targets[0]!;
    if (!('oid' in only)) return false;
    const c = all.get(only.oid);
    if (
      !c ||
      !matchesFilter({ o: c.o, chars: c.chars, controller: c.controller }, cond.targetsOnlySingle, {
        controller: ctx.controller,
      })
    )
      return false;
  }
  return true;
}

export function emitTargeted(state: GameState, t: { oid: string; label: string }, by: string): void {
  const ev: GameEvent = { event: 'targeted', object: t.label, oid: t.oid, by };
  state.emit(ev);
  fireEvent(state, ev);
}
