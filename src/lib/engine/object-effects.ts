/** Instructions that change objects: continuous effects from resolution (611.2c) and tokens (111). */
import { abilityText, prepareAbilities } from './characteristics.js';
import { enterBattlefield } from './enter.js';
import { computeAll } from './layers.js';
import { amountOf, refer, type ResolveContext } from './resolve-context.js';
import type { GameObject, GameState } from './state.js';
import type { Amount, ContinuousSpec, Instruction } from './vocabulary.js';
import { colorWords, named, namedList, phrase, type Phrase, type Word } from './words.js';

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
  const text = phrase(until === 'endOfTurn' ? 'trace.effect.doesUntilEndOfTurn' : 'trace.effect.does', {
    source: named(source),
    objects: namedList(objects.map((o) => o.label)),
    what: describeSpec(fixed),
  });
  state.addEffect({
    sourceOid: ctx.sourceOid,
    sourceLabel: ctx.sourceLabel,
    controller: ctx.controller,
    affected: objects.map((o) => o.oid),
    spec: fixed,
    until: until ?? null,
    text,
    rule: '611.2c',
  });
  state.note('611.2c', text.key, text.vars);
}

export function describeSpec(s: ContinuousSpec): Word {
  const parts: Phrase[] = [];
  if (s.gainControl) parts.push(phrase('trace.spec.control'));
  if (s.creatureTypes || s.addTypes || s.types) {
    const keeping =
      s.addTypes && !s.types
        ? phrase(s.creatureTypes ? 'trace.spec.keepingButCreatureTypes' : 'trace.spec.keeping')
        : '';
    parts.push(phrase('trace.spec.becomes', { types: typesPhrase(s), keeping }));
  }
  if (s.allCreatureTypes) parts.push(phrase('trace.spec.allCreatureTypes'));
  if (s.addSubtypes) parts.push(phrase('trace.spec.alsoSubtypes', { subtypes: s.addSubtypes.join(' ') }));
  if (s.colors) parts.push(phrase('trace.spec.colors', { colors: colorWords(s.colors) }));
  if (s.addAbilities) parts.push(phrase('trace.spec.gains', { abilities: { list: s.addAbilities.map(abilityText) } }));
  if (s.loseAbilities) parts.push(phrase('trace.spec.loses', { abilities: { list: s.loseAbilities } }));
  if (s.basePT)
    parts.push(phrase('trace.spec.basePT', { pt: `${String(s.basePT.power)}/${String(s.basePT.toughness)}` }));
  if (s.modifyPT)
    parts.push(
      phrase('trace.spec.modifyPT', {
        pt: `+${String(s.modifyPT.power)}/+${String(s.modifyPT.toughness)}`.replace('+-', '-'),
      }),
    );
  if (s.switchPT) parts.push(phrase('trace.spec.switchPT'));
  return { list: parts };
}

function typesPhrase(s: ContinuousSpec): Word {
  const types = (s.types ?? s.addTypes ?? []).map((t) => phrase(`type.${t}`));
  const creature = s.creatureTypes?.join(' ');
  if (!types.length) return phrase('trace.spec.aCreatureType', { type: String(creature) });
  const line = { list: types, sep: phrase('trace.typeSep') };
  return creature ? phrase('trace.types.sub', { types: line, sub: creature }) : line;
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
        state.note('614.1a', 'trace.token.doubled', {
          object: named(p.label),
          ability: abilityText(a),
          count: n,
          doubled: n * 2,
        });
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
    state.note('111.1', 'trace.token.creates', { source: named(source), object: named(o.label) });
    const entered = enterBattlefield(state, o, { controller: ctx.controller, backFaceUp: t.backFaceUp });
    ctx.tokens.push(entered.oid);
  }
}
