/**
 * Card names in rule texts and examples (the graph's `mentions` edges).
 *
 * The list lives in content/cards.yaml: `- name: Fork` with optional `aliases: {ru: [Швырок]}`
 * (scripts/seed-cards.ts harvests it from the examples; hand-added aliases survive re-seeding).
 *
 * Matching, and why:
 *  - English names are matched in every language, exactly as written (case-sensitive), because
 *    translations often keep them ("Игрок разыгрывает Fork"). Case-sensitivity is what keeps
 *    "Fork"/"Clone" from matching "fork"/"clone" in prose.
 *  - Boundaries are Unicode-aware: no letter or digit may touch the name on either side, so
 *    "Flingthis" is no mention, while "Twincast'ом" and "Clone's" are.
 *  - Aliases of the text's language are matched too. Russian aliases inflect (Швырок, Швырка,
 *    Швырком), so each word is cut to a stem (adjective endings, fleeting vowels -ок/-ек/-ень/-ец,
 *    a final vowel or soft sign) and may be followed by up to three lowercase Cyrillic letters.
 *    Stems shorter than three letters stay exact. Latin look-alikes typed inside Cyrillic words
 *    ("Oборотень" with a Latin O) and ё/е are treated as equal.
 *  - One character trie per (list, language), built on first use: a text is scanned once, and
 *    only at word starts, whatever the size of the list.
 *  - The longest name wins where names overlap ("Jin-Gitaxias, Core Augur" over "Jin-Gitaxias").
 * Limits: English plurals ("two Clones") and shortened names ("the Staff", «Посоха») are not
 * found; an alias that equals an ordinary capitalised word would match at sentence starts.
 */
import { readFileSync } from 'node:fs';
import { locateYaml, yamlPackage, yamlValue } from '../files/yaml.js';
import type { KeyedCache } from '../files/cache.js';
import type { Node as YamlNode } from 'yaml';
import { z } from 'zod';
import { InputError } from '../model/errors.js';
import { quickly } from '../model/quick.js';
import { onClearMemos } from '../text/memo.js';
import { KeptTable } from '../files/kept.js';
import { sha256Hex } from '../files/sha256.js';
import { language } from '../langs/index.js';

const LANG_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/;
const NAME_BREAK = /[\n\r\t]/;
// The matcher only starts at capitals and digits (see findCards): cheap, and card names do.
const NAME_START = /^[\p{Lu}\p{N}]/u;
const LangCode = z.string().regex(LANG_CODE, 'a language code such as ru or es');
const Name = z
  .string()
  .trim()
  .min(2, 'a card name has at least two characters')
  .refine((s) => !NAME_BREAK.test(s), 'a card name is one line')
  .refine((s) => NAME_START.test(s), 'a card name starts with a capital letter or a digit');

const CardEntryFields = z
  .object({
    name: Name,
    /** Names of the card in other languages, as printed in the nominative/base form. */
    aliases: z.record(LangCode, z.array(Name).min(1)).optional(),
    /** Kept by the seeding script even when no text yields the name any more. */
    manual: z.boolean().optional(),
  })
  .strict();
export type CardEntry = z.infer<typeof CardEntryFields>;
export const CardEntrySchema = quickly(CardEntryFields);

export interface CardList {
  /** Where the list came from (for messages); absent for lists built in code. */
  file?: string;
  cards: readonly CardEntry[];
}

/**
 * Parse and validate a cards.yaml text; errors name `file:line` (the text located by `yaml` for the
 * line to report). With `cache`, the text's value is kept under its bytes (files/yaml.ts).
 */
export function parseCardList(text: string, file: string, cache?: KeyedCache): CardList {
  const values = yamlValue(text, file, cache);
  if (values === null) return { file, cards: [] };
  if (!Array.isArray(values)) return explainCardList(text, file, values);
  const cards: CardEntry[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const result = CardEntrySchema.safeParse(value);
    if (!result.success || seen.has(result.data.name)) return explainCardList(text, file, values);
    seen.add(result.data.name);
    cards.push(result.data);
  }
  return { file, cards };
}

