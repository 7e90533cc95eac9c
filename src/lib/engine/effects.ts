/** 608.2: carrying out a resolving spell's or ability's instructions, in order. */
import { abilityText, faceCharacteristics, hasKeyword, prepareAbilities } from './characteristics.js';
import { addCopyEffect, applyExceptions, colorWords, copiableColorsOf, copiableInfoOf, summarize } from './copy.js';
import { addCounters, enterBattlefield, turnFaceDown } from './enter.js';
import { evalAmount, matchesFilter, type Looked } from './filters.js';
import { computeAll } from './layers.js';
import { copySpellOnStack } from './spell-copy.js';
import { EngineError, type GameObject, type GameState, type LastKnown, type StackInfo } from './state.js';
import { conditionHolds } from './triggers.js';
import type { Ability, Amount, ContinuousSpec, Instruction, PlayerId, Ref } from './vocabulary.js';
import { destroy, sacrifice } from './zones.js';

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
type Referent = { player: PlayerId } | { o: GameObject } | { lki: LastKnown };

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

function nameOf(r: Referent): string {
  return 'player' in r ? r.player : 'o' in r ? r.o.label : r.lki.label;
}

function charsOf(state: GameState, r: Referent) {
  if ('o' in r) return computeAll(state).get(r.o.oid)?.chars;
  if ('lki' in r) return r.lki.chars;
  return undefined;
}

