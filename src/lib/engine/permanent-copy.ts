/**
 * Copying permanents (707.2–707.4, 707.8a): a copy effect stored on a permanent, what the copy
 * gets and why (the original's copiable values, and what its own status does to them), "becomes a
 * copy" from a step or an instruction, and token copies. A feature module (./features.ts): a
 * scenario that copies only spells doesn't load it.
 */
import type { CopiableInfo } from './characteristics.js';
import { applyExceptions, copiableColorsOf, copiableInfoOf, summarize } from './copy.js';
import { need, register } from './features.js';
import type { CopyException, Instruction, PlayerId, Until } from './vocabulary.js';
import { computeAll } from './layers.js';
import { tokenCopyLabel } from './labels.js';
import { nameOf, refer, type Referent, type ResolveContext } from './resolve-context.js';
import type { GameObject, GameState, StoredEffect } from './state.js';
import { named, phrase, typeLine, type Word } from './words.js';

/** Store a layer-1a copy effect on an object (707.2, 707.4: noncopy effects keep applying). */
export function addCopyEffect(
  state: GameState,
  target: GameObject,
  info: CopiableInfo,
  opts: {
    sourceOid: string | null;
    sourceLabel: string | null;
    controller: PlayerId;
    until: Until;
    ofLabel: string;
    timestamp?: number;
  },
): StoredEffect {
  return state.addEffect({
    sourceOid: opts.sourceOid,
    sourceLabel: opts.sourceLabel,
    controller: opts.controller,
    affected: [target.oid],
    copy: info,
    until: opts.until,
    text: phrase('trace.effect.isCopyOf', { object: named(target.label), of: named(opts.ofLabel) }),
    rule: '707.2',
    timestamp: opts.timestamp,
  });
}

/** Why the copy got what it got: whose copiable values, and what the copy's own status does to them. */
export function explainCopied(
  state: GameState,
  target: GameObject,
  ofOid: string,
  ofLabel: string,
  info: CopiableInfo,
): void {
  const of = state.objects.get(ofOid);
  const object = named(target.label);
  const ofName = named(ofLabel);
  state.note('707.2', 'trace.copy.gets', {
    object,
    of: ofName,
    values: summarize(info),
    notCopied: notCopied(state, ofOid),
  });
  if (of && of.zone !== 'gone') {
    if (of.faceDown) state.note('708.2', 'trace.copy.ofFaceDown', { of: ofName });
    else if (state.effects.some((e) => e.copy && e.affected.includes(ofOid)))
      state.note('707.3', 'trace.copy.ofCopy', { of: ofName, object });
    if (of.doubleFaced && !info.back)
      state.note('707.8', 'trace.copy.ofDoubleFaced', { of: ofName, face: named(String(info.main.name)) });
  }
  if (target.flipped && info.flip) {
    state.note('707.3', 'trace.copy.statusFlipped', { object });
    state.note('710.1b', 'trace.copy.flipApplies', { name: named(String(info.flip.name)) });
  } else if (!target.flipped && info.flip) {
    state.note('707.3', 'trace.copy.notFlipped', { name: named(String(info.flip.name)), object });
    state.note('710.1b', 'trace.copy.flipNotApplies', { name: named(String(info.main.name)) });
  } else if (target.flipped && !info.flip) {
    state.note('707.3', 'trace.copy.flippedNoHalf', { object });
  }
  if (target.faceDown) state.note('707.3', 'trace.copy.statusFaceDown', { object });
}

/** What the original has that a copy doesn't get (707.2): counters, status, other effects. */
function notCopied(state: GameState, oid: string): Word {
  const c = computeAll(state).get(oid);
  if (!c) return '';
  const parts: Word[] = [];
  const counters = Object.entries(c.o.counters).filter(([, n]) => n > 0);
  if (counters.length)
    parts.push(
      phrase('trace.copy.notCounters', {
        counters: { list: counters.map(([k, n]) => phrase('trace.counterCount', { count: n, kind: k })) },
      }),
    );
  if (c.o.tapped) parts.push(phrase('trace.copy.notTapped'));
  const shape = (x: typeof c.chars) =>
    JSON.stringify([x.power, x.toughness, x.types, x.subtypes, x.allCreatureTypes, x.colors, x.abilities.length]);
  if (shape(c.chars) !== shape(c.copiable)) {
    const pt = c.chars.power !== null ? `${c.chars.power}/${c.chars.toughness} ` : '';
    parts.push(phrase('trace.copy.notEffects', { pt, types: typeLine(c.chars) }));
  }
  return parts.length ? phrase('trace.copy.notCopied', { parts: { list: parts } }) : '';
}

