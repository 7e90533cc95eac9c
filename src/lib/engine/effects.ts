/** 608.2: carrying out a resolving spell's or ability's instructions, in order. */
import { addCounters } from './enter.js';
import { need } from './features.js';
import { becomes } from './object-effects.js';
import { amountOf, nameOf, refer, type Referent, type ResolveContext } from './resolve-context.js';
import type { GameState } from './state.js';
import { conditionHolds } from './triggers.js';
import type { Instruction, Ref } from './vocabulary.js';
import { named, phrase, type Phrase, type Word } from './words.js';
import { destroy, sacrifice } from './zones.js';

export type { ResolveContext };

export function runInstructions(state: GameState, ctx: ResolveContext, list: Instruction[]): void {
  for (const ins of list) {
    if (
      ins.if &&
      !conditionHolds(state, ins.if, {
        sourceOid: ctx.sourceOid,
        controller: ctx.controller,
        context: ctx.info.trigger,
        manaSpent: ctx.info.manaSpent,
      })
    ) {
      const failed = conditionFailed(ctx, ins);
      state.note(ins.if.manaSpent ? '707.10' : '608.2c', failed.key, failed.vars);
      continue;
    }
    if (ins.may) {
      const said = state.chooser.choose('may', ['yes', 'no']) ?? 'yes';
      if (said === 'no') {
        state.note('608.2d', ctx.controller === 'you' ? 'trace.effect.youDecline' : 'trace.effect.opponentDeclines', {
          text: ins.text ?? phrase('trace.effect.optional'),
        });
        continue;
      }
    }
    run(state, ctx, ins);
  }
}

function conditionFailed(ctx: ResolveContext, ins: Instruction): Phrase {
  const object = named(ctx.self.label);
  if (ins.if?.manaSpent) {
    const why = ctx.info.cast
      ? phrase('trace.effect.manaNotSpent', { mana: `{${ins.if.manaSpent}}` })
      : phrase('trace.effect.copyNoMana');
    return phrase('trace.effect.manaCondition', { object, text: ins.text ?? phrase('trace.effect.ifMana'), why });
  }
  return phrase('trace.effect.conditionFalse', { object, text: ins.text ?? phrase('trace.effect.thisInstruction') });
}