export function amountOf(state: GameState, ctx: ResolveContext, a: Amount): number {
  const all: Looked[] = [...computeAll(state).values()].map((c) => ({ o: c.o, chars: c.chars, controller: c.controller }));
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

export function runInstructions(state: GameState, ctx: ResolveContext, list: Instruction[]): void {
  for (const ins of list) {
    if (ins.if && !conditionHolds(state, ins.if, { sourceOid: ctx.sourceOid, controller: ctx.controller, context: ctx.info.trigger, manaSpent: ctx.info.manaSpent })) {
      state.note(ins.if.manaSpent ? '707.10' : '608.2c', conditionFailed(ctx, ins));
      continue;
    }
    if (ins.may) {
      const said = state.chooser.choose('may', ['yes', 'no']) ?? 'yes';
      if (said === 'no') {
        state.note('608.2d', `${ctx.controller === 'you' ? 'You choose' : 'The opponent chooses'} not to: "${ins.text ?? 'optional instruction'}"`);
        continue;
      }
    }
    run(state, ctx, ins);
  }
}

function conditionFailed(ctx: ResolveContext, ins: Instruction): string {
  if (ins.if?.manaSpent) {
    const why = ctx.info.cast ? `no {${ins.if.manaSpent}} was spent to cast it` : `it's a copy: it wasn't cast, so no mana was spent to cast it, and mana isn't an object whose use a copy could share`;
    return `${ctx.self.label}: "${ins.text ?? 'if mana was spent'}" does nothing — ${why}`;
  }
  return `${ctx.self.label}: the condition of "${ins.text ?? 'this instruction'}" is false, so it does nothing`;
}

function run(state: GameState, ctx: ResolveContext, ins: Instruction): void {
  const source = ctx.self.kind === 'ability' ? ctx.sourceLabel : ctx.self.label;
  if ('dealDamage' in ins) {
    const n = amountOf(state, ctx, ins.dealDamage.amount);
    for (const r of refer(state, ctx, ins.dealDamage.to)) dealDamage(state, source, r, n, ctx);
  } else if ('gainLife' in ins) {
    const n = amountOf(state, ctx, ins.gainLife.amount);
    state.players[ctx.controller].life += n;
    state.emit({ event: 'lifeGain', player: ctx.controller, amount: n, source });
    state.note('119.3', `${source}: ${ctx.controller} gains ${n} life`);
  } else if ('loseLife' in ins) {
    const n = amountOf(state, ctx, ins.loseLife.amount);
    for (const r of refer(state, ctx, ins.loseLife.player)) {
      if (!('player' in r)) continue;
      state.players[r.player].life -= n;
      state.emit({ event: 'lifeLoss', player: r.player, amount: n, source });
      state.note('119.3', `${source}: ${r.player} loses ${n} life`);
    }
  } else if ('draw' in ins) {
    const n = amountOf(state, ctx, ins.draw.count);
    state.players[ctx.controller].cardsDrawn += n;
    state.emit({ event: 'draw', player: ctx.controller, count: n });
    state.note('121.1', `${source}: ${ctx.controller} draws ${n} card${n === 1 ? '' : 's'}`);
  } else if ('untap' in ins || 'tap' in ins) {
    const tap = 'tap' in ins;
    for (const r of refer(state, ctx, tap ? (ins as { tap: Ref }).tap : (ins as { untap: Ref }).untap)) {
      if (!('o' in r)) continue;
      r.o.tapped = tap;
      state.touch();
      state.note('701.26', `${source} ${tap ? 'taps' : 'untaps'} ${r.o.label}`);
    }
  } else if ('destroy' in ins) {
    for (const r of refer(state, ctx, ins.destroy)) if ('o' in r && r.o.zone === 'battlefield') destroy(state, r.o, source);
  } else if ('sacrifice' in ins) {
    for (const r of refer(state, ctx, ins.sacrifice)) if ('o' in r && r.o.zone === 'battlefield') sacrifice(state, r.o, source);
  } else if ('becomes' in ins) {
    becomes(state, ctx, ins.becomes, source);
  } else if ('becomeCopy' in ins) {
    becomeCopy(state, ctx, ins.becomeCopy, source);
  } else if ('copySpell' in ins) {
    for (const r of refer(state, ctx, ins.copySpell.of)) {
      if ('o' in r && r.o.zone === 'stack') copySpellOnStack(state, r.o, { controller: ctx.controller, by: source, except: ins.copySpell.except, newTargets: ins.copySpell.newTargets, tokens: ctx.tokens, refer: (ref) => refer(state, ctx, ref) });
      else state.note('608.2b', `${source}: the spell to copy is no longer on the stack`);
    }
  } else if ('createToken' in ins) {
    createTokens(state, ctx, ins.createToken.count ?? 1, source, () => ({ base: { main: faceCharacteristics(ins.createToken.token, `${ins.createToken.token.name} token`) }, label: `${ins.createToken.token.name} token`, doubleFaced: false, backFaceUp: false }));
  } else if ('createTokenCopy' in ins) {
    for (const r of refer(state, ctx, ins.createTokenCopy.of)) {
      if (!('o' in r)) continue;
      const orig = r.o;
      // 707.8a: a token copy of a double-faced permanent is a double-faced token, with the same face up
      const info = copiableInfoOf(state, orig.oid, { bothFaces: true });
      createTokens(state, ctx, 1, source, () => ({ base: info, label: `token copy of ${orig.label}`, doubleFaced: !!info.back, backFaceUp: !!info.back && orig.backFaceUp }));
      state.note(info.back ? '707.8a' : '707.2', `the token copies ${orig.label}: ${summarize(info)}${info.back ? ` — a double-faced token, entering with its ${orig.backFaceUp ? 'back' : 'front'} face up` : ''}`);
    }
  } else if ('addCounters' in ins) {
    const n = amountOf(state, ctx, ins.addCounters.count);
    for (const r of refer(state, ctx, ins.addCounters.target)) {
      if ('o' in r && r.o.zone === 'battlefield') addCounters(state, r.o, ins.addCounters.counter, n, `${source} puts ${n} ${ins.addCounters.counter} counter${n === 1 ? '' : 's'} on ${r.o.label}`);
      else if (!('player' in r)) state.note('608.2h', `${nameOf(r)} is no longer on the battlefield, so no counter is put on it`);
    }
  } else if ('returnToBattlefield' in ins) {
    for (const r of refer(state, ctx, ins.returnToBattlefield.target)) {
      const label = 'o' in r ? r.o.label : 'lki' in r ? r.lki.label : undefined;
      const card = label ? state.find(label) : undefined;
      if (!card || card.zone !== 'graveyard') continue;
      state.note('603.6', `${source}: ${label} returns to the battlefield under its owner's control`);
      enterBattlefield(state, card, { controller: card.owner, counters: ins.returnToBattlefield.counters });
    }
  } else if ('turnFaceDown' in ins) {
    for (const r of refer(state, ctx, ins.turnFaceDown)) if ('o' in r) turnFaceDown(state, r.o);
  } else if ('transform' in ins) {
    for (const r of refer(state, ctx, ins.transform)) if ('o' in r) transform(state, r.o);
  }
}

function dealDamage(state: GameState, source: string, r: Referent, n: number, ctx: ResolveContext): void {
  if ('player' in r) {
    state.players[r.player].life -= n; // 120.3a
    state.emit({ event: 'damage', source, to: r.player, amount: n });
    state.note('120.3a', `${source} deals ${n} damage to ${r.player}${damageWhy(ctx)}`);
  } else if ('o' in r && r.o.zone === 'battlefield') {
    r.o.damage += n; // 120.3e
    state.touch();
    state.emit({ event: 'damage', source, to: r.o.label, amount: n });
    state.note('120.3e', `${source} deals ${n} damage to ${r.o.label}${damageWhy(ctx)}`);
  }
}

function damageWhy(ctx: ResolveContext): string {
  const sac = ctx.info.sacrificed[0];
  if (!sac) return '';
  const whose = ctx.info.cast ? 'sacrificed to cast it' : `sacrificed to pay for the original ${ctx.info.copyOf ?? 'spell'} (a copy uses the objects used to pay the original's costs, 707.10)`;
  return ` — the power of ${sac.label} (${sac.chars.power}), ${whose}`;
}

/** 611.2c: a continuous effect from a resolving spell or ability; amounts are read now (608.2h). */
function becomes(state: GameState, ctx: ResolveContext, b: Extract<Instruction, { becomes: unknown }>['becomes'], source: string): void {
  const { target, until, ...spec } = b;
  const fixed: ContinuousSpec = { ...spec };
  const num = (a: Amount) => amountOf(state, ctx, a);
  if (spec.basePT) fixed.basePT = { power: num(spec.basePT.power), toughness: num(spec.basePT.toughness) };
  if (spec.modifyPT) fixed.modifyPT = { power: num(spec.modifyPT.power), toughness: num(spec.modifyPT.toughness) };
  if (spec.addAbilities) fixed.addAbilities = prepareAbilities(spec.addAbilities, `${ctx.self.label}/grants`);
  const objects = refer(state, ctx, target).flatMap((r) => ('o' in r && r.o.zone === 'battlefield' ? [r.o] : []));
  if (!objects.length) return;
  const what = describeSpec(fixed);
  state.addEffect({ sourceOid: ctx.sourceOid, sourceLabel: ctx.sourceLabel, controller: ctx.controller, affected: objects.map((o) => o.oid), spec: fixed, until: until ?? null, text: `${source}: ${objects.map((o) => o.label).join(', ')} ${what}${until === 'endOfTurn' ? ' until end of turn' : ''}`, rule: '611.2c' });
  state.note('611.2c', `${source}: ${objects.map((o) => o.label).join(', ')} ${what}${until === 'endOfTurn' ? ' until end of turn' : ''}`);
}

export function describeSpec(s: ContinuousSpec): string {
  const parts: string[] = [];
  if (s.gainControl) parts.push('comes under its controller\'s control');
  if (s.creatureTypes || s.addTypes || s.types) parts.push(`becomes ${[...(s.creatureTypes ?? []), ...(s.types ?? s.addTypes ?? [])].join(' ')}${s.addTypes && !s.types ? ' (keeping its other types)' : ''}`);
  if (s.allCreatureTypes) parts.push('has all creature types');
  if (s.addSubtypes) parts.push(`is also ${s.addSubtypes.join(' ')}`);
  if (s.colors) parts.push(`is ${colorWords(s.colors)}`);
  if (s.addAbilities) parts.push(`gains ${s.addAbilities.map(abilityText).join(', ')}`);
  if (s.loseAbilities) parts.push(`loses ${s.loseAbilities.join(', ')}`);
  if (s.basePT) parts.push(`has base power and toughness ${String(s.basePT.power)}/${String(s.basePT.toughness)}`);
  if (s.modifyPT) parts.push(`gets +${String(s.modifyPT.power)}/+${String(s.modifyPT.toughness)}`.replace('+-', '-'));
  if (s.switchPT) parts.push('has its power and toughness switched');
  return parts.join(', ');
}

/** "… becomes a copy of …" on a permanent already on the battlefield (707.4). */
function becomeCopy(state: GameState, ctx: ResolveContext, b: Extract<Instruction, { becomeCopy: unknown }>['becomeCopy'], source: string): void {
  const of = refer(state, ctx, b.of)[0];
  if (!of || 'player' in of) return;
  const ofOid = 'o' in of ? of.o.oid : of.lki.oid;
  const ofLabel = nameOf(of);
  const info = copiableInfoOf(state, ofOid);
  if ('lki' in of) state.note('608.2h', `${ofLabel} has left the battlefield; its last known information is used`);
  for (const r of refer(state, ctx, b.target)) {
    if (!('o' in r) || r.o.zone !== 'battlefield') continue;
    const ex = applyExceptions(info, b.except, { copierColors: copiableColorsOf(state, r.o.oid), thisAbility: ctx.ability });
    addCopyEffect(state, r.o, ex.info, { sourceOid: ctx.sourceOid, sourceLabel: ctx.sourceLabel, controller: ctx.controller, until: b.until ?? null, ofLabel });
    state.note('707.4', `${source}: ${r.o.label} becomes a copy of ${ofLabel} (${summarize(ex.info)}); it stays on the battlefield, so nothing enters or leaves, and noncopy effects on it keep applying`);
    for (const n of ex.notes) state.note(n.rule, n.text);
    if (r.o.faceDown) state.note('708.10', `${r.o.label} is face down: its copiable values become those of ${ofLabel} as modified by its face-down status, so it stays a 2/2 face-down creature`);
  }
}

/** 111.1, 614: create tokens; "twice that many" replacement effects each apply once (614.5, 616.1). */
function createTokens(
  state: GameState,
  ctx: ResolveContext,
  count: number,
  source: string,
  make: () => { base: GameObject['base']; label: string; doubleFaced: boolean; backFaceUp: boolean },
): void {
  let n = count;
  const all = computeAll(state);
  for (const p of state.battlefield()) {
    const c = all.get(p.oid);
    if (!c || c.controller !== ctx.controller) continue;
    for (const a of c.chars.abilities) {
      if ('replacement' in a && 'doubleTokens' in a.replacement) {
        state.note('614.1a', `${p.label}: "${abilityText(a)}" — ${n} token${n === 1 ? '' : 's'} become ${n * 2}`);
        n *= 2;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const t = make();
    const o = state.newObject({ label: state.uniqueLabel(t.label), kind: 'token', zone: 'battlefield', owner: ctx.controller, base: t.base, doubleFaced: t.doubleFaced });
    state.emit({ event: 'tokenCreated', token: o.label });
    state.note('111.1', `${source} creates ${o.label}`);
    const entered = enterBattlefield(state, o, { controller: ctx.controller, backFaceUp: t.backFaceUp });
    ctx.tokens.push(entered.oid);
  }
}

/** 701.27: transform — only double-faced permanents can (701.27c, 712.9). */
export function transform(state: GameState, o: GameObject): void {
  if (!o.doubleFaced) {
    state.note('701.27c', `${o.label} isn't a double-faced card or token, so it can't transform: nothing happens`);
    state.emit({ event: 'refused', action: `transform ${o.label}`, rule: '701.27c', reason: 'not double-faced' });
    return;
  }
  o.backFaceUp = !o.backFaceUp;
  o.timestamp = state.nextTimestamp(); // 613.7g
  state.touch();
  const name = computeAll(state).get(o.oid)?.chars.name;
  state.note('701.27a', `${o.label} transforms: its ${o.backFaceUp ? 'back' : 'front'} face is up — ${name}`);
}

export function hasShroud(state: GameState, o: GameObject): boolean {
  const c = computeAll(state).get(o.oid);
  return !!c && hasKeyword(c.chars, 'shroud');
}

export { EngineError };
