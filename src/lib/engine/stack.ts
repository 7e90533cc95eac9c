/** 601 casting spells, 602 activating abilities, 608 resolving the top object of the stack. */
import { abilityText } from './characteristics.js';
import { rememberLastKnown } from './copy.js';
import { runInstructions, type ResolveContext } from './effects.js';
import { enterBattlefield } from './enter.js';
import { matchesFilter } from './filters.js';
import { computeAll } from './layers.js';
import { describeSpell, spellSpecOf, targetSpecs } from './spell-copy.js';
import { EngineError, type GameObject, type GameState, type LastKnown, type Target } from './state.js';
import { describeTarget, isLegalTarget, targetByName } from './targets.js';
import { conditionHolds, emitTargeted, fireEvent } from './triggers.js';
import type { Instruction, PlayerId, TargetSpec } from './vocabulary.js';
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
      `as an additional cost to cast ${label}, ${opts.sacrifice} (a ${c.chars.power}/${c.chars.toughness} creature) is sacrificed`,
    );
  }
  state.stack.push(spell.oid);
  state.touch();
  const how = spell.faceDown ? ' face down as a 2/2 creature spell using morph (702.37c)' : '';
  const tt = spell.stack.targets.length ? ` targeting ${spell.stack.targets.map(describeTarget).join(', ')}` : '';
  const x = spell.stack.x !== null ? ` with X = ${spell.stack.x}` : '';
  state.note(
    '601.2',
    `${by === 'you' ? 'You cast' : 'The opponent casts'} ${describeSpell(state, spell)}${how}${tt}${x}`,
  );
  if (spell.stack.manaSpent)
    state.note('601.2h', `its costs are paid, spending ${[...spell.stack.manaSpent].map((m) => `{${m}}`).join('')}`);
  const ev = { event: 'cast' as const, spell: spell.label, by };
  state.emit(ev);
  fireEvent(state, ev);
  for (const t of spell.stack.targets) if ('oid' in t) emitTargeted(state, t, spell.label);
  return spell;
}

function chooseTargets(
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

export interface ActivateOptions {
  /** 1-based among the object's activated abilities */
  ability?: number;
  x?: number;
  targets?: string[];
}

export function activate(state: GameState, label: string, opts: ActivateOptions = {}): GameObject {
  const src = state.byLabel(label);
  const c = computeAll(state).get(src.oid);
  const activated = (c?.chars.abilities ?? []).filter((a) => 'activated' in a);
  const ability = activated[(opts.ability ?? 1) - 1];
  if (!ability || !('activated' in ability))
    throw new EngineError(`${label} has no activated ability ${opts.ability ?? 1} (it has ${activated.length})`);
  if (ability.activated.cost.includes('{T}')) {
    src.tapped = true;
    state.touch();
  }
  const o = state.newObject({
    label: state.uniqueLabel(`${label}'s ability`),
    kind: 'ability',
    zone: 'stack',
    owner: c!.controller,
    controller: c!.controller,
  });
  o.stack = {
    cast: false,
    modes: [],
    targets: [],
    x: opts.x ?? null,
    sacrificed: [],
    manaSpent: '',
    ability,
    sourceOid: src.oid,
    sourceLabel: label,
    sourceName: c!.chars.name,
  };
  o.stack.targets = chooseTargets(state, `${label}'s ability`, ability.targets ?? [], opts.targets ?? [], {
    controller: c!.controller,
    sourceOid: src.oid,
  });
  state.stack.push(o.oid);
  const x = opts.x !== undefined ? ` with X = ${opts.x}` : '';
  const tt = o.stack.targets.length ? ` targeting ${o.stack.targets.map(describeTarget).join(', ')}` : '';
  state.note('602.2', `${label}'s ability "${abilityText(ability)}" is activated${x}${tt}`);
  for (const t of o.stack.targets) if ('oid' in t) emitTargeted(state, t, o.label);
  return o;
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
  if (info.targets.length && legal.every((l) => !l)) {
    state.note('608.2b', `${top.label}: all its targets are illegal, so it doesn't resolve`);
    finishSpell(state, top);
    return;
  }
  legal.forEach((ok, i) => {
    if (!ok)
      state.note(
        '608.2b',
        `${describeTarget(info.targets[i]!)} is no longer a legal target: ${top.label} doesn't affect it`,
      );
  });

  if (top.kind === 'ability') {
    const a = info.ability!;
    if (
      'triggered' in a &&
      a.if &&
      !conditionHolds(state, a.if, { sourceOid, controller: top.controller, context: info.trigger })
    ) {
      state.note('603.4', `${top.label}: its "if" condition is no longer true, so it does nothing`);
    } else {
      state.note('608.2', `${top.label} resolves: "${abilityText(a)}"`);
      const now = computeAll(state).get(sourceOid)?.chars.name;
      if (info.sourceName && now !== undefined && now !== info.sourceName && abilityText(a).includes(info.sourceName))
        state.note(
          '707.11',
          `the ability names "${info.sourceName}": that still means ${info.sourceLabel}, its source, though it's now ${now ?? 'nameless'}`,
        );
      if ('triggered' in a && a.may && (state.chooser.choose('may', ['yes', 'no']) ?? 'yes') === 'no')
        state.note('608.2d', `its controller chooses not to`);
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
    state.note('608.3', `${top.label} resolves and enters the battlefield`);
    if (top.kind === 'spellCopy') {
      top.kind = 'token';
      state.note('707.10f', `${top.label}: as a copy of a permanent spell resolves, it becomes a token permanent`);
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
  state.note('608.2', `${describeSpell(state, top)} resolves`);
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
    state.note(
      '707.10a',
      `${top.label} is a copy of a spell in a zone other than the stack, so it ceases to exist (a state-based action)`,
    );
    state.emit({ event: 'ceasedToExist', object: top.label });
  } else {
    state.note('608.2n', `${top.label} is put into its owner's graveyard`);
  }
}

export type { LastKnown };
