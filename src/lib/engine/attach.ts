/**
 * Attachment (701.3): Auras (303.4), Equipment (301.5) and Fortifications (301.6) — what each may be
 * attached to, what an Aura enters attached to, and the state-based actions that end an attachment
 * the rules don't allow (704.5m, 704.5n, 704.5p). A feature module (./features.ts), loaded by the
 * scenarios with an Aura, an Equipment or a Fortification, or something attached at the start.
 */
import { abilityText, type Characteristics } from './characteristics.js';
import { matchesFilter, type Looked } from './filters.js';
import type { Computed } from './layers.js';
import { register } from './features.js';
import type { PendingAction } from './sba.js';
import { attachedObject, type GameObject, type GameState } from './state.js';
import type { Ability, PlayerId, TargetSpec } from './vocabulary.js';
import { named, phrase, type Word } from './words.js';

type Enchant = Extract<Ability, { keyword: string }>;

/** 702.5a: the object's enchant abilities ("Enchant creature"). */
function enchantAbilities(c: Characteristics): Enchant[] {
  return c.abilities.filter((a): a is Enchant => 'keyword' in a && a.keyword === 'enchant');
}

function isAura(c: Characteristics): boolean {
  return c.types.includes('Enchantment') && c.subtypes.includes('Aura');
}

/**
 * Why `what` can't be attached to `to` (303.4d, 702.5c, 301.5c, 301.6), or undefined if it can.
 * An object that is neither an Aura, an Equipment nor a Fortification can't be attached at all.
 */
function cannotAttach(what: Looked, to: Looked): Word | undefined {
  const c = what.chars;
  if (what.o.oid === to.o.oid) return phrase('trace.attach.itself');
  if (isAura(c)) {
    const ctx = { sourceOid: what.o.oid, controller: what.controller };
    const no = enchantAbilities(c).find((a) => !matchesFilter(to, { ...a.object }, ctx));
    return no ? abilityText(no) : undefined;
  }
  if (c.types.includes('Artifact') && c.subtypes.includes('Equipment'))
    return to.chars.types.includes('Creature') ? undefined : phrase('trace.attach.equipment');
  if (c.types.includes('Artifact') && c.subtypes.includes('Fortification'))
    return to.chars.types.includes('Land') ? undefined : phrase('trace.attach.fortification');
  return phrase('trace.attach.notAttachable');
}

/** 303.4a: an Aura spell targets what its enchant ability allows (702.5c: the first, if it has several). */
function auraTargets(c: Characteristics | undefined): TargetSpec[] {
  const first = c && isAura(c) ? enchantAbilities(c)[0] : undefined;
  return first ? [{ object: { ...first.object }, text: abilityText(first) }] : [];
}

/**
 * What a permanent entering the battlefield will be attached to: for an Aura, `wanted` (an Aura
 * spell's target, 608.3c, or what the effect names) if it can enchant it, else the first object it
 * can enchant (303.4f: its controller's choice); 'stays' when there's nothing it may enchant
 * (303.4g, 303.4i). Equipment and Fortifications enter attached only to what they can be attached
 * to (301.5e); anything else enters unattached (303.4h).
 */
function attachmentAsEnters(
  all: Map<string, Computed>,
  o: GameObject,
  controller: PlayerId,
  wanted: string | undefined,
): string | 'stays' | undefined {
  const me = all.get(o.oid);
  if (!me) return undefined;
  const what: Looked = { o, chars: me.chars, controller };
  const can = (oid: string) => {
    const t = all.get(oid);
    return !!t && t.o.zone === 'battlefield' && !cannotAttach(what, t);
  };
  if (!isAura(me.chars)) return wanted && can(wanted) ? wanted : undefined;
  if (wanted) return can(wanted) ? wanted : 'stays';
  const first = [...all.values()].find((t) => t.o.zone === 'battlefield' && !t.o.entering && can(t.o.oid));
  return first ? first.o.oid : 'stays';
}

/** 704.5m, 704.5n, 704.5p: attachments the rules don't allow, and Auras attached to nothing. */
function attachmentActions(state: GameState, all: Map<string, Computed>): PendingAction[] {
  const out: PendingAction[] = [];
  for (const o of state.battlefield()) {
    const c = all.get(o.oid);
    if (!c) continue;
    const to = attachedObject(state, o);
    const t = to && all.get(to.oid);
    if (!t) {
      if (isAura(c.chars))
        out.push({
          rule: '704.5m',
          oid: o.oid,
          act: 'graveyard',
          why: phrase('trace.attach.toNothing', { object: named(o.label) }),
        });
      continue;
    }
    const reason = cannotAttach({ o, chars: c.chars, controller: c.controller }, t);
    const ch = c.chars;
    // 704.5p: a creature or battle is never attached (303.4d: an Aura creature is then put into the graveyard)
    if (ch.types.includes('Creature') || ch.types.includes('Battle'))
      out.push({
        rule: '704.5p',
        oid: o.oid,
        act: 'unattach',
        why: phrase(ch.types.includes('Creature') ? 'trace.attach.creature' : 'trace.attach.battle', {
          object: named(o.label),
          to: named(to.label),
        }),
      });
    else if (!reason) continue;
    else if (isAura(ch))
      out.push({
        rule: '704.5m',
        oid: o.oid,
        act: 'graveyard',
        why: phrase('trace.attach.cantEnchant', { object: named(o.label), to: named(to.label), reason }),
      });
    else
      out.push({
        rule: ch.subtypes.includes('Equipment') || ch.subtypes.includes('Fortification') ? '704.5n' : '704.5p',
        oid: o.oid,
        act: 'unattach',
        why: phrase('trace.attach.illegal', { object: named(o.label), to: named(to.label), reason }),
      });
  }
  return out;
}

export const handlers = { auraTargets, attachmentAsEnters, attachmentActions };
register('attach', handlers);
