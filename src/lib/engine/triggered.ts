/**
 * 603: triggered abilities. Events are matched against the triggered abilities of permanents as
 * they are now (603.6a: newcomers included), or, for leaves-the-battlefield events, as the object
 * last existed (603.10a). Triggered abilities wait until a player would receive priority, then go
 * on the stack in APNAP order (603.3b), choosing targets (603.3d). A feature module
 * (./features.ts), loaded by the scenarios whose cards have a triggered ability (or undying).
 */
import { abilityText } from './characteristics.js';
import { register } from './features.js';
import { matchesFilter, type Looked } from './filters.js';
import { computeAll } from './layers.js';
import { abilityLabel } from './labels.js';
import { legalTargets, describeTarget, targetsWord } from './targets.js';
import type { GameEvent, GameObject, GameState, LastKnown, PendingTrigger, Target, TriggerContext } from './state.js';
import { conditionHolds, emitTargeted } from './triggers.js';
import type { Ability, PlayerId, TriggerEvent } from './vocabulary.js';
import { named, phrase } from './words.js';

type Triggered = Extract<Ability, { triggered: TriggerEvent }>;

function isTriggered(a: Ability): a is Triggered {
  return 'triggered' in a;
}

/** 702.93a: some keywords are triggered abilities; this is what they mean. */
function keywordTrigger(a: Ability): Ability | undefined {
  if (!('keyword' in a)) return undefined;
  if (a.keyword === 'undying')
    return {
      id: `${a.id ?? 'undying'}/trigger`,
      text: abilityText(a),
      triggered: { dies: 'self' },
      if: { noCounters: '+1/+1' },
      effect: [{ returnToBattlefield: { target: 'self', counters: { '+1/+1': 1 } } }],
    };
  return undefined;
}

/** Triggered abilities, including those keywords stand for (undying). */
function triggeredAbilities(abilities: Ability[]): Triggered[] {
  return abilities.map((a) => keywordTrigger(a) ?? a).filter(isTriggered);
}

function fireEvent(state: GameState, ev: GameEvent): void {
  const all = computeAll(state);
  for (const perm of state.battlefield()) {
    const c = all.get(perm.oid);
    if (!c) continue;
    for (const a of triggeredAbilities(c.chars.abilities)) {
      const ctx = matchEvent(state, a, ev, perm.oid, c.controller);
      if (ctx) queue(state, perm.oid, perm.label, c.controller, a, ctx, perm.timestamp);
    }
  }
  // 603.10a: leaves-the-battlefield abilities look back in time, to the object as it last existed
  if (ev.event === 'dies' || ev.event === 'leaves') {
    const lki = state.lki.get(ev.oid);
    if (!lki) return;
    const kind = ev.event === 'dies' ? 'dies' : 'leavesBattlefield';
    for (const a of triggeredAbilities(lki.chars.abilities)) {
      if (!(kind in a.triggered)) continue;
      const ctx = matchEvent(state, a, ev, ev.oid, lki.controller);
      if (ctx) queue(state, ev.oid, lki.label, lki.controller, a, ctx, 0);
    }
  }
}

function queue(
  state: GameState,
  sourceOid: string,
  sourceLabel: string,
  controller: PlayerId,
  ability: Triggered,
  context: TriggerContext,
  timestamp: number,
): void {
  if (ability.if && !conditionHolds(state, ability.if, { sourceOid, controller, context })) {
    state.note('603.4', 'trace.trigger.conditionFalse', { source: named(sourceLabel), ability: abilityText(ability) });
    return;
  }
  state.pending.push({ sourceOid, sourceLabel, controller, ability, context, timestamp });
  // 603.6a enters-the-battlefield abilities; 603.10a leaves-the-battlefield abilities look back in time
  const ev = context.event.event;
  const rule = ability.id?.endsWith('/trigger')
    ? '702.93a'
    : ev === 'enters'
      ? '603.6a'
      : ev === 'dies' || ev === 'leaves'
        ? '603.10a'
        : '603.2';
  state.note(rule, 'trace.trigger.triggers', { source: named(sourceLabel), ability: abilityText(ability) });
}

function lookedAt(lki: LastKnown): Looked {
  const o = { oid: lki.oid, label: lki.label, zone: lki.zone, entering: false, kind: 'card' } as GameObject;
  return { o, chars: lki.chars, controller: lki.controller };
}

