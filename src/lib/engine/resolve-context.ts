/** What a resolving spell or ability knows (608.2): its source, controller, targets, X, and what its words refer to. */
import { evalAmount, matchesFilter, type Looked } from './filters.js';
import { computeAll } from './layers.js';
import type { GameObject, GameState, LastKnown, StackInfo } from './state.js';
import type { Ability, Amount, PlayerId, Ref } from './vocabulary.js';

export interface ResolveContext {
  /** the spell or ability on the stack */
  self: GameObject;
  info: StackInfo;
  /** the permanent an ability comes from (707.10b), or the spell itself */
  sourceOid: string;
  sourceLabel: string;
  controller: PlayerId;
  /** "this ability", for copy exceptions that grant it (707.9a) */
  ability?: Ability;
  /** tokens created so far by this resolution ("that token") */
  tokens: string[];
  /** targets still legal as it resolves (608.2b) */
  legal: boolean[];
}

/** An object or player a reference points to: its current object, or its last known information. */
export type Referent = { player: PlayerId } | { o: GameObject } | { lki: LastKnown };

export function refer(state: GameState, ctx: ResolveContext, ref: Ref): Referent[] {
  const objectOrLki = (oid: string): Referent[] => {
    const o = state.objects.get(oid);
    if (o && o.zone !== 'gone') return [{ o }];
    const lki = state.lki.get(oid);
    return lki ? [{ lki }] : [];
  };
  if (ref === 'you') return [{ player: ctx.controller }];
  if (ref === 'opponent') return [{ player: state.opponentOf(ctx.controller) }];
  if (ref === 'self') return objectOrLki(ctx.sourceOid);
  if (ref === 'target' || ref === 'target2') {
    const i = ref === 'target' ? 0 : 1;
    const t = ctx.info.targets[i];
    if (!t || ctx.legal[i] === false) return [];
    return 'player' in t ? [{ player: t.player }] : objectOrLki(t.oid);
  }
  if (ref === 'trigger') {
    const oid = ctx.info.trigger?.objectOid;
    return oid ? objectOrLki(oid) : ctx.info.trigger?.lki ? [{ lki: ctx.info.trigger.lki }] : [];
  }
  if (ref === 'sacrificed') return ctx.info.sacrificed.map((lki) => ({ lki }));
  if (ref === 'token') return ctx.tokens.flatMap(objectOrLki);
  const all = computeAll(state);
  const first = ctx.info.targets[0];
  return [...all.values()]
    .filter((c) =>
      matchesFilter({ o: c.o, chars: c.chars, controller: c.controller }, ref.each, {
        sourceOid: ctx.sourceOid,
        controller: ctx.controller,
        targetOid: first && 'oid' in first ? first.oid : undefined,
      }),
    )
    .map((c) => ({ o: c.o }));
}

export function nameOf(r: Referent): string {
  return 'player' in r ? r.player : 'o' in r ? r.o.label : r.lki.label;
}

function charsOf(state: GameState, r: Referent) {
  if ('o' in r) return computeAll(state).get(r.o.oid)?.chars;
  if ('lki' in r) return r.lki.chars;
  return undefined;
}

export function amountOf(state: GameState, ctx: ResolveContext, a: Amount): number {
  const all: Looked[] = [...computeAll(state).values()].map((c) => ({
    o: c.o,
    chars: c.chars,
    controller: c.controller,
  }));
  return evalAmount(a, {
    x: ctx.info.x,
    filter: { sourceOid: ctx.sourceOid, controller: ctx.controller },
    all,
    powerOf: (ref) => {
      const r = refer(state, ctx, ref as Ref)[0];
      return (r && charsOf(state, r)?.power) ?? 0;
    },
  });
}
