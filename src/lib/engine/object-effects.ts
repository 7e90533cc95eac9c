/** Continuous effects from a resolving spell or ability (611.2c), and how the trace words what they do. */
import { abilityText, prepareAbilities } from './characteristics.js';
import { amountOf, refer, type ResolveContext } from './resolve-context.js';
import type { GameState } from './state.js';
import type { Amount, ContinuousSpec, Instruction } from './vocabulary.js';
import { colorWords, named, namedList, phrase, terms, type Phrase, type Word } from './words.js';

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
  if (s.addSubtypes) parts.push(phrase('trace.spec.alsoSubtypes', { subtypes: terms(s.addSubtypes, ' ') }));
  if (s.colors) parts.push(phrase('trace.spec.colors', { colors: colorWords(s.colors) }));
  if (s.addAbilities) parts.push(phrase('trace.spec.gains', { abilities: terms(s.addAbilities.map(abilityText)) }));
  if (s.loseAbilities) parts.push(phrase('trace.spec.loses', { abilities: terms(s.loseAbilities) }));
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
  const creature = s.creatureTypes && terms(s.creatureTypes, ' ');
  if (!types.length) return phrase('trace.spec.aCreatureType', { type: creature ?? '' });
  const line = { list: types, sep: phrase('trace.typeSep') };
  return creature ? phrase('trace.types.sub', { types: line, sub: creature }) : line;
}