function matchEvent(
  state: GameState,
  a: Triggered,
  ev: GameEvent,
  sourceOid: string,
  controller: PlayerId,
): TriggerContext | undefined {
  const t = a.triggered;
  const all = computeAll(state);
  if ('enters' in t && ev.event === 'enters') {
    if (t.enters === 'self') return ev.oid === sourceOid ? { event: ev, objectOid: ev.oid } : undefined;
    const c = all.get(ev.oid);
    if (!c) return undefined;
    const ok = matchesFilter({ o: c.o, chars: c.chars, controller: c.controller }, t.enters, { sourceOid, controller });
    return ok ? { event: ev, objectOid: ev.oid } : undefined;
  }
  if ('dies' in t && ev.event === 'dies') {
    const lki = state.lki.get(ev.oid);
    if (!lki) return undefined;
    if (t.dies === 'self') return ev.oid === sourceOid ? { event: ev, objectOid: ev.oid, lki } : undefined;
    const ok = matchesFilter(lookedAt(lki), t.dies, { sourceOid, controller });
    return ok ? { event: ev, objectOid: ev.oid, lki } : undefined;
  }
  if ('leavesBattlefield' in t && ev.event === 'leaves') {
    const { object, to } = t.leavesBattlefield;
    const lki = state.lki.get(ev.oid);
    if (!lki || (to && ev.to !== to)) return undefined;
    const ok =
      object === 'self' ? ev.oid === sourceOid : matchesFilter(lookedAt(lki), object, { sourceOid, controller });
    return ok ? { event: ev, objectOid: ev.oid, lki } : undefined;
  }
  if ('cast' in t && ev.event === 'cast') {
    if (t.cast.by === 'you' && ev.by !== controller) return undefined;
    return { event: ev, objectOid: state.current.get(ev.spell) };
  }
  if ('upkeep' in t && ev.event === 'upkeep')
    return t.upkeep === 'each' || ev.player === controller ? { event: ev } : undefined;
  if ('endStep' in t && ev.event === 'endStep')
    return t.endStep === 'each' || ev.player === controller ? { event: ev } : undefined;
  if ('becomesTarget' in t && ev.event === 'targeted')
    return ev.oid === sourceOid ? { event: ev, objectOid: ev.oid } : undefined;
  return undefined;
}

/** 603.3b: put waiting triggered abilities on the stack, active player's first; 603.3d: choose targets. */
function putTriggersOnStack(state: GameState): boolean {
  if (!state.pending.length) return false;
  const pending = state.pending;
  state.pending = [];
  const apnap = [state.activePlayer, state.opponentOf(state.activePlayer)];
  const ordered = [...pending].sort(
    (a, b) => apnap.indexOf(a.controller) - apnap.indexOf(b.controller) || a.timestamp - b.timestamp,
  );
  for (const p of ordered) putOnStack(state, p);
  return true;
}

function putOnStack(state: GameState, p: PendingTrigger): void {
  const targets: Target[] = [];
  for (const spec of p.ability.targets ?? []) {
    const options = legalTargets(state, spec, { controller: p.controller, sourceOid: p.sourceOid });
    if (!options.length) {
      state.note('603.3d', 'trace.trigger.noTarget', {
        source: named(p.sourceLabel),
        spec: spec.text ?? phrase('trace.target'),
      });
      return;
    }
    const said = state.chooser.choose('target', options.map(describeTarget));
    targets.push(options.find((t) => describeTarget(t) === said) ?? options[0]!);
  }
  const label = state.uniqueLabel(abilityLabel(p.sourceLabel));
  const o = state.newObject({ label, kind: 'ability', zone: 'stack', owner: p.controller, controller: p.controller });
  o.stack = {
    cast: false,
    modes: [],
    targets,
    x: null,
    sacrificed: [],
    manaSpent: '',
    ability: p.ability,
    sourceOid: p.sourceOid,
    sourceLabel: p.sourceLabel,
    trigger: p.context,
  };
  state.stack.push(o.oid);
  state.note('603.3', 'trace.trigger.onStack', {
    source: named(p.sourceLabel),
    targets: targets.length ? phrase('trace.targeting', { targets: targetsWord(targets) }) : '',
  });
  for (const t of targets) if ('oid' in t) emitTargeted(state, t, label);
}

export const handlers = { fireEvent, putTriggersOnStack };
register('triggers', handlers);