/** "… becomes a copy of …" on a permanent already on the battlefield (707.4). */
function becomeCopy(
  state: GameState,
  ctx: ResolveContext,
  b: Extract<Instruction, { becomeCopy: unknown }>['becomeCopy'],
  source: string,
): void {
  const of = refer(state, ctx, b.of)[0];
  if (!of || 'player' in of) return;
  const ofOid = 'o' in of ? of.o.oid : of.lki.oid;
  const ofLabel = nameOf(of);
  const info = copiableInfoOf(state, ofOid);
  if ('lki' in of) state.note('608.2h', 'trace.copy.lastKnown', { of: named(ofLabel) });
  for (const r of refer(state, ctx, b.target)) {
    if (!('o' in r) || r.o.zone !== 'battlefield') continue;
    const ex = applyExceptions(info, b.except, {
      copierColors: copiableColorsOf(state, r.o.oid),
      thisAbility: ctx.ability,
    });
    addCopyEffect(state, r.o, ex.info, {
      sourceOid: ctx.sourceOid,
      sourceLabel: ctx.sourceLabel,
      controller: ctx.controller,
      until: b.until ?? null,
      ofLabel,
    });
    const object = named(r.o.label);
    state.note('707.4', 'trace.copy.effectMakes', { source: named(source), object, of: named(ofLabel) });
    for (const n of ex.notes) state.note(n.rule, n.key, n.vars);
    explainCopied(state, r.o, ofOid, ofLabel, ex.info);
    if (r.o.faceDown) state.note('708.10', 'trace.copy.effectFaceDown', { object, of: named(ofLabel) });
  }
}

/** The step "… becomes a copy of …" (an effect the scenario doesn't model, 707.4). */
function becomeCopyStep(
  state: GameState,
  target: GameObject,
  of: GameObject,
  except: CopyException | undefined,
  until: Until | undefined,
): void {
  const ex = applyExceptions(copiableInfoOf(state, of.oid), except, {
    copierColors: copiableColorsOf(state, target.oid),
  });
  addCopyEffect(state, target, ex.info, {
    sourceOid: null,
    sourceLabel: null,
    controller: target.controller,
    until: until ?? null,
    ofLabel: of.label,
  });
  const object = named(target.label);
  state.note('707.4', 'trace.copy.becomes', { object, of: named(of.label) });
  for (const n of ex.notes) state.note(n.rule, n.key, n.vars);
  explainCopied(state, target, of.oid, of.label, ex.info);
  if (target.faceDown) state.note('708.10', 'trace.copy.staysFaceDown', { object, of: named(of.label) });
}

/** "Create a token that's a copy of …": 707.8a, a token copy of a double-faced permanent is a double-faced token, with the same face up. */
function createTokenCopy(state: GameState, ctx: ResolveContext, r: Referent, source: string): void {
  if (!('o' in r)) return;
  const orig = r.o;
  const info = copiableInfoOf(state, orig.oid, { bothFaces: true });
  need('tokens').createTokens(state, ctx, 1, source, () => ({
    base: info,
    label: tokenCopyLabel(orig.label),
    doubleFaced: !!info.back,
    backFaceUp: !!info.back && orig.backFaceUp,
  }));
  state.note(info.back ? '707.8a' : '707.2', 'trace.token.copies', {
    of: named(orig.label),
    values: summarize(info),
    faces: info.back ? phrase(orig.backFaceUp ? 'trace.token.backUp' : 'trace.token.frontUp') : '',
  });
}

export const handlers = { becomeCopy, becomeCopyStep, createTokenCopy };
register('permanentCopy', handlers);
