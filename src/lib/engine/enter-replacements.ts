/**
 * Replacement effects that modify how a permanent enters (614.1c, 614.12, 616.1, 707.5, 707.6,
 * 707.9e, 613.2a): entering tapped or with counters, as a copy, with a choice made or as one of
 * several forms. They are found from the permanent as it would exist on the battlefield, and
 * re-found after each one applies (616.1f): a copy effect can take away the ability that made it
 * enter tapped. A feature module (./features.ts), loaded by the scenarios whose cards have one.
 */
import { abilityText, keywordOf, prepareAbilities } from './characteristics.js';
import { applyExceptions, copiableColorsOf, copiableInfoOf } from './copy.js';
import { addCounters, type EnterOptions } from './enter.js';
import { register } from './features.js';
import { evalAmount, matchesFilter } from './filters.js';
import { computeAll } from './layers.js';
import { addCopyEffect, explainCopied } from './permanent-copy.js';
import type { GameObject, GameState } from './state.js';
import { COLORS, type Ability, type Amount, type ContinuousSpec, type Replacement } from './vocabulary.js';
import { named, phrase, type Phrase } from './words.js';

type Category = 'control' | 'copy' | 'backFace' | 'other';
const CATEGORY_RULE: Record<Category, string> = {
  control: '616.1b',
  copy: '616.1c',
  backFace: '616.1d',
  other: '616.1e',
};
/** "a copy effect must be applied before the others" (616.1b–d) */
const CATEGORY_FIRST: Record<Exclude<Category, 'other'>, string> = {
  control: 'trace.enter.controlFirst',
  copy: 'trace.enter.copyFirst',
  backFace: 'trace.enter.backFaceFirst',
};

interface Candidate {
  key: string;
  category: Category;
  sourceLabel: string;
  sourceOid: string;
  ability: Ability;
  replacement: Replacement | { keywordCounters: Record<string, number> };
}

/** Apply the replacement effects that modify how `o` enters, one at a time (616.1), then a copy's additional counters (707.9e). */
function replaceEntering(state: GameState, o: GameObject, opts: EnterOptions): void {
  const object = named(o.label);
  const applied = new Set<string>();
  let copyCounters: Record<string, Amount> = {};
  let countersFrom: string | null = null;
  const describe = (c: Candidate) =>
    phrase('trace.enter.effect', { source: named(c.sourceLabel), ability: abilityText(c.ability) });
  const effects = (list: Candidate[]) => ({ list: list.map(describe), sep: '; ' });
  for (let round = 0; ; round++) {
    const candidates = findReplacements(state, o).filter((c) => !applied.has(c.key));
    if (!candidates.length) break;
    if (round === 0) state.note('614.12', 'trace.enter.found', { object, effects: effects(candidates) });
    const chosen = choose(state, o, candidates);
    applied.add(chosen.key);
    const extra = applyReplacement(state, o, chosen, opts);
    if (extra !== undefined) {
      if (countersFrom) state.note('707.9e', 'trace.enter.countersReplaced', { source: named(countersFrom) });
      copyCounters = extra;
      countersFrom = Object.keys(extra).length ? chosen.sourceLabel : null;
    }
    // 616.1f: the process repeats with only the effects that would now apply
    const now = findReplacements(state, o).filter((c) => !applied.has(c.key));
    for (const c of candidates)
      if (c !== chosen && !now.some((n) => n.key === c.key))
        state.note('616.1f', 'trace.enter.noLongerApplies', {
          effect: describe(c),
          why:
            c.sourceLabel === o.label
              ? phrase('trace.enter.abilityGone', { object })
              : phrase('trace.enter.noLongerModifies'),
        });
    const fresh = now.filter((n) => !candidates.some((c) => c.key === n.key));
    if (fresh.length) state.note('616.1f', 'trace.enter.newEffects', { effects: effects(fresh) });
  }

  // 707.9e: an exception that is an additional effect happens only if no later copy effect replaced it
  for (const [kind, n] of Object.entries(copyCounters)) {
    const count = evalAmount(n, { x: opts.x ?? null, filter: { controller: o.controller }, all: [] });
    if (count > 0)
      addCounters(state, o, kind, count, phrase('trace.counters.additional', { object, count, kind }), '707.9e');
  }
}

