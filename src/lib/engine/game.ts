/**
 * Playing a scenario: set the table, then take steps (cast, resolve, enter, become a copy, …).
 * After each step the game does what it does before a player gets priority: state-based actions
 * (704.3) and putting triggered abilities on the stack (603.3b), until neither happens.
 */
import { addCounters, enterBattlefield } from './enter.js';
import { need } from './features.js';
import { checkStateBasedActions, stateBasedActions } from './sba.js';
import { cast, resolveTop } from './stack.js';
import { EngineError, GameState, SetupError, type Chooser, type GameObject } from './state.js';
import { putTriggersOnStack } from './triggers.js';
import type { CardDef } from './vocabulary.js';
import type { Choices, SetupEntry, Step } from './play-schema.js';
import { destroy, leaveBattlefield, sacrifice } from './zones.js';
import { observe, type Observation } from './view.js';
import { named, phrase, zoneWord } from './words.js';

export type { Action, Choices, SetupEntry, Step } from './play-schema.js';

export class Game {
  readonly state: GameState;
  readonly snapshots: Record<string, Observation> = {};

  /**
   * Set the table. It must be one the rules allow: no state-based action may apply before the
   * first step (704.3), nor may anything but a permanent have status (110.5d) or be attached.
   * Throws SetupError naming the entry at fault.
   */
  constructor(cards: CardDef[], setup: SetupEntry[]) {
    this.state = new GameState(cards);
    const placed: GameObject[][] = [];
    const each = (fn: (e: SetupEntry, i: number) => void) =>
      setup.forEach((e, i) => {
        try {
          fn(e, i);
        } catch (err) {
          throw err instanceof EngineError && !(err instanceof SetupError) ? new SetupError(err.message, i) : err;
        }
      });
    each((e, i) => (placed[i] = this.place(e)));
    each((e, i) => this.attachAtSetup(e, placed[i]!));
    const sba = stateBasedActions(this.state)[0];
    if (!sba) return;
    const entry = placed.findIndex((os) => os.some((o) => o.oid === sba.oid));
    throw new SetupError(phrase('trace.setup.stateBased', { rule: sba.rule, why: sba.why }), Math.max(0, entry));
  }

  /** Setting the table: objects are simply there, without entering or triggering anything. */
  private place(e: SetupEntry): GameObject[] {
    const card = this.state.card(e.card);
    const zone = e.zone ?? 'battlefield';
    const status = (['tapped', 'flipped', 'backFaceUp'] as const).find((k) => e[k]);
    if (zone !== 'battlefield' && status)
      throw new EngineError(
        `110.5d: only permanents have status: ${e.card} is in the ${zone}, so it can't be ${status}`,
      );
    const placed: GameObject[] = [];
    for (let i = 0; i < (e.count ?? 1); i++) {
      const label = this.state.uniqueLabel(e.as ?? e.card);
      const owner = e.controller ?? 'you';
      const o = this.state.newObject({
        label,
        kind: 'card',
        card,
        zone: e.zone ?? 'battlefield',
        owner,
        doubleFaced: !!card.back,
      });
      o.tapped = !!e.tapped;
      o.faceDown = !!e.faceDown;
      o.flipped = !!e.flipped && !!card.flip;
      o.backFaceUp = !!e.backFaceUp && !!card.back;
      o.counters = { ...(e.counters ?? {}) };
      o.choices = { ...(e.chosen ?? {}) };
      placed.push(o);
    }
    return placed;
  }

  /** `attachedTo:` — whether the rules allow that attachment is the state-based actions' question (704.5m–p). */
  private attachAtSetup(e: SetupEntry, objects: GameObject[]): void {
    if (!e.attachedTo) return;
    const to = this.state.byLabel(e.attachedTo);
    if (to.zone !== 'battlefield') throw new EngineError(`attachedTo: ${e.attachedTo} isn't on the battlefield`);
    for (const o of objects) {
      if (o.zone !== 'battlefield')
        throw new EngineError(`attachedTo: ${o.label} is in the ${o.zone}; only a permanent is attached (701.3a)`);
      o.attachedTo = to.oid;
    }
  }

  step(step: Step): void {
    const s = this.state;
    s.chooser = chooserFrom(step.choose);
    try {
      this.act(step);
      this.settle();
    } finally {
      s.chooser = chooserFrom(undefined);
    }
  }

  /** 117.5: before a player receives priority: state-based actions, then triggered abilities, repeated. */
  settle(): void {
    for (let guard = 0; guard < 50; guard++) {
      checkStateBasedActions(this.state);
      if (!putTriggersOnStack(this.state)) return;
    }
  }

