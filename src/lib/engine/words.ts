/**
 * The trace as data: each entry and each effect's text is a template key with its values
 * (src/lib/langs/strings/{lang}.json, scenario.trace.*), put into words by the reader's page or the CLI
 * (src/i18n/resolve.ts) — the engine carries no sentences. These make the values entries use most:
 * names, colors, type lines, players and quoted card text.
 */
import type { Named, Phrase, Term, Vars, Word } from '../../i18n/resolve.js';
import type { PlayerId, Zone } from './vocabulary.js';

export type { Phrase, Vars, Word };

export const phrase = (key: string, vars?: Vars): Phrase => (vars ? { key, vars } : { key });

/** An object's label or a card's name: a page shows it as its language names it. */
export const named = (label: string): Named => ({ name: label });

export const namedList = (labels: readonly string[]): Word => ({ list: labels.map(named) });

/** A keyword, subtype or ability as the engine names it (English): a page shows it in its language where it can. */
export const term = (word: string): Term => ({ term: word });

/** Words of the game in a row, joined by `sep` (default ", "). */
export const terms = (words: readonly string[], sep?: string): Word => ({ list: words.map(term), sep });

/** Card text, each in the language's quotation marks, joined by `sep` (default ", "). */
export const quoted = (texts: readonly Word[], sep?: string): Word =>
  sep === undefined ? { list: texts, item: 'trace.quoted' } : { list: texts, item: 'trace.quoted', sep };

export const player = (p: PlayerId): Phrase => phrase(`player.${p}`);

/** "red and green", "colorless" */
export function colorWords(colors: readonly string[]): Word {
  return colors.length
    ? { list: colors.map((c) => phrase(`color.${c}`)), sep: phrase('trace.and') }
    : phrase('trace.colorless');
}

interface TypeLine {
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
  allCreatureTypes: boolean;
}

/**
 * A type line, "Legendary Creature — Vampire" ('' when it has no types). A supertype is given its
 * card type as i18next's context: an adjective agrees with its noun in Spanish and Russian.
 */
export function typeLine(c: TypeLine): Word {
  const head = c.types[0];
  let types: Word[] = c.types.map((t) => phrase(`type.${t}`));
  let supers: Word[] = c.supertypes.map((s) => phrase(`supertype.${s}`, head ? { context: head } : undefined));
  if (!types.length) [types, supers] = [supers, []];
  const sub: Word[] = [...c.subtypes.map(term), ...(c.allCreatureTypes ? [phrase('trace.everyCreatureType')] : [])];
  if (!types.length && !sub.length) return '';
  const vars = {
    types: { list: types, sep: phrase('trace.typeSep') },
    super: { list: supers, sep: ' ' },
    sub: { list: sub, sep: ' ' },
  };
  if (supers.length) return phrase(sub.length ? 'trace.types.superSub' : 'trace.types.super', vars);
  return phrase(sub.length ? 'trace.types.sub' : 'trace.types.plain', vars);
}

/** Each zone as a place a card is put into, is in or comes from ("into the graveyard", «на кладбище»). */
const ZONE_WORDS: Record<'into' | 'in' | 'from', Record<Zone, string>> = {
  into: {
    library: 'trace.into.library',
    hand: 'trace.into.hand',
    battlefield: 'trace.into.battlefield',
    graveyard: 'trace.into.graveyard',
    stack: 'trace.into.stack',
    exile: 'trace.into.exile',
  },
  in: {
    library: 'trace.in.library',
    hand: 'trace.in.hand',
    battlefield: 'trace.in.battlefield',
    graveyard: 'trace.in.graveyard',
    stack: 'trace.in.stack',
    exile: 'trace.in.exile',
  },
  from: {
    library: 'trace.from.library',
    hand: 'trace.from.hand',
    battlefield: 'trace.from.battlefield',
    graveyard: 'trace.from.graveyard',
    stack: 'trace.from.stack',
    exile: 'trace.from.exile',
  },
};

/** A zone as a place (`how`: put into, in, from); anything else (an object that ceased to exist) as it is. */
export function zoneWord(how: 'into' | 'in' | 'from', zone: string): Word {
  const key = ZONE_WORDS[how][zone as Zone];
  return key ? phrase(key) : zone;
}