function findReplacements(state: GameState, o: GameObject): Candidate[] {
  const all = computeAll(state);
  const me = all.get(o.oid);
  if (!me) return [];
  const out: Candidate[] = [];
  me.chars.abilities.forEach((a) => {
    const key = `self:${a.id ?? abilityText(a)}`;
    const base = { key, sourceLabel: o.label, sourceOid: o.oid, ability: a };
    const kw = keywordOf(a);
    // 702.32a fading / 702.63a vanishing: "This permanent enters with N counters on it"
    if ((kw === 'fading' || kw === 'vanishing') && 'keyword' in a)
      out.push({
        ...base,
        category: 'other',
        replacement: { keywordCounters: { [kw === 'fading' ? 'fade' : 'time']: a.n ?? 0 } },
      });
    if (!('replacement' in a)) return;
    const r = a.replacement;
    if ('enterAsCopy' in r) out.push({ ...base, category: 'copy', replacement: r });
    else if ('entersTapped' in r || 'entersWithCounters' in r || 'asEntersChoose' in r || 'asEntersBecomeOneOf' in r)
      out.push({ ...base, category: 'other', replacement: r });
  });
  // replacement effects of other permanents that would apply to it (614.12)
  const looked = { o, chars: me.chars, controller: me.controller };
  for (const src of state.battlefield()) {
    const c = all.get(src.oid);
    if (!c) continue;
    for (const a of c.chars.abilities) {
      if (!('replacement' in a) || !('othersEnterAsCopyOfThis' in a.replacement)) continue;
      if (
        !matchesFilter(looked, a.replacement.othersEnterAsCopyOfThis, {
          sourceOid: src.oid,
          controller: c.controller,
          includeEntering: true,
        })
      )
        continue;
      out.push({
        key: `${src.oid}:${a.id}`,
        category: 'copy',
        sourceLabel: src.label,
        sourceOid: src.oid,
        ability: a,
        replacement: a.replacement,
      });
    }
  }
  return out;
}

/** 616.1: control-changing first, then copy effects, then back face, then any; the controller picks among equals. */
function choose(state: GameState, o: GameObject, candidates: Candidate[]): Candidate {
  const order: Category[] = ['control', 'copy', 'backFace', 'other'];
  const category = order.find((cat) => candidates.some((c) => c.category === cat))!;
  const pool = candidates.filter((c) => c.category === category);
  let pick = pool[0]!;
  if (pool.length > 1) {
    const said = state.chooser.choose(
      'replacement',
      pool.map((c) => c.sourceLabel),
    );
    pick = pool.find((c) => c.sourceLabel === said) ?? pick;
    state.note(CATEGORY_RULE[category], category === 'copy' ? 'trace.enter.chooseCopy' : 'trace.enter.chooseOther', {
      count: pool.length,
      object: named(o.label),
      source: named(pick.sourceLabel),
    });
  }
  if (category !== 'other' && candidates.length > pool.length)
    state.note(CATEGORY_RULE[category], CATEGORY_FIRST[category], {
      source: named(pick.sourceLabel),
      ability: abilityText(pick.ability),
    });
  return pick;
}

/** Returns the additional counters of a copy exception (707.9e) when it applies a copy effect. */
function applyReplacement(
  state: GameState,
  o: GameObject,
  c: Candidate,
  opts: EnterOptions,
): Record<string, Amount> | undefined {
  const r = c.replacement;
  const object = named(o.label);
  const ability = abilityText(c.ability);
  if ('keywordCounters' in r) {
    for (const [kind, n] of Object.entries(r.keywordCounters))
      addCounters(
        state,
        o,
        kind,
        n,
        phrase('trace.counters.keyword', { ability, object, count: n, kind }),
        kind === 'fade' ? '702.32a' : '702.63a',
      );
    return undefined;
  }
  if ('enterAsCopy' in r) return enterAsCopy(state, o, c.ability, r.enterAsCopy, 'enters');
  if ('othersEnterAsCopyOfThis' in r) {
    const info = copiableInfoOf(state, c.sourceOid);
    addCopyEffect(state, o, info, {
      sourceOid: c.sourceOid,
      sourceLabel: c.sourceLabel,
      controller: o.controller,
      until: null,
      ofLabel: c.sourceLabel,
    });
    state.note('614.12', 'trace.enter.othersAsCopy', { source: named(c.sourceLabel), ability, object });
    explainCopied(state, o, c.sourceOid, c.sourceLabel, info);
    return {};
  }
  if ('entersTapped' in r) {
    o.tapped = true;
    state.touch();
    state.note('614.1c', 'trace.enter.entersTapped', { ability, object });
  } else if ('entersWithCounters' in r) {
    for (const [kind, n] of Object.entries(r.entersWithCounters))
      addCounters(
        state,
        o,
        kind,
        n,
        phrase('trace.counters.replacement', { ability, object, count: n, kind }),
        '614.1c',
      );
  } else if ('asEntersChoose' in r) {
    const what = r.asEntersChoose;
    const value = state.chooser.choose(what, []) ?? (what === 'creatureType' ? 'Human' : 'white');
    o.choices = { ...o.choices, [what]: value };
    state.touch();
    const isCopy = state.effects.some((e) => e.copy && e.affected.includes(o.oid));
    const chosen = what === 'color' && (COLORS as readonly string[]).includes(value) ? phrase(`color.${value}`) : value;
    if (isCopy) state.note('614.12a', 'trace.enter.choiceBefore', { object });
    if (!isCopy) state.note('614.12a', 'trace.enter.chooses', { object, value: chosen });
    else
      state.note('707.6', what === 'creatureType' ? 'trace.enter.choosesType' : 'trace.enter.choosesColor', {
        object,
        value: chosen,
      });
  } else if ('asEntersBecomeOneOf' in r) {
    const forms = r.asEntersBecomeOneOf;
    const names = forms.map(describeForm);
    const said = state.chooser.choose('form', names);
    const i = Math.max(0, names.indexOf(said ?? names[0]!));
    const form = { ...forms[i]!, addAbilities: prepareAbilities(forms[i]!.addAbilities, `${o.label}/form`) };
    state.addEffect({
      sourceOid: o.oid,
      sourceLabel: o.label,
      controller: o.controller,
      affected: [o.oid],
      copiable: form,
      until: null,
      text: phrase('trace.effect.becameForm', { object, form: formWord(forms[i]!) }),
      rule: '613.2a',
    });
    state.note('613.2a', 'trace.enter.becomesForm', { object, form: formWord(forms[i]!) });
  }
  void opts;
  return undefined;
}