  private act(step: Step): void {
    const s = this.state;
    if ('cast' in step) {
      const c = step.cast;
      cast(s, c.card, {
        by: c.by,
        modes: c.modes ?? (c.mode !== undefined ? [c.mode] : undefined),
        targets: c.targets,
        x: c.x,
        sacrifice: c.sacrifice,
        manaSpent: c.manaSpent,
        faceDown: c.faceDown,
      });
    } else if ('activate' in step) {
      need('activate').activate(s, step.activate.object, step.activate);
    } else if ('resolve' in step) {
      const n = step.resolve === 'all' ? Infinity : step.resolve;
      for (let i = 0; i < n; i++) {
        if (!s.stack.length) {
          if (step.resolve === 'all') break;
          throw new EngineError('the stack is empty: nothing to resolve');
        }
        resolveTop(s);
        this.settle();
      }
    } else if ('enter' in step) {
      const { card, faceDown, under, attachedTo } = step.enter;
      const o = s.byLabel(card);
      const attachTo = attachedTo === undefined ? undefined : s.byLabel(attachedTo).oid;
      enterBattlefield(s, o, { faceDown, controller: under ?? o.owner, attachTo });
    } else if ('becomeCopy' in step) {
      const b = step.becomeCopy;
      const target = this.onBattlefield(b.object);
      need('permanentCopy').becomeCopyStep(s, target, s.byLabel(b.of), b.except, b.until);
    } else if ('turnFaceUp' in step) {
      need('faceDown').turnFaceUp(s, this.onBattlefield(step.turnFaceUp.object), step.turnFaceUp.by ?? 'morph');
    } else if ('turnFaceDown' in step) {
      need('faceDown').turnFaceDown(s, this.onBattlefield(step.turnFaceDown.object));
    } else if ('flip' in step) {
      need('transform').flip(s, this.onBattlefield(step.flip.object));
    } else if ('transform' in step) {
      need('transform').transform(s, this.onBattlefield(step.transform.object));
    } else if ('addCounters' in step) {
      const a = step.addCounters;
      addCounters(
        s,
        this.onBattlefield(a.object),
        a.counter,
        a.count,
        phrase('trace.counters.putOn', { count: a.count, kind: a.counter, object: named(a.object) }),
      );
    } else if ('pump' in step) {
      const { object, power, toughness } = step.pump;
      const o = this.onBattlefield(object);
      const pt = `${power >= 0 ? '+' : ''}${power}/${toughness >= 0 ? '+' : ''}${toughness}`;
      const text = phrase('trace.effect.pump', { object: named(object), pt });
      s.addEffect({
        sourceOid: null,
        sourceLabel: null,
        controller: o.controller,
        affected: [o.oid],
        spec: { modifyPT: { power, toughness } },
        until: 'endOfTurn',
        text,
        rule: '611.2c',
      });
      s.note('611.2c', 'trace.effect.anEffect', { effect: text });
    } else if ('putInto' in step) {
      const o = s.byLabel(step.putInto.card);
      const vars = { object: named(o.label), zone: zoneWord('into', step.putInto.zone) };
      if (o.zone === 'battlefield')
        leaveBattlefield(s, o, step.putInto.zone, '400.7', phrase('trace.putInto.fromBattlefield', vars));
      else {
        s.moveTo(o, step.putInto.zone);
        s.note('400.7', 'trace.putInto.elsewhere', vars);
      }
    } else if ('destroy' in step) {
      destroy(s, this.onBattlefield(step.destroy.object), phrase('trace.anEffect'));
    } else if ('sacrifice' in step) {
      sacrifice(s, this.onBattlefield(step.sacrifice.object));
    } else if ('upkeep' in step) {
      need('turn').upkeep(s, step.upkeep);
    } else if ('endStep' in step) {
      need('turn').endStep(s, step.endStep);
    } else if ('cleanup' in step) {
      need('turn').cleanup(s);
    } else if ('snapshot' in step) {
      this.snapshots[step.snapshot] = observe(s);
    }
  }

  private onBattlefield(label: string) {
    const o = this.state.byLabel(label);
    if (o.zone !== 'battlefield')
      throw new EngineError(
        `${label} isn't on the battlefield (it's in ${o.zone === 'gone' ? 'no zone: it ceased to exist' : `the ${o.zone}`})`,
      );
    return o;
  }
}

/** Choices given for a step, by kind ("copy", "target", …); a list is used up in order. */
export function chooserFrom(choose: Choices | undefined): Chooser {
  const queues = new Map<string, (string | number | boolean)[]>();
  for (const [k, v] of Object.entries(choose ?? {})) queues.set(k, Array.isArray(v) ? [...v] : [v]);
  return {
    choose(key: string, options: string[]): string | undefined {
      const q = queues.get(key);
      if (!q || !q.length) return undefined;
      const v = q.length > 1 ? q.shift()! : q[0]!;
      const said = typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);
      // "none" declines an optional choice ("you may have it enter as a copy": choose nothing)
      if (said === 'none') return key === 'may' ? 'no' : undefined;
      if (options.length && !options.includes(said))
        throw new EngineError(`choose.${key}: "${said}" isn't one of the options (${options.join(', ')})`);
      return said;
    },
  };
}
