/** Instructions that change objects: continuous effects from resolution (611.2c), becoming a copy (707.4), tokens (111), transforming (701.27). */
import { abilityText, prepareAbilities } from './characteristics.js';
import { addCopyEffect, applyExceptions, colorWords, copiableColorsOf, copiableInfoOf, explainCopied } from './copy.js';
import { enterBattlefield } from './enter.js';
import { computeAll } from './layers.js';
import { amountOf, nameOf, refer, type ResolveContext } from './resolve-context.js';
import type { GameObject, GameState } from './state.js';
import type { Amount, ContinuousSpec, Instruction } from './vocabulary.js';

/** 611.2c: a continuous effect from a resolving spell or ability; amounts are read now (608.2h). */
export function becomes(
  state: GameState,
  ctx: ResolveContext,
  b: Extract<Instruction, { becomes: unknown }>['becomes'],
  source: string,
): void {
  const { target, until, ...spec } = b;
  const fixed: ContinuousSpec = { ...spec };
  const num = (a: Amount) => amountOf(state, ctx, a);
  if (spec.basePT) fixed.basePT = { power: num(spec.basePT.power), toughness: num(spec.basePT.toughness) };
  if (spec.modifyPT) fixed.modifyPT = { power: num(spec.modifyPT.power), toughness: num(spec.modifyPT.toughness) };
  if (spec.addAbilities) fixed.addAbilities = prepareAbilities(spec.addAbilities, `${ctx.self.label}/grants`);
  const objects = refer(state, ctx, target).flatMap((r) => ('o' in r && r.o.zone === 'battlefield' ? [r.o] : []));
  if (!objects.length) return;
  const what = describeSpec(fixed);
  state.addEffect({
    sourceOid: ctx.sourceOid,
    sourceLabel: ctx.sourceLabel,
    controller: ctx.controller,
    affected: objects.map((o) => o.oid),
    spec: fixed,
    until: until ?? null,
    text: `${source}: ${objects.map((o) => o.label).join(', ')} ${what}${until === 'endOfTurn' ? ' until end of turn' : ''}`,
    rule: '611.2c',
  });
  state.note(
    '611.2c',
    `${source}: ${objects.map((o) => o.label).join(', ')} ${what}${until === 'endOfTurn' ? ' until end of turn' : ''}`,
  );
}

export function describeSpec(s: ContinuousSpec): string {
  const parts: string[] = [];
  if (s.gainControl) parts.push("comes under its controller's control");
  if (s.creatureTypes || s.addTypes || s.types)
    parts.push(
      `becomes ${typesPhrase(s)}${s.addTypes && !s.types ? ' (keeping its other types' + (s.creatureTypes ? ' but not its creature types' : '') + ', 205.1b)' : ''}`,
    );
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

function typesPhrase(s: ContinuousSpec): string {
  const types = (s.types ?? s.addTypes ?? []).join(' ');
  const creature = s.creatureTypes?.join(' ');
  if (!types) return `a ${creature}`;
  return creature ? `${types} — ${creature}` : types;
}

/** "… becomes a copy of …" on a permanent already on the battlefield (707.4). */
export function becomeCopy(
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
  if ('lki' in of) state.note('608.2h', `${ofLabel} has left the battlefield; its last known information is used`);
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
    state.note(
      '707.4',
      `${source}: ${r.o.label} becomes a copy of ${ofLabel}; it stays on the battlefield, so nothing enters or leaves, and noncopy effects on it keep applying`,
    );
    for (const n of ex.notes) state.note(n.rule, n.text);
    explainCopied(state, r.o, ofOid, ofLabel, ex.info);
    if (r.o.faceDown)
      state.note(
        '708.10',
        `${r.o.label} is face down: its copiable values become those of ${ofLabel} as modified by its face-down status, so it stays a 2/2 face-down creature`,
      );
  }
}

/** 111.1, 614: create tokens; "twice that many" replacement effects each apply once (614.5, 616.1). */
export function createTokens(
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
    const o = state.newObject({
      label: state.uniqueLabel(t.label),
      kind: 'token',
      zone: 'battlefield',
      owner: ctx.controller,
      base: t.base,
      doubleFaced: t.doubleFaced,
    });
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