/** A form an "as enters, it becomes your choice of …" permanent may take, as scenarios name the choice. */
function describeForm(s: ContinuousSpec): string {
  const pt = s.basePT ? `a ${String(s.basePT.power)}/${String(s.basePT.toughness)} creature` : 'a creature';
  return s.addAbilities?.length ? `${pt} with ${s.addAbilities.map(abilityText).join(', ').toLowerCase()}` : pt;
}

/** The same form, in the reader's words (the abilities as the card prints them). */
function formWord(s: ContinuousSpec): Phrase {
  const pt = s.basePT
    ? phrase('trace.form.pt', { pt: `${String(s.basePT.power)}/${String(s.basePT.toughness)}` })
    : phrase('trace.form.creature');
  const abilities = s.addAbilities?.map(abilityText).join(', ').toLowerCase();
  return abilities ? phrase('trace.form.with', { form: pt, abilities }) : pt;
}

/** "You may have this enter (or, turned face up, become) a copy of …" — the choice is made now (614.12a). */
export function enterAsCopy(
  state: GameState,
  o: GameObject,
  ability: Ability,
  spec: Extract<Replacement, { enterAsCopy: unknown }>['enterAsCopy'],
  when: 'enters' | 'is turned face up',
): Record<string, Amount> | undefined {
  const all = computeAll(state);
  const me = all.get(o.oid)!;
  const options = state
    .battlefield()
    .filter((x) => x.oid !== o.oid)
    .filter((x) => {
      const c = all.get(x.oid);
      return (
        !!c &&
        matchesFilter(
          { o: x, chars: c.chars, controller: c.controller },
          { ...spec.of, other: false },
          { sourceOid: o.oid, controller: me.controller },
        )
      );
    });
  const said = state.chooser.choose(
    'copy',
    options.map((x) => x.label),
  );
  const target = options.find((x) => x.label === said);
  const object = named(o.label);
  if (!target) {
    state.note('707.5', when === 'enters' ? 'trace.enter.noCopy' : 'trace.faceUp.noCopy', { object });
    return undefined;
  }
  const ex = applyExceptions(copiableInfoOf(state, target.oid), spec.except, {
    copierColors: copiableColorsOf(state, o.oid),
    thisAbility: ability,
  });
  addCopyEffect(state, o, ex.info, {
    sourceOid: o.oid,
    sourceLabel: o.label,
    controller: me.controller,
    until: spec.until ?? null,
    ofLabel: target.label,
  });
  if (when === 'enters') state.note('614.12a', 'trace.enter.willCopy', { object, of: named(target.label) });
  else state.note('708.11', 'trace.faceUp.becomesCopy', { object, of: named(target.label) });
  for (const n of ex.notes) state.note(n.rule, n.key, n.vars);
  explainCopied(state, o, target.oid, target.label, ex.info);
  return ex.entersWithCounters;
}

export const handlers = { replaceEntering };
register('enters', handlers);
