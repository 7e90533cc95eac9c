/** 601 casting spells, 602 activating abilities, 608 resolving the top object of the stack. */
import { abilityText } from './characteristics.js';
import { rememberLastKnown } from './copy.js';
import { runInstructions, type ResolveContext } from './effects.js';
import { enterBattlefield } from './enter.js';
import { matchesFilter } from './filters.js';
import { computeAll } from './layers.js';
import { describeSpell, spellSpecOf, targetSpecs } from './spells.js';
import { EngineError, type GameObject, type GameState, type LastKnown, type Target } from './state.js';
import { isLegalTarget, targetByName, targetsWord, targetWord } from './targets.js';
import { conditionHolds, emitTargeted, fireEvent } from './triggers.js';
import type { Instruction, PlayerId, TargetSpec } from './vocabulary.js';
import { named, phrase } from './words.js';
import { leaveBattlefield } from './zones.js';

export interface CastOptions {
  by?: PlayerId;
  /** 1-based, as the card lists them */
  modes?: number[];
  targets?: string[];
  x?: number;
  /** the creature sacrificed to pay an additional cost */
  sacrifice?: string;
  /** colors of mana spent, e.g. "GW" */
  manaSpent?: string;
  /** 702.37c: cast face down for {3} using morph */
  faceDown?: boolean;
}

export function cast(state: GameState, label: string, opts: CastOptions = {}): GameObject {
  const card = state.byLabel(label);
  if (card.zone === 'battlefield' || card.zone === 'stack')
    throw new EngineError(`${label} is on the ${card.zone} and can't be cast`);
  const by = opts.by ?? card.owner;
  const spell = state.moveTo(card, 'stack');
  spell.controller = by;
  spell.faceDown = !!opts.faceDown;
  spell.stack = {
    cast: true,
    modes: [],
    targets: [],
    x: opts.x ?? null,
    sacrificed: [],
    manaSpent: opts.manaSpent ?? '',
  };
  state.touch();
  const spec = spellSpecOf(state, spell);
  if (spec?.modes) spell.stack.modes = opts.modes?.length ? opts.modes : [1]; // 601.2b
  for (const m of spell.stack.modes) if (!spec?.modes?.[m - 1]) throw new EngineError(`${label} has no mode ${m}`);
  const specs = targetSpecs(state, spell);
  spell.stack.targets = chooseTargets(state, label, specs, opts.targets ?? [], {
    controller: by,
    sourceOid: spell.oid,
  });
  // 601.2f–h: additional costs; the objects used to pay them are remembered (707.10)
  if (spec?.additionalCost?.sacrifice) {
    if (!opts.sacrifice) throw new EngineError(`casting ${label} needs a creature to sacrifice (sacrifice:)`);
    const victim = state.byLabel(opts.sacrifice);
    const c = computeAll(state).get(victim.oid);
    if (
      !c ||
      !matchesFilter({ o: victim, chars: c.chars, controller: c.controller }, spec.additionalCost.sacrifice, {
        controller: by,
      })
    )
      throw new EngineError(`${opts.sacrifice} can't be sacrificed to pay for ${label}`);
    spell.stack.sacrificed.push(rememberLastKnown(state, victim));
    leaveBattlefield(
      state,
      victim,
      'graveyard',
      '601.2h',
      phrase('trace.cast.sacrifice', {
        spell: named(label),
        object: named(opts.sacrifice),
        pt: `${c.chars.power}/${c.chars.toughness}`,
      }),
    );
  }
  state.stack.push(spell.oid);
  state.touch();
  state.note('601.2', by === 'you' ? 'trace.cast.you' : 'trace.cast.opponent', {
    spell: describeSpell(state, spell),
    how: spell.faceDown ? phrase('trace.cast.faceDown') : '',
    targets: spell.stack.targets.length ? phrase('trace.targeting', { targets: targetsWord(spell.stack.targets) }) : '',
    x: spell.stack.x !== null ? phrase('trace.withX', { x: spell.stack.x }) : '',
  });
  if (spell.stack.manaSpent)
    state.note('601.2h', 'trace.cast.paid', { mana: [...spell.stack.manaSpent].map((m) => `{${m}}`).join('') });
  const ev = { event: 'cast' as const, spell: spell.label, by };
  state.emit(ev);
  fireEvent(state, ev);
  for (const t of spell.stack.targets) if ('oid' in t) emitTargeted(state, t, spell.label);
  return spell;
}

export function chooseTargets(
  state: GameState,
  what: string,
  specs: TargetSpec[],
  names: string[],
  ctx: { controller: PlayerId; sourceOid: string },
): Target[] {
  if (names.length !== specs.length)
    throw new EngineError(
      `${what} needs ${specs.length} target${specs.length === 1 ? '' : 's'} (${specs.map((s) => s.text ?? 'target').join(', ') || 'none'}), got ${names.length}`,
    );
  return specs.map((spec, i) => {
    const t = targetByName(state, names[i]!);
    if (!isLegalTarget(state, t, spec, ctx))
      throw new EngineError(`${names[i]} isn't a legal target for ${what}'s "${spec.text ?? 'target'}"`);
    return t;
  });
}

