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
import { computeAll, describeTypes } from './layers.js';
import type { GameObject, GameState, LastKnown, StoredEffect } from './state.js';
import type { Ability, Amount, CopyException, PlayerId, Until } from './vocabulary.js';

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
  notes: { rule: string; text: string }[];
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
        text: `the characteristic-defining ability "${dropped.map(abilityText).join('", "')}" isn't copied, because the copy effect sets that characteristic`,
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
    out.notes.push({ rule: '707.9c', text: `it keeps its own color (${colorWords(ctx.copierColors)})` });
  if (ex.colors)
    out.notes.push({ rule: '707.9b', text: `except it is ${colorWords(ex.colors)}: that becomes a copiable value` });
  if (ex.power !== undefined || ex.toughness !== undefined)
    out.notes.push({
      rule: '707.9b',
      text: `except it is ${ex.power ?? '*'}/${ex.toughness ?? '*'}: that becomes a copiable value`,
    });
  if (ex.addTypes || ex.addSubtypes || ex.addSupertypes) {
    out.notes.push({
      rule: '707.9b',
      text: `its types become ${describeTypes(info.main)}, part of its copiable values`,
    });
    const kept = info.main.abilities.filter((a) => cdaDefines(a).has('subtypes'));
    if (kept.length)
      out.notes.push({
        rule: '707.9d',
        text: `the exception adds types "in addition to its other types", so the characteristic-defining ability "${kept.map(abilityText).join('", "')}" is still copied`,
      });
  }
  if (ex.gains) {
    const names = resolveGains(ex.gains, ctx).map((a) => `"${abilityText(a)}"`);
    out.notes.push({ rule: '707.9a', text: `it also has ${names.join(', ')}, part of its copiable values` });
  }
  Object.assign(out.entersWithCounters, ex.entersWithCounters ?? {});
  // 707.9f: whether an "if it's a creature" exception applies is judged on the copy without it
  if (ex.ifCreature) {
    if (info.main.types.includes('Creature')) {
      if (ex.ifCreature.gains)
        eachFace(info, (c) => (c.abilities = [...c.abilities, ...resolveGains(ex.ifCreature!.gains!, ctx)]));
      Object.assign(out.entersWithCounters, ex.ifCreature.entersWithCounters ?? {});
      out.notes.push({
        rule: '707.9f',
        text: 'it would be a creature, so the "if it\'s a creature" exception applies',
      });
    } else {
      out.notes.push({
        rule: '707.9f',
        text: `it would be ${describeTypes(info.main)}, not a creature, so the "if it's a creature" exception doesn't apply`,
      });
    }
  }
  return out;
}

function resolveGains(gains: (Ability | 'this')[], ctx: ExceptionContext): Ability[] {
  return gains.flatMap((g) => (g === 'this' ? (ctx.thisAbility ? [ctx.thisAbility] : []) : [g]));
}

export function colorWords(colors: readonly string[]): string {
  return colors.length ? colors.join(' and ') : 'colorless';
}

/** A one-line summary of copied values, for the trace. */
export function summarize(info: CopiableInfo): string {
  const c = info.main;
  const pt = c.power !== null ? ` ${c.power}/${c.toughness}` : '';
  const abilities = c.abilities.length
    ? `, abilities: ${c.abilities.map((a) => `"${abilityText(a)}"`).join(' ')}`
    : ', no abilities';
  return `${c.name ?? 'no name'}, ${colorWords(c.colors)}${pt} ${describeTypes(c) || 'no types'}, mana cost ${c.manaCost ?? 'none'}${abilities}${info.flip ? ` (flipped: ${info.flip.name})` : ''}${info.back ? ` (back face: ${info.back.name})` : ''}`;
}

/** The copier's copiable colors now (before a new copy effect applies). */
export function copiableColorsOf(state: GameState, oid: string) {
  return [...(computeAll(state).get(oid)?.copiable.colors ?? [])];
}

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
    text: `${target.label} is a copy of ${opts.ofLabel}`,
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
  state.note(
    '707.2',
    `${target.label} gets the copiable values of ${ofLabel}: ${summarize(info)}${notCopied(state, ofOid)}`,
  );
  if (of && of.zone !== 'gone') {
    if (of.faceDown)
      state.note(
        '708.2',
        `${ofLabel} is face down: its copiable values are the face-down ones — a 2/2 creature with no name, types, abilities or mana cost`,
      );
    else if (state.effects.some((e) => e.copy && e.affected.includes(ofOid)))
      state.note(
        '707.3',
        `${ofLabel} is itself a copy: its copiable values are the values it copied, with that copy's exceptions, so ${target.label} gets those`,
      );
    if (of.doubleFaced && !info.back)
      state.note('707.8', `${ofLabel} is double-faced: only the face that's up (${info.main.name}) is copied`);
  }
  if (target.flipped && info.flip) {
    state.note('707.3', `the copied information is modified by ${target.label}'s status: it's flipped`);
    state.note('710.1b', `so the flip half applies: ${info.flip.name}`);
  } else if (!target.flipped && info.flip) {
    state.note(
      '707.3',
      `the copied information includes a flip half (${info.flip.name}), but ${target.label} isn't flipped`,
    );
    state.note('710.1b', `so the flip half doesn't apply: it's ${info.main.name}`);
  } else if (target.flipped && !info.flip) {
    state.note(
      '707.3',
      `${target.label} is flipped, but what it copied has no flip half, so its status changes nothing`,
    );
  }
  if (target.faceDown)
    state.note('707.3', `the copied information is modified by ${target.label}'s status: it's face down`);
}

/** What the original has that a copy doesn't get (707.2): counters, status, other effects. */
function notCopied(state: GameState, oid: string): string {
  const c = computeAll(state).get(oid);
  if (!c) return '';
  const parts: string[] = [];
  const counters = Object.entries(c.o.counters).filter(([, n]) => n > 0);
  if (counters.length) parts.push(`its counters (${counters.map(([k, n]) => `${n} ${k}`).join(', ')})`);
  if (c.o.tapped) parts.push('its being tapped');
  const shape = (x: typeof c.chars) =>
    JSON.stringify([x.power, x.toughness, x.types, x.subtypes, x.allCreatureTypes, x.colors, x.abilities.length]);
  if (shape(c.chars) !== shape(c.copiable)) {
    const pt = c.chars.power !== null ? `${c.chars.power}/${c.chars.toughness} ` : '';
    parts.push(`the other effects that make it ${pt}${describeTypes(c.chars)}`);
  }
  return parts.length ? ` — not ${parts.join(', ')}` : '';
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
