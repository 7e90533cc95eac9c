/**
 * 707.10: copying a spell puts a copy on the stack. The copy has the spell's copiable values and
 * every decision made casting it — modes, targets, X, additional costs and the objects used to pay
 * them — but it isn't cast, and mana spent isn't copied (mana isn't an object). 707.10c: "you may
 * choose new targets"; 707.10e: a new target the effect names. A feature module (./features.ts),
 * loaded by the scenarios that copy a spell.
 */
import { applyExceptions, copiableColorsOf, copiableInfoOf, summarize } from './copy.js';
import { register } from './features.js';
import { copyLabel } from './labels.js';
import { spellSpecOf, targetSpecs } from './spells.js';
import type { GameObject, GameState, LastKnown, Target } from './state.js';
import { describeTarget, isLegalTarget, targetsWord, targetWord, type TargetContext } from './targets.js';
import { emitTargeted } from './triggers.js';
import type { CopyException, PlayerId, Ref } from './vocabulary.js';
import { named, namedList, phrase, quoted, type Word } from './words.js';

type Referent = { player: PlayerId } | { o: GameObject } | { lki: LastKnown };

export interface SpellCopyOptions {
  controller: PlayerId;
  by: string;
  except?: CopyException;
  newTargets?: 'may' | Ref;
  tokens: string[];
  refer: (ref: Ref) => Referent[];
}

function copySpellOnStack(state: GameState, original: GameObject, opts: SpellCopyOptions): GameObject {
  const info = original.stack!;
  const ex = applyExceptions(copiableInfoOf(state, original.oid), opts.except, {
    copierColors: copiableColorsOf(state, original.oid),
  });
  const copy = state.newObject({
    label: state.uniqueLabel(copyLabel(original.label)),
    kind: 'spellCopy',
    zone: 'stack',
    owner: opts.controller, // 707.10: owned and controlled by the player who put it on the stack
    controller: opts.controller,
    base: ex.info,
    doubleFaced: !!ex.info.back,
    faceDown: original.faceDown,
  });
  copy.stack = {
    cast: false,
    copyOf: original.label,
    modes: [...info.modes],
    targets: [...info.targets],
    x: info.x,
    sacrificed: [...info.sacrificed],
    manaSpent: '',
  };
  state.stack.push(copy.oid);
  state.touch();
  state.emit({ event: 'copied', copy: copy.label, of: original.label, cast: false });
  const s = spellSpecOf(state, copy);
  const decisions: Word[] = [];
  if (info.modes.length && s?.modes)
    decisions.push(
      phrase('trace.copySpell.mode', { modes: quoted(info.modes.map((m) => String(s.modes![m - 1]?.text))) }),
    );
  if (info.targets.length)
    decisions.push(
      phrase('trace.copySpell.targets', { count: info.targets.length, targets: targetsWord(info.targets) }),
    );
  if (info.x !== null) decisions.push(phrase('trace.copySpell.x', { x: info.x }));
  if (info.sacrificed.length)
    decisions.push(phrase('trace.copySpell.paidWith', { objects: namedList(info.sacrificed.map((l) => l.label)) }));
  state.note('707.10', 'trace.copySpell.puts', {
    by: named(opts.by),
    copy: named(copy.label),
    values: summarize(ex.info),
    decisions: decisions.length
      ? phrase('trace.copySpell.decisions', { decisions: { list: decisions, sep: '; ' } })
      : '',
  });
  for (const n of ex.notes) state.note(n.rule, n.key, n.vars);
  chooseNewTargets(state, copy, opts);
  return copy;
}

function chooseNewTargets(state: GameState, copy: GameObject, opts: SpellCopyOptions): void {
  const specs = targetSpecs(state, copy);
  const ctx: TargetContext = { controller: opts.controller, sourceOid: copy.oid };
  const targets = copy.stack!.targets;
  if (!targets.length || !opts.newTargets) return;
  if (opts.newTargets === 'may') {
    targets.forEach((old, i) => {
      const said = state.chooser.choose('newTargets', []);
      if (said === undefined || said === describeTarget(old)) {
        state.note('707.10c', 'trace.copySpell.keepsTarget', { target: targetWord(old) });
        return;
      }
      const t: Target | undefined =
        said === 'you' || said === 'opponent' ? { player: said } : targetFromLabel(state, said);
      const spec = specs[i];
      if (!t || !spec || !isLegalTarget(state, t, spec, ctx)) {
        state.note('707.10c', 'trace.copySpell.illegalTarget', {
          said: targetWord(said),
          spec: spec?.text ?? phrase('trace.target'),
          target: targetWord(old),
        });
        state.emit({
          event: 'refused',
          action: `change the copy's target to ${said}`,
          rule: '707.10c',
          reason: 'illegal target',
        });
        return;
      }
      targets[i] = t;
      state.note('707.10c', 'trace.copySpell.newTarget', { target: targetWord(t), old: targetWord(old) });
      if ('oid' in t) emitTargeted(state, t, copy.label);
    });
    return;
  }
  // 707.10e: the effect names the new target; if a replacement effect made several, choose one
  const options = opts.refer(opts.newTargets).flatMap((r) => ('o' in r ? [r.o] : []));
  if (!options.length) return;
  let pick = options[0]!;
  if (options.length > 1) {
    const said = state.chooser.choose(
      'token',
      options.map((o) => o.label),
    );
    pick = options.find((o) => o.label === said) ?? pick;
    state.note('707.10e', 'trace.copySpell.chooseOne', { count: options.length, object: named(pick.label) });
  }
  const t: Target = { oid: pick.oid, label: pick.label };
  const legal = specs.every((spec) => isLegalTarget(state, t, spec, ctx));
  if (!legal) {
    state.note('707.10e', 'trace.copySpell.notCreated', { object: named(pick.label) });
    copy.zone = 'gone';
    state.stack = state.stack.filter((s) => s !== copy.oid);
    state.touch();
    return;
  }
  for (let i = 0; i < targets.length; i++) targets[i] = t;
  state.note('707.10e', 'trace.copySpell.newTargetNamed', { object: named(pick.label) });
  emitTargeted(state, t, copy.label);
}

function targetFromLabel(state: GameState, label: string): Target | undefined {
  const o = state.find(label);
  return o ? { oid: o.oid, label: o.label } : undefined;
}

export const handlers = { copySpellOnStack };
register('spellCopy', handlers);