/** The first problem of a card list read as `value`, at its line (the text located by `yaml`). */
function explainCardList(text: string, file: string, value: unknown): CardList {
  const { isMap, isSeq } = yamlPackage();
  const { doc, lineOf } = locateYaml(text, file);
  if (!Array.isArray(value) || !isSeq(doc.contents))
    throw new InputError(file, lineOf(doc.contents), 'expected a list of cards (- name: …)');
  const cards: CardEntry[] = [];
  const seen = new Map<string, number>();
  const values: unknown[] = value;
  doc.contents.items.forEach((item, index) => {
    const node = item as YamlNode;
    const result = CardEntrySchema.safeParse(values[index]);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      // Point at the offending key/value when it exists, else at the entry.
      const deep = isMap(node) ? (node.getIn(issue.path, true) as YamlNode | undefined) : undefined;
      const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
      throw new InputError(file, lineOf(deep ?? node), `bad card entry${where}: ${issue.message}`);
    }
    const previous = seen.get(result.data.name);
    if (previous !== undefined) {
      throw new InputError(file, lineOf(node), `duplicate card ${result.data.name} (first on line ${previous})`);
    }
    seen.set(result.data.name, lineOf(node));
    cards.push(result.data);
  });
  return { file, cards };
}

/** Read content/cards.yaml (or any such file). */
export function loadCardList(path: string, cache?: KeyedCache): CardList {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new InputError(path, 0, `cannot read card list: ${(err as Error).message}`);
  }
  return parseCardList(text, path, cache);
}

/** The card list of a graph's cards (each name with its aliases by language). */
export function cardListOf(
  cards: ReadonlyArray<{ name: string; aliases: ReadonlyArray<{ lang: string; name: string }> }>,
): CardList {
  return {
    cards: cards.map((c) => {
      const aliases: Record<string, string[]> = {};
      for (const a of c.aliases) (aliases[a.lang] ??= []).push(a.name);
      return { name: c.name, ...(c.aliases.length ? { aliases } : {}) };
    }),
  };
}

/** A list built in code (tests, tools); validated like the file. */
export function makeCardList(cards: unknown[]): CardList {
  return { cards: cards.map((c) => CardEntrySchema.parse(c)) };
}

// ---------------------------------------------------------------------------------------------
// Matching

interface TrieNode {
  next: Map<string, TrieNode>;
  /** After an inflecting stem: up to MAX_ENDING lowercase Cyrillic letters, then this node. */
  ending?: TrieNode;
  /** Between split-card halves: "Fire // Ice", "Fire//Ice", "Fire/Ice". */
  slash?: TrieNode;
  name?: string;
}

type Step = string | typeof ENDING | typeof SLASH;
const ENDING = Symbol('ending');
const SLASH = Symbol('slash');
const MAX_ENDING = 3;
const CYRILLIC_LOWER = /[а-яё]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Where a name can start: a capital or digit not glued to a preceding letter or digit. */
const WORD_START = /(?<![\p{L}\p{N}])[\p{Lu}\p{N}]/gu;
/**
 * In a language whose words touch names and numbers ("施放Fork", "Dimir Doppelganger은"), only a
 * Latin letter or a digit glues: a name may start or end against its letters.
 */
const WORD_START_TOUCHING = /(?<![A-Za-z\p{N}])[\p{Lu}\p{N}]/gu;
const LATIN_WORD_CHAR = /[A-Za-z\p{N}]/u;

/** Latin letters typed for Cyrillic ones (the reverse happens in rule numbers). */
const HOMOGLYPH: Record<string, string> = {
  A: 'А',
  a: 'а',
  B: 'В',
  C: 'С',
  c: 'с',
  E: 'Е',
  e: 'е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  o: 'о',
  P: 'Р',
  p: 'р',
  T: 'Т',
  X: 'Х',
  x: 'х',
  y: 'у',
};

const folded = new Map<string, string>();

/** One character as the trie sees it: spacing, apostrophes, dashes and ё unified (memoised). */
function fold(ch: string): string {
  let f = folded.get(ch);
  if (f === undefined) folded.set(ch, (f = foldChar(ch)));
  return f;
}

/** Every character foldChar changes (foldedText folds a whole text through it): keep the two in step. */
const FOLDED = /[\s’ʼ\u2010-\u2015\u2212ёЁ]/g;

function foldChar(ch: string): string {
  if (/\s/.test(ch)) return ' ';
  if (ch === '’' || ch === 'ʼ') return "'";
  if (/[\u2010-\u2015\u2212]/.test(ch)) return '-';
  if (ch === 'ё') return 'е';
  if (ch === 'Ё') return 'Е';
  return ch;
}

