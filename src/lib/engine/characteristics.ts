/**
 * Characteristics (109.3) and the "copied information" copy effects carry (707.2, 707.3):
 * the printed values of a card, its flip half and its back face.
 */
import type { Ability, CardDef, CardFace, CardType, Color, Keyword, Supertype } from './vocabulary.js';

export interface Characteristics {
  name: string | null;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  /** "every creature type" (changeling 702.73a, Mutavault) without listing them all */
  allCreatureTypes: boolean;
  supertypes: Supertype[];
  abilities: Ability[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
}

/**
 * What a copy effect copies: the values derived from the printed text, including the flip half of a
 * flip card (710.1b: used only if the copy is flipped, 707.3) and, for double-faced tokens made by
 * copying (707.8a), the back face.
 */
export interface CopiableInfo {
  main: Characteristics;
  flip?: Characteristics;
  back?: Characteristics;
}

const MANA_COLORS: Record<string, Color> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** 105.2, 202.2: an object's colors are the colors of the mana symbols in its mana cost. */
export function colorsOfManaCost(cost: string | null | undefined): Color[] {
  const out = new Set<Color>();
  for (const m of (cost ?? '').matchAll(/\{([^}]+)\}/g)) {
    for (const ch of m[1]!.split('/')) {
      const c = MANA_COLORS[ch];
      if (c) out.add(c);
    }
  }
  return sortColors([...out]);
}

