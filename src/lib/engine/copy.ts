/**
 * 707: copying objects. A copy gets the copiable values of the original (707.2): its printed values
 * as modified by other copy effects, its face-down status and "as enters" effects that set P/T —
 * never counters, status or other effects. Exceptions become part of the copy's values (707.9).
 * Copies of spells also copy the choices made casting them (707.10).
 */
import {
  abilityText,
  cdaDefines,
  cloneInfo,
  eachFace,
  faceDownCharacteristics,
  sortColors,
  type CopiableInfo,
} from './characteristics.js';
import { computeAll } from './layers.js';
import type { GameObject, GameState, LastKnown, TraceEntry } from './state.js';
import type { Ability, Amount, CopyException } from './vocabulary.js';
import { colorWords, named, phrase, quoted, term, typeLine, type Word } from './words.js';

/**
 * The information a copy of this object gets (707.2, 707.3). A face-down object's copiable values
 * are the face-down values (708.2); a double-faced permanent gives only the face that's up (707.8),
 * unless a token copy gets both faces (707.8a). A flip card gives both halves: the copy's own status
 * decides which applies (707.3).
 */
export function copiableInfoOf(state: GameState, oid: string, opts: { bothFaces?: boolean } = {}): CopiableInfo {
  const c = computeAll(state).get(oid);
  if (!c) {
    const lki = state.lki.get(oid);
    if (!lki) throw new Error(`nothing known about ${oid}`);
    return cloneInfo(lki.info);
  }
  const o = c.o;
  if (o.faceDown && (o.zone === 'battlefield' || o.zone === 'stack')) return { main: faceDownCharacteristics() };
  if (o.doubleFaced && c.info.back && !opts.bothFaces) {
    return { main: structuredClone(o.backFaceUp ? c.info.back : c.info.main) };
  }
  return cloneInfo(c.info);
}

export interface ExceptionContext {
  /** the copier's copiable colors before this copy effect (707.9c "doesn't copy that creature's color") */
  copierColors: CopiableInfo['main']['colors'];
  /** the ability making the copy, for "except it has this ability" */
  thisAbility?: Ability;
}

export interface ExceptionResult {
  info: CopiableInfo;
  /** 707.9e: additional effects (not values) that happen only if no later copy effect replaces this one */
  entersWithCounters: Record<string, Amount>;
  notes: TraceEntry[];
}