/** The stem of one Russian word and whether it takes endings (see the header). */
function russianStem(word: string): { stem: string; inflects: boolean } {
  const rules: RegExp[] = [/(ый|ий|ой|ая|яя|ое|ее|ые|ие)$/, /(ень|ок|ек|ёк|ец)$/, /[аяоеьйыи]$/];
  for (const re of rules) {
    const m = re.exec(word);
    if (!m) continue;
    const stem = word.slice(0, m.index);
    // Too short a stem ("Стая" − "ая") matches too much: try the next, shorter ending.
    if (stem.length >= 3) return { stem, inflects: true };
  }
  return word.length >= 3 ? { stem: word, inflects: true } : { stem: word, inflects: false };
}

/** The trie path of a name: literal characters, with ENDING after inflecting Russian words. */
function steps(name: string, inflect: boolean): Step[] {
  const out: Step[] = [];
  name.split(/\s*\/\/?\s*/).forEach((half, h) => {
    if (h > 0) out.push(SLASH);
    // Words and separators; hyphenated parts (Мыр-Сварщик) inflect on their own.
    for (const part of half.split(/([\s\-‐–—]+)/u)) {
      if (!part) continue;
      const cyrillicWord = inflect && /^[А-ЯЁа-яё]+$/.test(part);
      const { stem, inflects } = cyrillicWord ? russianStem(part) : { stem: part, inflects: false };
      // UTF-16 units, as the scan reads the text.
      for (let j = 0; j < stem.length; j++) out.push(fold(stem[j]!));
      if (inflects) out.push(ENDING);
    }
  });
  return out;
}

function insert(root: TrieNode, path: Step[], name: string): void {
  let node = root;
  for (const step of path) {
    if (step === ENDING) node = node.ending ??= { next: new Map() };
    else if (step === SLASH) node = node.slash ??= { next: new Map() };
    else {
      let child = node.next.get(step);
      if (!child) node.next.set(step, (child = { next: new Map() }));
      node = child;
    }
  }
  node.name ??= name;
}

const tries = new WeakMap<CardList, Map<string, TrieNode>>();

function trieFor(list: CardList, lang: string): TrieNode {
  let byLang = tries.get(list);
  if (!byLang) tries.set(list, (byLang = new Map()));
  const base = lang.toLowerCase().split('-')[0] ?? '';
  let root = byLang.get(base);
  if (root) return root;
  root = { next: new Map() };
  for (const card of list.cards) insert(root, steps(card.name, false), card.name);
  for (const card of list.cards) {
    for (const alias of card.aliases?.[base] ?? []) insert(root, steps(alias, /[А-ЯЁа-яё]/.test(alias)), card.name);
  }
  byLang.set(base, root);
  return root;
}

const wordChars = new Map<string, boolean>();

function isWordChar(text: string, i: number, touching: boolean): boolean {
  const ch = text[i];
  if (ch === undefined) return false;
  if (touching) return LATIN_WORD_CHAR.test(ch);
  let w = wordChars.get(ch);
  if (w === undefined) wordChars.set(ch, (w = WORD_CHAR.test(ch)));
  return w;
}

type Hit = { end: number; name: string };

/** `r` when it ends further than `best` (the longest wins; the first of equals stays). */
const longer = (best: Hit | undefined, r: Hit | undefined): Hit | undefined =>
  r && (!best || r.end > best.end) ? r : best;

/** The longest name starting at `i` that ends at a word boundary. */
function longestAt(text: string, i: number, node: TrieNode, touching: boolean): Hit | undefined {
  let best: Hit | undefined;
  if (node.name && !isWordChar(text, i, touching)) best = { end: i, name: node.name };
  const raw = text[i];
  if (raw !== undefined && node.next.size > 0) {
    const ch = fold(raw);
    const child = node.next.get(ch);
    if (child) best = longer(best, longestAt(text, i + 1, child, touching));
    const alt = HOMOGLYPH[ch];
    const altChild = alt === undefined ? undefined : node.next.get(alt);
    if (altChild) best = longer(best, longestAt(text, i + 1, altChild, touching));
  }
  if (node.slash) {
    let j = i;
    while (text[j] === ' ') j++;
    const slashes = text[j] === '/' ? (text[j + 1] === '/' ? 2 : 1) : 0;
    if (slashes) {
      j += slashes;
      while (text[j] === ' ') j++;
      best = longer(best, longestAt(text, j, node.slash, touching));
    }
  }
  if (node.ending) {
    for (let k = 0; k <= MAX_ENDING; k++) {
      if (k > 0 && !CYRILLIC_LOWER.test(text[i + k - 1] ?? '')) break;
      best = longer(best, longestAt(text, i + k, node.ending, touching));
    }
  }
  return best;
}

