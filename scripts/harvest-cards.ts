/**
 * Candidate card names from rule texts, for scripts/seed-cards.ts.
 *
 * English (CR examples, English sources): a capitalised name in a card-shaped slot —
 * "X reads/says/has/is a …", "casts/controls/targeting/a copy of/named X", "X's ability",
 * "Example: X …". Spanish: "lanza X", "X dice", "X es un …", "copia de X". Russian: any run of
 * Latin capitalised words inside Cyrillic prose (translations keep English card names).
 * Candidates are then filtered against rule vocabulary taken from the CR itself: section and
 * rule titles, glossary headwords and the subtype lists, plus sentence-start function words.
 */

/** Words that start sentences or name players, never cards. */
const STOP = new Set(
  (
    'A An The If When Whenever While Each Every This That These Those It Its You Your They Their He She His Her ' +
    'Player Players Opponent Opponents Example Because Although As At In On Then Since Both All Another Any Some ' +
    'No Now However After Before During Until Once Later For To Of With So Not Only Also There Here We I Neither ' +
    'Either One Two Three Four Five Six Seven Eight Nine Ten First Second Third Other Such Even Instead Otherwise ' +
    'Oracle Magic Gathering Comprehensive Rules Rule Section See Wizards Coast Token Tokens Card Cards Spell Spells ' +
    'Creature Creatures Ability Abilities Effect Effects Permanent Permanents Mana Life Damage Turn Step Phase ' +
    'Like Unlike Which What Who Whose How Where Why Most Many Much Few More Less Whether Note Part Thus Suppose ' +
    'Regenerate Return Later Meanwhile Finally Next Assume Consider ' +
    // The players of the CR's examples.
    'Alex Bianca Carissa Clare Bob Rob Dave Nancy ' +
    // Spanish sentence starts and labels.
    'Ejemplo Como Si Cuando Un Una El La Los Las Al Del Esta Este Estos Estas Cada Algunos Algunas Regla Reglas ' +
    'Subreglas Véase Copiar Puedes Ganas Crea Copia Elige ' +
    // Russian-source Latin noise: abbreviations and keyword names kept in English.
    'EtB X Y Storm Replicate Gravestorm Counter Magic'
  ).split(/\s+/),
);

// Not "a", "an", "with", "to", "on": they join two names more often than they sit inside one
// ("Forest and an Exotic Orchard", "attach Rune of Flight to Colossus Hammer").
const CONNECTOR = '(?:of|the|and|or|in|for|upon|de|du|la|le|des|el|von|van)';
// Split cards print as "Assault/Battery" or "Assault//Battery".
const WORD = "[A-Z][\\p{L}]*(?:(?:['’\\-]|//?)[\\p{L}]+)*";
const NAME = `${WORD}(?: (?:${CONNECTOR} )*${WORD})*`;
/** Legendary names carry a title after a comma: "Minsc, Beloved Ranger", "Wort, the Raidmother". */
const NAME_TITLED = `${NAME}(?:, (?:the )?${NAME})?`;

const EN_PATTERNS: RegExp[] = [
  new RegExp(
    `(?<![\\p{L}'’])(${NAME_TITLED}) (?:reads|says|has|had|is an?|is the|enters|deals|becomes|gains|attacks|blocks|resolves)\\b`,
    'gu',
  ),
  new RegExp(
    `\\b(?:casts?|casting|controls?|activates?|targeting|targets|copy of|named|exiles?|sacrifices?|blocked by|blocks|attacks with)(?: an?| the| another| target)? (${NAME})(?![\\p{L}])`,
    'gu',
  ),
  // Possessives: "Meteor Crater's mana ability", "Giant Spider's toughness".
  new RegExp(`(?<![\\p{L}'’])(${NAME})['’]s [a-z]`, 'gu'),
  // Glosses: "Serra Angel (a 4/4 creature with flying)", "Kruin Outlaw (the front face …)".
  new RegExp(`(?<![\\p{L}'’])(${NAME_TITLED}) \\((?:a|an|the) `, 'gu'),
  // Appositions: "Worship, an enchantment that says", "Divination, a spell that costs".
  new RegExp(
    `(?<![\\p{L}'’])(${NAME_TITLED}), (?:a|an) (?:[\\w/+-]+ ){0,5}?(?:creature|instant|sorcery|enchantment|artifact|land|planeswalker|card|Aura|Equipment|spell|permanent|battle)\\b`,
    'gu',
  ),
  new RegExp(`(?:^|\\n)Example: (${NAME_TITLED})(?=,? [a-z(])`, 'gu'),
  // Multi-word subjects of common verbs: "Serra Angel is exiled", "Cudgel Troll would be destroyed".
  new RegExp(
    // Not inside a name or a legendary title ("Purphoros, God of the Forge is").
    `(?<![\\p{L}'’]|[A-Z][\\p{L}'’-]*,? )(${WORD}(?: (?:${CONNECTOR} )*${WORD})+) (?:is|are|was|were|would|will|can|can['’]t|could|gets|leaves|dies|puts|also|isn['’]t|doesn['’]t)\\b`,
    'gu',
  ),
];

