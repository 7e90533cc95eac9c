/** Which objects a filter describes, and how much an amount is, read from characteristics as they are now. */
import { isCreatureType, type Characteristics } from './characteristics.js';
import type { GameObject } from './state.js';
import type { Amount, Filter, PlayerId } from './vocabulary.js';

/** Who is asking: the source of the effect or choice, and its controller ("you"). */
export interface FilterContext {
  sourceOid?: string;
  controller: PlayerId;
  /** the first target, for "each other creature" (Mirrorweave) */
  targetOid?: string;
  /** the creature type chosen for the source (607 linked abilities) */
  chosenType?: string;
  /** include objects that are entering the battlefield (614.12) */
  includeEntering?: boolean;
}

export interface Looked {
  o: GameObject;
  chars: Characteristics;
  controller: PlayerId;
}

export function hasSubtype(c: Characteristics, s: string): boolean {
  if (c.subtypes.includes(s)) return true;
  return c.allCreatureTypes && isCreatureType(s);
}

export function matchesFilter(x: Looked, f: Filter, ctx: FilterContext): boolean {
  const { o, chars } = x;
  const zone = f.zone ?? 'battlefield';
  if (o.zone !== zone) return false;
  if (o.entering && !ctx.includeEntering) return false;
  if (f.types && !f.types.some((t) => chars.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => chars.types.includes(t))) return false;
  const subtype = (s: string) => (s === '$chosen' ? ctx.chosenType : s);
  if (f.subtypes && !f.subtypes.some((s) => subtype(s) !== undefined && hasSubtype(chars, subtype(s)!))) return false;
  if (f.notSubtypes && f.notSubtypes.some((s) => subtype(s) !== undefined && hasSubtype(chars, subtype(s)!)))
    return false;
  if (f.supertypes && !f.supertypes.some((t) => chars.supertypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => chars.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => chars.colors.includes(c))) return false;
  if (f.controller === 'you' && x.controller !== ctx.controller) return false;
  if (f.controller === 'opponent' && x.controller === ctx.controller) return false;
  if (f.other && o.oid === ctx.sourceOid) return false;
  if (f.notTarget && o.oid === ctx.targetOid) return false;
  if (f.token !== undefined && (o.kind === 'token') !== f.token) return false;
  if (f.name !== undefined && chars.name !== f.name) return false;
  return true;
}

/** Numbers read from the game (608.2h: for a resolving effect, read once, as it applies). */
export interface AmountContext {
  x: number | null;
  filter: FilterContext;
  /** everything that can be looked at: objects with their characteristics right now */
  all: Looked[];
  /** power of a referenced object (the sacrificed creature, a target), using last known information */
  powerOf?: (ref: unknown) => number;
}

export function evalAmount(a: Amount, ctx: AmountContext): number {
  if (typeof a === 'number') return a;
  if (a === 'X') return ctx.x ?? 0;
  if ('powerOf' in a) return ctx.powerOf ? ctx.powerOf(a.powerOf) : 0;
  if ('count' in a) return ctx.all.filter((l) => matchesFilter(l, a.count, ctx.filter)).length + (a.plus ?? 0);
  // Tarmogoyf: card types among cards in all graveyards (tokens and copies are not cards)
  const types = new Set<string>();
  for (const l of ctx.all)
    if (l.o.zone === 'graveyard' && l.o.kind === 'card') l.chars.types.forEach((t) => types.add(t));
  return types.size + (a.plus ?? 0);
}

export function describeFilter(f: Filter): string {
  const parts: string[] = [];
  if (f.other) parts.push('another');
  if (f.notSupertypes?.includes('Legendary')) parts.push('nonlegendary');
  if (f.notSubtypes) parts.push(f.notSubtypes.map((s) => `non-${s}`).join(' '));
  if (f.subtypes) parts.push(f.subtypes.join(' or '));
  parts.push(f.types ? f.types.map((t) => t.toLowerCase()).join(' or ') : 'permanent');
  if (f.controller === 'you') parts.push('you control');
  if (f.controller === 'opponent') parts.push('an opponent controls');
  return parts.join(' ');
}