let foundCache = new WeakMap<CardList, Map<string, Map<string, readonly string[]>>>();
onClearMemos(() => (foundCache = new WeakMap()));

/**
 * Canonical English names of the cards `text` mentions, in order of first mention.
 * `lang` selects which aliases apply; English names are always recognised.
 */
export function findCards(text: string, lang: string, list: CardList): string[] {
  // The same texts come back (unchanged rules in every CR version): results are kept per list,
  // language and text; callers get their own copy.
  let byLang = foundCache.get(list);
  if (!byLang) foundCache.set(list, (byLang = new Map()));
  let byText = byLang.get(lang);
  if (!byText) byLang.set(lang, (byText = new Map()));
  let names = byText.get(text);
  if (!names) byText.set(text, (names = kept.get([listKey(list), lang, text], () => scanCards(text, lang, list))));
  return [...names];
}

/** Card names kept from one ingest to the next (files/kept.ts), under the card list they were found with. */
const kept = new KeptTable<string[], string[]>({
  name: 'cards',
  code: 'lib/enrich/cards.ts',
  encode: (names) => names,
  decode: (names) => [...names],
  isStored: (v): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string'),
});

const listKeys = new WeakMap<CardList, string>();
/** A card list's content as a key (its names and aliases; not the file it came from). */
function listKey(list: CardList): string {
  let k = listKeys.get(list);
  if (k === undefined) listKeys.set(list, (k = sha256Hex(JSON.stringify(list.cards))));
  return k;
}

function scanCards(text: string, lang: string, list: CardList): string[] {
  const found = new Set<string>();
  for (const m of cardMentions(text, lang, list)) found.add(m.name);
  return [...found];
}

/**
 * What a text must hold to mention `name` (the empty string: no test): a name's characters after its
 * first — which a homoglyph may stand for — folded; the scan matches them literally, and a Russian
 * stem keeps at least three. A cheap test before a scan: alias learning tries hundreds of names on
 * thousands of sentences.
 */
export function mentionKey(name: string): string {
  let key = '';
  for (const ch of name.slice(1, 3)) key += fold(ch);
  return key;
}

/** Can `text` mention `name` at all (mentionKey)? */
export function mayMention(text: string, name: string): boolean {
  return foldedText(text).includes(mentionKey(name));
}

let foldedTexts = new Map<string, string>();
onClearMemos(() => (foldedTexts = new Map()));

/** A text with every character folded as the scan folds it (memoised). */
export function foldedText(text: string): string {
  let f = foldedTexts.get(text);
  if (f === undefined) {
    f = text.replace(FOLDED, fold);
    if (foldedTexts.size > 50_000) foldedTexts.clear();
    foldedTexts.set(text, f);
  }
  return f;
}

/**
 * Every card name in `text`, where it is printed: the longest name at each place, names not
 * overlapping, with the card's canonical English name (`lang` selects which aliases apply).
 */
export function cardMentions(
  text: string,
  lang: string,
  list: CardList,
): Array<{ start: number; end: number; name: string }> {
  const root = trieFor(list, lang);
  const out: Array<{ start: number; end: number; name: string }> = [];
  // A fresh regex per call keeps this reentrant; the scan skips everything but word starts.
  const touching = language(lang.toLowerCase().split('-')[0] ?? '')?.numbersTouchWords === true;
  const starts = new RegExp(touching ? WORD_START_TOUCHING : WORD_START);
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const i = m.index;
    const ch = fold(m[0]);
    const alt = HOMOGLYPH[ch];
    if (!root.next.has(ch) && !(alt && root.next.has(alt))) continue;
    const hit = longestAt(text, i, root, touching);
    if (hit && hit.end > i) {
      out.push({ start: i, end: hit.end, name: hit.name });
      starts.lastIndex = hit.end;
    }
  }
  return out;
}