const ES_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:lanzas?|lanza|controlas?|copia de|copias|con) (${NAME})(?![\\p{L}])`, 'gu'),
  new RegExp(`(?<![\\p{L}'’])(${NAME}) (?:dice|es una?|se resuelve|se dispara|permite|hace)\\b`, 'gu'),
];

/** Latin runs in Cyrillic text; `'а`, `'ом` endings (Doppelganger'а) are Russian inflection. */
const LATIN_WORD = "[A-Z][A-Za-z]*(?:['’]s(?= )|[\\-/][A-Za-z]+)*";
const LATIN_NAME = new RegExp(
  `(?<![\\p{L}'’])(${LATIN_WORD}(?: (?:${CONNECTOR} )*${LATIN_WORD})*(?:, ${LATIN_WORD}(?: (?:${CONNECTOR} )*${LATIN_WORD})*)?)(?:['’]\\p{L}*)?(?![\\p{L}\\p{N}])`,
  'gu',
);

export interface RuleTerms {
  /** Lower-cased titles, glossary headwords and subtypes: whole names that are rule vocabulary. */
  phrases: Set<string>;
  /** Single words that are subtypes (Forest, Human, Aura): a name made only of them is a type line. */
  subtypes: Set<string>;
}

/** Rule vocabulary from the CR texts (titles, glossary, subtype lists). */
export function ruleTerms(crTexts: string[]): RuleTerms {
  const phrases = new Set<string>();
  const subtypes = new Set<string>();
  for (const text of crTexts) {
    const lines = text.split('\n');
    for (const line of lines) {
      // Chapter, section and titled-rule headings: "5. Additional Rules", "702.2. Deathtouch".
      const heading = /^\d(?:\d\d\.(?:\d+\.?)?|\.) ([A-Z][^.]{0,60})$/.exec(line.trim());
      if (heading) phrases.add(heading[1]!.trim().toLowerCase());
      const list = /types? (?:are|is)\b|one word long:/.exec(line);
      // Planeswalker and battle types (Serra, Siege) begin real names: "Serra Angel", "Siege Wurm".
      if (/^\d{3}\.\d+[a-z]/.test(line) && list && !/planeswalker types|battle type/.test(line)) {
        for (const w of line.slice(list.index).match(/\b[A-Z][\p{L}'’-]+/gu) ?? []) subtypes.add(w);
      }
    }
    // Glossary headwords: the first line of each blank-line-separated block after "Glossary".
    const start = text.lastIndexOf('\nGlossary\n');
    const end = text.lastIndexOf('\nCredits\n');
    if (start >= 0 && end > start) {
      for (const block of text.slice(start + 10, end).split(/\n\s*\n/)) {
        const head = block.trim().split('\n')[0] ?? '';
        for (const term of head.replace(/\s*\(Obsolete\)/, '').split(/,\s*/)) phrases.add(term.trim().toLowerCase());
      }
    }
  }
  for (const t of ['time lord']) phrases.add(t);
  return { phrases, subtypes };
}

/** A word that is a subtype, also in the plural ("Auras", "Goblins"). */
function isSubtype(word: string, terms: RuleTerms): boolean {
  return terms.subtypes.has(word) || terms.subtypes.has(word.replace(/e?s$/, ''));
}

/** Clean a raw capture and decide whether it is a card name. */
export function acceptName(raw: string, terms: RuleTerms): string | undefined {
  // One apostrophe (the matcher folds ’ anyway), no italics marks, no Russian case endings.
  let name = raw
    .replace(/_/g, '')
    .replace(/’/g, "'")
    .replace(/'(?!s )[a-z]{0,2}$/, '')
    .replace(/'$/, '')
    .trim();
  // Split cards in today's Oracle style: "Assault // Battery".
  name = name.replace(/\s*\/\/?\s*/g, ' // ');
  // Drop leading sentence words and players: "If Fork has" → "Fork", "Alex's Runeclaw Bear" → "Runeclaw Bear".
  for (;;) {
    const m = /^(\S+) (.+)$/.exec(name);
    if (!m || !STOP.has(m[1]!.replace(/'s$/, ''))) break;
    name = m[2]!;
    while (new RegExp(`^${CONNECTOR} `).test(name)) name = name.replace(/^\S+ /, '');
  }
  if (name.length < 3 || !/^[A-Z]/.test(name)) return undefined;
  if (/ and (?:the|of|or|a|an) /.test(name)) return undefined; // "the Fanatic and the Piker"
  const words = name.split(/[ ,/]+/).filter(Boolean);
  if (words.length === 1 && STOP.has(name)) return undefined;
  if (words.some((w) => /[a-z][A-Z]|^[A-Z]+$/.test(w) && w.length > 1)) return undefined; // EtB, PhenikS, CR
  if (words.some((w) => w.length === 1)) return undefined; // X/X
  const lower = name.toLowerCase();
  if (terms.phrases.has(lower)) return undefined;
  // "Alternating Teams" is the start of "Alternating Teams Variant".
  for (const p of terms.phrases) if (p.startsWith(lower + ' ')) return undefined;
  // "Storm, Replicate": a comma joining rule words is a list, not a legendary title.
  if (name.includes(', ') && name.split(', ').some((p) => terms.phrases.has(p.toLowerCase()) || STOP.has(p))) {
    return undefined;
  }
  // Mostly rule words ("Copying Spells and Abilities") or only subtypes ("Human Soldier") is no name.
  const capitalised = words.filter((w) => /^[A-Z]/.test(w));
  // (Subtypes only count all together: "Serra Angel", "Siege Wurm" are planeswalker/battle type + creature type.)
  const stop = capitalised.filter((w) => STOP.has(w)).length;
  if (stop * 2 > capitalised.length) return undefined;
  if (capitalised.every((w) => isSubtype(w, terms) || STOP.has(w))) return undefined;
  return name;
}

/** Whole-word occurrences of `name` in `text`. */
function occurrences(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length;
}

/**
 * Names matched by `patterns` in each of `texts`. With `repeat`, a one-word name must occur twice
 * in the same text: an example names its card again ("Guile says … When Guile …"), while a
 * capitalised sentence word ("Example: Part of an effect") does not come back.
 */
function harvest(texts: string[], patterns: RegExp[], terms: RuleTerms, repeat: boolean): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    for (const re of patterns) {
      for (const m of text.matchAll(re)) {
        const name = acceptName(m[1]!, terms);
        if (name && (!repeat || name.includes(' ') || occurrences(text, name) >= 2)) out.add(name);
      }
    }
  }
  return out;
}

/** Names in the examples of an English text (CR file or English source). */
export function harvestEnglish(text: string, terms: RuleTerms): Set<string> {
  const examples = text
    .replace(/_/g, '')
    .split(/(?=Example: )/)
    .filter((part) => part.startsWith('Example: '))
    .map((part) => part.split('\n')[0]!);
  return harvest(examples, EN_PATTERNS, terms, true);
}

export function harvestSpanish(text: string, terms: RuleTerms): Set<string> {
  return harvest(text.split(/\n/), ES_PATTERNS, terms, true);
}

/** English names kept inside Russian prose: any Latin run is a strong signal, no repeat needed. */
export function harvestLatinInCyrillic(text: string, terms: RuleTerms): Set<string> {
  return harvest([text], [LATIN_NAME], terms, false);
}

/**
 * Clean the whole harvest: a one-word name that is a word of a longer harvested name is a short
 * reference ("the Staff", "Tomoya", "Fire" of "Fire/Ice"); "A and B" whose parts are both names
 * (or players) is two names.
 */
export function consolidate(names: Iterable<string>, terms: RuleTerms): Set<string> {
  const all = new Set(names);
  const partsOfLonger = new Set<string>();
  for (const n of all) {
    const words = n.split(/[ ,/]+/).filter(Boolean);
    if (words.length > 1) for (const w of words) partsOfLonger.add(w);
  }
  const out = new Set<string>();
  for (const n of all) {
    if (!/[ ,/]/.test(n) && partsOfLonger.has(n)) continue;
    const halves = n.split(' and ');
    if (halves.length === 2 && halves.every((h) => all.has(h) || !acceptName(h, terms))) continue;
    out.add(n);
  }
  return out;
}