function run(state: GameState, ctx: ResolveContext, ins: Instruction): void {
  // 608.2h: an ability's source is what deals damage or becomes a copy; the trace names the ability
  const source = ctx.self.kind === 'ability' ? ctx.sourceLabel : ctx.self.label;
  const by = ctx.self.label;
  if ('dealDamage' in ins) {
    const n = amountOf(state, ctx, ins.dealDamage.amount);
    for (const r of refer(state, ctx, ins.dealDamage.to)) dealDamage(state, source, r, n, ctx);
  } else if ('gainLife' in ins) {
    const n = amountOf(state, ctx, ins.gainLife.amount);
    state.players[ctx.controller].life += n;
    state.emit({ event: 'lifeGain', player: ctx.controller, amount: n, source });
    state.note('119.3', ctx.controller === 'you' ? 'trace.life.youGain' : 'trace.life.opponentGains', {
      by: named(by),
      count: n,
    });
  } else if ('loseLife' in ins) {
    const n = amountOf(state, ctx, ins.loseLife.amount);
    for (const r of refer(state, ctx, ins.loseLife.player)) {
      if (!('player' in r)) continue;
      state.players[r.player].life -= n;
      state.emit({ event: 'lifeLoss', player: r.player, amount: n, source });
      state.note('119.3', r.player === 'you' ? 'trace.life.youLose' : 'trace.life.opponentLoses', {
        by: named(by),
        count: n,
      });
    }
  } else if ('draw' in ins) {
    const n = amountOf(state, ctx, ins.draw.count);
    state.players[ctx.controller].cardsDrawn += n;
    state.emit({ event: 'draw', player: ctx.controller, count: n });
    state.note('121.1', ctx.controller === 'you' ? 'trace.draw.you' : 'trace.draw.opponent', {
      by: named(by),
      count: n,
    });
  } else if ('untap' in ins || 'tap' in ins) {
    const tap = 'tap' in ins;
    for (const r of refer(state, ctx, tap ? (ins as { tap: Ref }).tap : (ins as { untap: Ref }).untap)) {
      if (!('o' in r)) continue;
      r.o.tapped = tap;
      state.touch();
      state.note('701.26', tap ? 'trace.taps' : 'trace.untaps', { source: named(source), object: named(r.o.label) });
    }
  } else if ('destroy' in ins) {
    for (const r of refer(state, ctx, ins.destroy))
      if ('o' in r && r.o.zone === 'battlefield') destroy(state, r.o, named(source));
  } else if ('sacrifice' in ins) {
    for (const r of refer(state, ctx, ins.sacrifice))
      if ('o' in r && r.o.zone === 'battlefield') sacrifice(state, r.o, named(source));
  } else if ('becomes' in ins) {
    becomes(state, ctx, ins.becomes, by);
  } else if ('becomeCopy' in ins) {
    need('permanentCopy').becomeCopy(state, ctx, ins.becomeCopy, by);
  } else if ('copySpell' in ins) {
    for (const r of refer(state, ctx, ins.copySpell.of)) {
      if ('o' in r && r.o.zone === 'stack')
        need('spellCopy').copySpellOnStack(state, r.o, {
          controller: ctx.controller,
          by: source,
          except: ins.copySpell.except,
          newTargets: ins.copySpell.newTargets,
          tokens: ctx.tokens,
          refer: (ref) => refer(state, ctx, ref),
        });
      else state.note('608.2b', 'trace.effect.spellGone', { source: named(source) });
    }
  } else if ('createToken' in ins) {
    need('tokens').createToken(state, ctx, ins.createToken, source);
  } else if ('createTokenCopy' in ins) {
    for (const r of refer(state, ctx, ins.createTokenCopy.of))
      need('permanentCopy').createTokenCopy(state, ctx, r, source);
  } else if ('addCounters' in ins) {
    const n = amountOf(state, ctx, ins.addCounters.count);
    for (const r of refer(state, ctx, ins.addCounters.target)) {
      if ('o' in r && r.o.zone === 'battlefield')
        addCounters(
          state,
          r.o,
          ins.addCounters.counter,
          n,
          phrase('trace.counters.put', {
            source: named(source),
            count: n,
            kind: ins.addCounters.counter,
            object: named(r.o.label),
          }),
        );
      else if (!('player' in r)) state.note('608.2h', 'trace.counters.gone', { object: named(nameOf(r)) });
    }
  } else if ('returnToBattlefield' in ins) {
    for (const r of refer(state, ctx, ins.returnToBattlefield.target))
      need('returns').returnToBattlefield(state, r, ins.returnToBattlefield.counters, by);
  } else if ('returnToHand' in ins) {
    for (const r of refer(state, ctx, ins.returnToHand)) need('returns').returnToHand(state, ctx, r, by);
  } else if ('turnFaceDown' in ins) {
    for (const r of refer(state, ctx, ins.turnFaceDown)) if ('o' in r) need('faceDown').turnFaceDown(state, r.o);
  } else if ('transform' in ins) {
    for (const r of refer(state, ctx, ins.transform)) if ('o' in r) need('transform').transform(state, r.o);
  }
}

function dealDamage(state: GameState, source: string, r: Referent, n: number, ctx: ResolveContext): void {
  const sac = ctx.info.sacrificed[0];
  if (sac) state.note('608.2h', 'trace.damage.lastKnown', { object: named(sac.label), power: String(sac.chars.power) });
  if ('player' in r) {
    state.players[r.player].life -= n; // 120.3a
    state.emit({ event: 'damage', source, to: r.player, amount: n });
    state.note('120.3a', r.player === 'you' ? 'trace.damage.toYou' : 'trace.damage.toOpponent', {
      source: named(source),
      count: n,
      why: damageWhy(ctx),
    });
  } else if ('o' in r && r.o.zone === 'battlefield') {
    r.o.damage += n; // 120.3e
    state.touch();
    state.emit({ event: 'damage', source, to: r.o.label, amount: n });
    state.note('120.3e', 'trace.damage.toObject', {
      source: named(source),
      count: n,
      object: named(r.o.label),
      why: damageWhy(ctx),
    });
  }
}

function damageWhy(ctx: ResolveContext): Word {
  const sac = ctx.info.sacrificed[0];
  if (!sac) return '';
  const whose = ctx.info.cast
    ? phrase('trace.damage.sacrificedToCast')
    : phrase('trace.damage.sacrificedForOriginal', {
        original: ctx.info.copyOf ? named(ctx.info.copyOf) : phrase('trace.spell'),
      });
  return phrase('trace.damage.power', { object: named(sac.label), power: String(sac.chars.power), whose });
}