/** 707.9: modifications and exceptions to the copying process. */
export function applyExceptions(source: CopiableInfo, ex: CopyException | undefined, ctx: ExceptionContext) {
  const info = cloneInfo(source);
  const out: ExceptionResult = { info, entersWithCounters: {}, notes: [] };
  if (!ex) return out;
  // 707.9d: a copy effect that doesn't copy, retains or sets a characteristic doesn't copy a
  // characteristic-defining ability that defines it ("in addition to its other types" is not such a case)
  const notCopied = new Set<string>();
  if (ex.keepColor || ex.colors) notCopied.add('colors');
  if (ex.power !== undefined) notCopied.add('power');
  if (ex.toughness !== undefined) notCopied.add('toughness');
  eachFace(info, (c) => {
    const dropped = c.abilities.filter((a) => [...cdaDefines(a)].some((d) => notCopied.has(d)));
    if (dropped.length) {
      c.abilities = c.abilities.filter((a) => !dropped.includes(a));
      out.notes.push({
        rule: '707.9d',
        key: 'trace.copy.cdaNotCopied',
        vars: { abilities: quoted(dropped.map(abilityTerm)) },
      });
    }
    if (ex.keepColor) c.colors = [...ctx.copierColors];
    if (ex.colors) c.colors = sortColors(ex.colors);
    if (ex.power !== undefined) c.power = ex.power;
    if (ex.toughness !== undefined) c.toughness = ex.toughness;
    if (ex.addTypes) c.types = [...new Set([...c.types, ...ex.addTypes])];
    if (ex.addSubtypes) c.subtypes = [...new Set([...c.subtypes, ...ex.addSubtypes])];
    if (ex.addSupertypes) c.supertypes = [...new Set([...c.supertypes, ...ex.addSupertypes])];
    if (ex.gains) c.abilities = [...c.abilities, ...resolveGains(ex.gains, ctx)];
  });
  if (ex.keepColor)
    out.notes.push({ rule: '707.9c', key: 'trace.copy.keepsColor', vars: { colors: colorWords(ctx.copierColors) } });
  if (ex.colors)
    out.notes.push({ rule: '707.9b', key: 'trace.copy.exceptColors', vars: { colors: colorWords(ex.colors) } });
  if (ex.power !== undefined || ex.toughness !== undefined)
    out.notes.push({
      rule: '707.9b',
      key: 'trace.copy.exceptPT',
      vars: { pt: `${ex.power ?? '*'}/${ex.toughness ?? '*'}` },
    });
  if (ex.addTypes || ex.addSubtypes || ex.addSupertypes) {
    out.notes.push({ rule: '707.9b', key: 'trace.copy.exceptTypes', vars: { types: typeLine(info.main) } });
    const kept = info.main.abilities.filter((a) => cdaDefines(a).has('subtypes'));
    if (kept.length)
      out.notes.push({
        rule: '707.9d',
        key: 'trace.copy.cdaKept',
        vars: { abilities: quoted(kept.map(abilityTerm)) },
      });
  }
  if (ex.gains) {
    const gained = resolveGains(ex.gains, ctx).map(abilityTerm);
    out.notes.push({ rule: '707.9a', key: 'trace.copy.exceptGains', vars: { abilities: quoted(gained) } });
  }
  Object.assign(out.entersWithCounters, ex.entersWithCounters ?? {});
  // 707.9f: whether an "if it's a creature" exception applies is judged on the copy without it
  if (ex.ifCreature) {
    if (info.main.types.includes('Creature')) {
      if (ex.ifCreature.gains)
        eachFace(info, (c) => (c.abilities = [...c.abilities, ...resolveGains(ex.ifCreature!.gains!, ctx)]));
      Object.assign(out.entersWithCounters, ex.ifCreature.entersWithCounters ?? {});
      out.notes.push({ rule: '707.9f', key: 'trace.copy.ifCreature' });
    } else {
      out.notes.push({ rule: '707.9f', key: 'trace.copy.ifNotCreature', vars: { types: typeLine(info.main) } });
    }
  }
  return out;
}

/** An ability as the trace quotes it: a keyword in the reader's words where the page has them. */
const abilityTerm = (a: Ability) => term(abilityText(a));

function resolveGains(gains: (Ability | 'this')[], ctx: ExceptionContext): Ability[] {
  return gains.flatMap((g) => (g === 'this' ? (ctx.thisAbility ? [ctx.thisAbility] : []) : [g]));
}

/** A one-line summary of copied values, for the trace. */
export function summarize(info: CopiableInfo): Word {
  const c = info.main;
  return phrase('trace.copy.summary', {
    name: c.name === null ? phrase('trace.noName') : named(c.name),
    colors: colorWords(c.colors),
    pt: c.power !== null ? ` ${c.power}/${c.toughness}` : '',
    types: typeLine(c) || phrase('trace.noTypes'),
    cost: c.manaCost ?? phrase('trace.none'),
    abilities: c.abilities.length
      ? phrase('trace.copy.summaryAbilities', { abilities: quoted(c.abilities.map(abilityTerm), ' ') })
      : phrase('trace.copy.summaryNoAbilities'),
    flip: info.flip ? phrase('trace.copy.summaryFlip', { name: named(String(info.flip.name)) }) : '',
    back: info.back ? phrase('trace.copy.summaryBack', { name: named(String(info.back.name)) }) : '',
  });
}

/** The copier's copiable colors now (before a new copy effect applies). */
export function copiableColorsOf(state: GameState, oid: string) {
  return [...(computeAll(state).get(oid)?.copiable.colors ?? [])];
}

/** Last known information of an object about to leave a zone (608.2h, 113.7a). */
export function rememberLastKnown(state: GameState, o: GameObject): LastKnown {
  const c = computeAll(state).get(o.oid);
  const lki: LastKnown = {
    oid: o.oid,
    label: o.label,
    chars: structuredClone(c?.chars ?? faceDownCharacteristics()),
    info: copiableInfoOf(state, o.oid),
    counters: { ...o.counters },
    controller: c?.controller ?? o.controller,
    owner: o.owner,
    zone: o.zone === 'gone' ? 'battlefield' : o.zone,
  };
  state.lki.set(o.oid, lki);
  return lki;
}
