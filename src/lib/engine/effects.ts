/** 608.2: carrying out a resolving spell's or ability's instructions, in order. */
import { faceCharacteristics } from './characteristics.js';
import { addCounters, enterBattlefield } from './enter.js';
import { need } from './features.js';
import { tokenLabel } from './labels.js';
import { becomes, createTokens } from './object-effects.js';
import { amountOf, nameOf, refer, type Referent, type ResolveContext } from './resolve-context.js';
import type { GameState } from './state.js';
import { conditionHolds } from './triggers.js';
import type { Instruction, Ref } from './vocabulary.js';
import { named, phrase, zoneWord, type Phrase, type Word } from './words.js';
import { destroy, leaveBattlefield, sacrifice } from './zones.js';

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
    const label = tokenLabel(ins.createToken.token.name);
    createTokens(state, ctx, ins.createToken.count ?? 1, source, () => ({
      base: { main: faceCharacteristics(ins.createToken.token, label) },
      label,
      doubleFaced: false,
      backFaceUp: false,
    }));
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
    for (const r of refer(state, ctx, ins.returnToBattlefield.target)) {
      const label = 'o' in r ? r.o.label : 'lki' in r ? r.lki.label : undefined;
      const card = label ? state.find(label) : undefined;
      if (!card || card.zone !== 'graveyard') continue;
      state.note('603.6', 'trace.returns', { by: named(by), object: named(card.label) });
      state.note('400.7', 'trace.newObject');
      enterBattlefield(state, card, { controller: card.owner, counters: ins.returnToBattlefield.counters });
    }
  } else if ('returnToHand' in ins) {
    for (const r of refer(state, ctx, ins.returnToHand)) returnToHand(state, ctx, r, by);
  } else if ('turnFaceDown' in ins) {
    for (const r of refer(state, ctx, ins.turnFaceDown)) if ('o' in r) need('faceDown').turnFaceDown(state, r.o);
  } else if ('transform' in ins) {
    for (const r of refer(state, ctx, ins.transform)) if ('o' in r) need('transform').transform(state, r.o);
  }
}

/**
 * "Return … to its owner's hand": a permanent leaves the battlefield; a card that already left is
 * found only in the zone it went to (603.6c), as the new object it became there (400.7).
 */
function returnToHand(state: GameState, ctx: ResolveContext, r: Referent, by: string): void {
  if ('player' in r) return;
  const ev = ctx.info.trigger?.event;
  const zone = ev?.event === 'leaves' ? ev.to : 'graveyard';
  const label = nameOf(r);
  const now = 'o' in r ? r.o : state.find(label);
  const card = 'o' in r || now?.zone === zone ? now : undefined;
  const object = named(label);
  if (!card) {
    state.note('603.6c', 'trace.hand.notThere', { object, zone: zoneWord('in', zone) });
  } else if (card.zone === 'battlefield') {
    leaveBattlefield(state, card, 'hand', '400.7', phrase('trace.hand.returns', { by: named(by), object }));
  } else {
    const from = card.zone;
    state.moveTo(card, 'hand');
    state.note('lki' in r ? '603.6c' : '400.7', 'trace.hand.returnsFrom', {
      by: named(by),
      object,
      zone: zoneWord('from', from),
    });
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