export function sortColors(colors: Color[]): Color[] {
  const order: Color[] = ['white', 'blue', 'black', 'red', 'green'];
  return [...new Set(colors)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Subtypes that belong to card types other than creature (205.3g–k); everything else is a creature type. */
const NON_CREATURE_SUBTYPES: Record<string, CardType> = {
  Forest: 'Land',
  Island: 'Land',
  Mountain: 'Land',
  Plains: 'Land',
  Swamp: 'Land',
  Desert: 'Land',
  Gate: 'Land',
  Locus: 'Land',
  Aura: 'Enchantment',
  Saga: 'Enchantment',
  Class: 'Enchantment',
  Shrine: 'Enchantment',
  Cartouche: 'Enchantment',
  Equipment: 'Artifact',
  Vehicle: 'Artifact',
  Food: 'Artifact',
  Treasure: 'Artifact',
  Clue: 'Artifact',
  Arcane: 'Instant',
  Trap: 'Instant',
  Adventure: 'Sorcery',
};

export function subtypeBelongsTo(subtype: string): CardType {
  return NON_CREATURE_SUBTYPES[subtype] ?? 'Creature';
}

export function isCreatureType(subtype: string): boolean {
  return subtypeBelongsTo(subtype) === 'Creature';
}

/** 205.3d: an object can't have a subtype that doesn't correspond to one of its types. */
export function dropStraySubtypes(c: Characteristics): void {
  const has = (t: CardType) => c.types.includes(t) || (t === 'Creature' && c.types.includes('Kindred'));
  c.subtypes = c.subtypes.filter((s) => has(subtypeBelongsTo(s)));
  if (!has('Creature')) c.allCreatureTypes = false;
}

/** 708.2a: a face-down permanent or spell is a 2/2 creature with no text, name, subtypes or mana cost. */
export function faceDownCharacteristics(): Characteristics {
  return {
    name: null,
    manaCost: null,
    colors: [],
    types: ['Creature'],
    subtypes: [],
    allCreatureTypes: false,
    supertypes: [],
    abilities: [],
    power: 2,
    toughness: 2,
    loyalty: null,
  };
}

/** Abilities get an id from the card and their position, so a copied ability stays "the same ability". */
export function prepareAbilities(abilities: Ability[] | undefined, prefix: string): Ability[] {
  return (abilities ?? []).map((a, i) => {
    const id = a.id ?? `${prefix}#${i + 1}`;
    const out = { ...a, id } as Ability;
    if ('replacement' in out && 'enterAsCopy' in out.replacement && out.replacement.enterAsCopy.except?.gains) {
      const e = out.replacement.enterAsCopy;
      out.replacement = {
        enterAsCopy: { ...e, except: { ...e.except, gains: prepareGains(e.except!.gains!, id) } },
      };
    }
    if ('triggered' in out || 'activated' in out) {
      out.effect = out.effect.map((ins) => {
        if ('becomeCopy' in ins && ins.becomeCopy.except?.gains) {
          const bc = ins.becomeCopy;
          return {
            ...ins,
            becomeCopy: { ...bc, except: { ...bc.except, gains: prepareGains(bc.except!.gains!, id) } },
          };
        }
        return ins;
      });
    }
    return out;
  });
}

function prepareGains(gains: (Ability | 'this')[], parent: string): (Ability | 'this')[] {
  let n = 0;
  return gains.map((g) => (g === 'this' ? g : prepareAbilities([g], `${parent}/gains${++n}`)[0]!));
}

export function faceCharacteristics(face: CardFace, prefix: string): Characteristics {
  const colors = face.colors ?? (face.colorIndicator?.length ? face.colorIndicator : colorsOfManaCost(face.manaCost));
  return {
    name: face.name,
    manaCost: face.manaCost ?? null,
    colors: sortColors(colors),
    types: [...face.types],
    subtypes: [...(face.subtypes ?? [])],
    allCreatureTypes: false,
    supertypes: [...(face.supertypes ?? [])],
    abilities: prepareAbilities(face.abilities, prefix),
    power: face.power ?? null,
    toughness: face.toughness ?? null,
    loyalty: face.loyalty ?? null,
  };
}

/** The printed information of a card (its flip half keeps the card's mana cost and color, 710.1c). */
export function printedInfo(card: CardDef): CopiableInfo {
  const main = faceCharacteristics(card, card.name);
  const info: CopiableInfo = { main };
  if (card.flip) {
    info.flip = faceCharacteristics({ ...card.flip, manaCost: card.manaCost ?? null }, card.flip.name);
    info.flip.colors = [...main.colors];
  }
  if (card.back) info.back = faceCharacteristics(card.back, card.back.name);
  return info;
}

export function cloneChars(c: Characteristics): Characteristics {
  return {
    ...c,
    colors: [...c.colors],
    types: [...c.types],
    subtypes: [...c.subtypes],
    supertypes: [...c.supertypes],
    abilities: [...c.abilities],
  };
}

export function cloneInfo(i: CopiableInfo): CopiableInfo {
  const out: CopiableInfo = { main: cloneChars(i.main) };
  if (i.flip) out.flip = cloneChars(i.flip);
  if (i.back) out.back = cloneChars(i.back);
  return out;
}

/** Apply a change to every face and half the copied information holds. */
export function eachFace(info: CopiableInfo, fn: (c: Characteristics) => void): void {
  fn(info.main);
  if (info.flip) fn(info.flip);
  if (info.back) fn(info.back);
}

export function keywordOf(a: Ability): string | undefined {
  return 'keyword' in a ? a.keyword : undefined;
}

export function hasKeyword(c: Characteristics, k: Keyword): boolean {
  return c.abilities.some((a) => keywordOf(a) === k);
}

/** The text a reader sees for an ability. */
export function abilityText(a: Ability): string {
  if (a.text) return a.text;
  if ('keyword' in a) {
    const name = a.keyword.charAt(0).toUpperCase() + a.keyword.slice(1);
    if (a.cost) return `${name} ${a.cost}`;
    if (a.n !== undefined) return `${name} ${a.n}`;
    return name;
  }
  return '(ability)';
}

/** 604.3, 707.9d: which characteristics a characteristic-defining ability defines. */
export function cdaDefines(a: Ability): Set<'power' | 'toughness' | 'colors' | 'subtypes'> {
  const out = new Set<'power' | 'toughness' | 'colors' | 'subtypes'>();
  if ('keyword' in a && a.keyword === 'changeling') out.add('subtypes');
  if ('static' in a && a.cda) {
    if (a.static.definePT) {
      out.add('power');
      out.add('toughness');
    }
    if (a.static.colors) out.add('colors');
    if (a.static.allCreatureTypes || a.static.addSubtypes) out.add('subtypes');
  }
  return out;
}