/** 608: the top object of the stack resolves. */
export function resolveTop(state: GameState): void {
  const oid = state.stack[state.stack.length - 1];
  if (!oid) throw new EngineError('the stack is empty: nothing to resolve');
  const top = state.get(oid);
  const info = top.stack!;
  const specs =
    top.kind === 'ability'
      ? info.ability && 'targets' in info.ability
        ? (info.ability.targets ?? [])
        : []
      : targetSpecs(state, top);
  const sourceOid = info.sourceOid ?? top.oid;
  const legal = info.targets.map((t, i) =>
    isLegalTarget(state, t, specs[i] ?? {}, { controller: top.controller, sourceOid }),
  );
  const ctx: ResolveContext = {
    self: top,
    info,
    sourceOid,
    sourceLabel: info.sourceLabel ?? top.label,
    controller: top.controller,
    ability: info.ability,
    tokens: [],
    legal,
  };
  state.stack.pop();
  state.touch();

  // 608.2b: if all its targets are now illegal, it doesn't resolve
  const object = named(top.label);
  if (info.targets.length && legal.every((l) => !l)) {
    state.note('608.2b', 'trace.resolve.allTargetsIllegal', { object });
    finishSpell(state, top);
    return;
  }
  legal.forEach((ok, i) => {
    if (!ok) state.note('608.2b', 'trace.resolve.targetIllegal', { target: targetWord(info.targets[i]!), object });
  });

  if (top.kind === 'ability') {
    const a = info.ability!;
    if (
      'triggered' in a &&
      a.if &&
      !conditionHolds(state, a.if, { sourceOid, controller: top.controller, context: info.trigger })
    ) {
      state.note('603.4', 'trace.resolve.conditionGone', { object });
    } else {
      state.note('608.2', 'trace.resolve.ability', { object, ability: abilityText(a) });
      const now = computeAll(state).get(sourceOid)?.chars.name;
      if (info.sourceName && now !== undefined && now !== info.sourceName && abilityText(a).includes(info.sourceName))
        state.note('707.11', 'trace.resolve.namesSource', {
          name: named(info.sourceName),
          source: named(String(info.sourceLabel)),
          now: now === null ? phrase('trace.nameless') : named(now),
        });
      if ('triggered' in a && a.may && (state.chooser.choose('may', ['yes', 'no']) ?? 'yes') === 'no')
        state.note('608.2d', 'trace.resolve.declines');
      else runInstructions(state, ctx, ('effect' in a ? a.effect : []) as Instruction[]);
    }
    top.zone = 'gone';
    state.touch();
    state.emit({ event: 'resolved', object: top.label });
    return;
  }

  const chars = computeAll(state).get(top.oid)?.chars;
  const permanent = chars?.types.some((t) => t !== 'Instant' && t !== 'Sorcery');
  if (permanent) {
    state.note('608.3', 'trace.resolve.permanent', { object });
    if (top.kind === 'spellCopy') {
      top.kind = 'token';
      state.note('707.10f', 'trace.resolve.copyBecomesToken', { object });
    }
    state.emit({ event: 'resolved', object: top.label });
    // 608.3c: an Aura spell (the only permanent spell with a target here) enters attached to it
    const target = info.targets[0];
    enterBattlefield(state, top, {
      faceDown: top.faceDown,
      controller: top.controller,
      x: info.x,
      attachTo: target && 'oid' in target ? target.oid : undefined,
    });
    return;
  }
  const spec = spellSpecOf(state, top);
  state.note('608.2', 'trace.resolve.spell', { spell: describeSpell(state, top) });
  const list: Instruction[] = spec?.modes
    ? info.modes.flatMap((m) => spec.modes![m - 1]?.effect ?? [])
    : (spec?.effect ?? []);
  runInstructions(state, ctx, list);
  state.emit({ event: 'resolved', object: top.label });
  finishSpell(state, top);
}

/** 608.2n: an instant or sorcery goes to its owner's graveyard; a copy then ceases to exist (707.10a). */
function finishSpell(state: GameState, top: GameObject): void {
  if (top.kind === 'ability') {
    top.zone = 'gone';
    state.touch();
    return;
  }
  const gone = state.moveTo(top, 'graveyard');
  if (top.kind === 'spellCopy') {
    gone.zone = 'gone';
    state.touch();
    state.note('707.10a', 'trace.resolve.copyCeases', { object: named(top.label) });
    state.emit({ event: 'ceasedToExist', object: top.label });
  } else {
    state.note('608.2n', 'trace.resolve.toGraveyard', { object: named(top.label) });
  }
}

export type { LastKnown };
