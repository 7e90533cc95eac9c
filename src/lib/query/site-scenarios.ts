/**
 * Runnable examples on the site (build time): which scenarios a rule page or an article shows,
 * what the page prints of each (a view model for the static markup), and the static JSON files
 * the island fetches when an example is about to be used — one per scenario (the scenario, its
 * cards in words, its rule links; language-neutral) and one per language (the widget's strings),
 * written by src/pages/scenarios/. Scenarios are data: fetched as JSON, never code, never inlined.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { LangCode } from '../langs/index.js';
import { scenarioLabels } from '../scenarios/labels.js';
import { cardListOf } from '../enrich/cards.js';
import { pageSayer, type CardView, type LabelsFile, type ScenarioFile } from '../scenarios/describe.js';
import { inLang } from '../scenarios/text.js';
import { paramValues, playScenario } from '../scenarios/run.js';
import { scenarioFeatures } from '../scenarios/play.js';
import { storedScenario, type ParamValue, type Scenario } from '../scenarios/schema.js';
import { islandFile, labelsFile as labelsSchema } from '../scenarios/island.js';
import type { z } from 'zod/v4';
export { formValue } from '../scenarios/params.js';
import { CARD_TYPES, type CardDef, type CardFace } from '../engine/vocabulary.js';
import { abilityText } from '../engine/characteristics.js';
import { typeLine } from '../engine/words.js';
import type { Word } from '../../i18n/resolve.js';
import { isUiLang } from './site-langs.js';
import { siteGraph, siteIndex, siteStore } from './site.js';
import { caseLike, gameWords, gameWordsOf } from './site-game-words.js';

let cached: Scenario[] | undefined;

/**
 * Every scenario of the site's store (the ingest loaded and proved them from content/scenarios/),
 * read once per build; none when the store holds none.
 */
export function siteScenarios(): Scenario[] {
  cached ??= siteStore().scenarios(storedScenario) ?? [];
  return cached;
}

/**
 * The scenarios illustrating a rule (the rules each scenario lists), in the order of the rule's
 * text: its own examples by their number, then the others (quoted from elsewhere) by id.
 */
export function scenariosForRule(id: string): Scenario[] {
  const place = (s: Scenario) => (s.source.rule === id && s.source.example !== undefined ? s.source.example : Infinity);
  return siteScenarios()
    .filter((s) => s.rules.includes(id))
    .sort((a, b) => place(a) - place(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The scenarios of an article's homework questions, in question order. */
export function scenariosForArticle(source: string): Scenario[] {
  return siteScenarios()
    .filter((s) => s.source.document === source && s.source.homework !== undefined)
    .sort((a, b) => a.source.homework! - b.source.homework!);
}

export const scenarioAnchor = (id: string) => `scenario-${id.replace(/[^a-z0-9-]/g, '-')}`;

export interface IslandView {
  id: string;
  anchor: string;
  /** in the page's language, else English (`lang` says which) */
  title: { text: string; lang: string };
  origin: string;
  quote: { text: string; lang: string };
}

/** The printed text, else the abilities as the engine words them (keyword-only cards have no `text`). */
const faceText = (c: CardFace) => c.text ?? (c.abilities ?? []).map(abilityText).join('\n');

function cardView(c: CardDef): CardView {
  const pt = c.power !== undefined && c.power !== null ? `— ${c.power}/${c.toughness}` : '';
  // The type line as words (the reader's page says the types, and the subtypes it knows, in its language).
  const types = typeLine({
    supertypes: c.supertypes ?? [],
    types: c.types,
    subtypes: c.subtypes ?? [],
    allCreatureTypes: false,
  });
  const line: Word[] = [c.manaCost ?? '', types, pt].filter((w) => w !== '');
  const faces = [c.flip && `⟲ ${c.flip.name}: ${faceText(c.flip)}`, c.back && `⇄ ${c.back.name}: ${faceText(c.back)}`];
  return {
    name: c.name,
    line: { list: line, sep: ' ' },
    text: [faceText(c), ...faces.filter(Boolean)].join('\n').trim(),
  };
}

/**
 * What the page itself prints of an island (it reads without JavaScript): the title, where the
 * example comes from and the example's text as the rules print it. The cards, the steps and the
 * controls are drawn by the island from the scenario's file (`scenarioFile`), fetched on demand.
 */
export function islandView(s: Scenario, lang: string): IslandView {
  const say = pageSayer(labelsFile(lang));
  const src = s.source;
  const own = src.lang ?? SOURCE_LANG;
  const translated = lang !== own ? src.translations?.[lang as LangCode] : undefined;
  const origin =
    src.homework !== undefined
      ? say('homework', { n: src.homework })
      : src.rule
        ? say('example', { n: src.example ?? 1, rule: src.rule })
        : '';
  return {
    id: s.id,
    anchor: scenarioAnchor(s.id),
    title: inLang(s.title, lang),
    origin,
    quote: translated ? { text: translated, lang } : { text: src.quote, lang: own },
  };
}

const traceRules = new Map<string, string[]>();

/**
 * The rules a scenario's trace can cite: those of its runs at the defaults, at its checks and at
 * each suggested value of each parameter (the values a reader can pick one at a time).
 */
function rulesCited(s: Scenario): string[] {
  let out = traceRules.get(s.id);
  if (out) return out;
  const sets: Record<string, ParamValue>[] = [{}, ...(s.checks ?? []).map((c) => c.params)];
  for (const [k, p] of Object.entries(s.params ?? {})) for (const v of p.values ?? []) sets.push({ [k]: v });
  const found = new Set(s.rules);
  for (const params of sets) {
    try {
      const { run } = playScenario(s, { ...paramValues(s), ...params });
      for (const t of run.trace) found.add(t.rule);
    } catch {
      // a combination the scenario doesn't allow: the widget shows the reason; nothing to link
    }
  }
  out = [...found];
  traceRules.set(s.id, out);
  return out;
}

/** A rule's page, or its nearest ancestor's when the CR has no page for it (608.2n → 608.2). */
function pageOf(id: string, pages: Set<string>): string | undefined {
  for (let x: string | undefined = id; x;) {
    if (pages.has(x)) return x;
    x = /[a-z]$/.test(x) ? x.replace(/[a-z]+$/, '') : x.includes('.') ? x.slice(0, x.indexOf('.')) : undefined;
  }
  return undefined;
}

/** A scenario's file (/scenarios/{id}.json): the scenario, its cards in words, its rule links, the engine modules it needs. */
export function scenarioFile(s: Scenario): ScenarioFile {
  const pages = new Set(siteIndex().ids);
  const links: Record<string, string> = {};
  for (const r of rulesCited(s)) {
    const page = pageOf(r, pages);
    if (page) links[r] = page;
  }
  return islandChecked(islandFile, { scenario: s, cards: s.cards.map(cardView), links, features: scenarioFeatures(s) });
}

/**
 * A file for the island as written, checked by the schema the island reads it by (island.ts; the
 * island checks its shape again, as it arrives): a file it would refuse fails the build instead.
 */
function islandChecked<T>(schema: z.ZodType, file: T): T {
  const parsed = schema.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`an example's file the page could not read: ${issue.path.join('.')}: ${issue.message}`);
  }
  return file;
}

/**
 * The language's names for the examples' cards (and their other halves and faces), from the card
 * list the store holds (content/cards.yaml's aliases) — the first listed; a card without one keeps its
 * English name.
 */
function cardNames(lang: string): Record<string, string> {
  if (lang === SOURCE_LANG) return {};
  const aliases = new Map(cardListOf(siteGraph().cards).cards.map((c) => [c.name, c.aliases?.[lang]?.[0]]));
  const out: Record<string, string> = {};
  for (const c of siteScenarios().flatMap((s) => s.cards))
    for (const name of [c.name, c.flip?.name, c.back?.name]) {
      const own = name ? aliases.get(name) : undefined;
      if (name && own) out[name] = own;
    }
  return out;
}

/** Keys whose values are game words the engine shows as they are written (subtypes, keywords, abilities lost). */
const TERM_LISTS = new Set(['subtypes', 'addSubtypes', 'creatureTypes', 'loseAbilities']);

/**
 * The game's words the examples use, as the engine writes them: subtypes, the keywords of abilities
 * (lowercase, as written, and capitalised, as an ability's text gives them) and abilities lost.
 */
function termForms(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'string' && TERM_LISTS.has(key)) out.add(v);
    else if (typeof v === 'string' && key === 'keyword') out.add(v).add(v.charAt(0).toUpperCase() + v.slice(1));
  };
  for (const s of siteScenarios()) walk([s.cards, s.setup, s.steps]);
  return out;
}

/**
 * The widget's words in a language (/scenarios/labels/{lang}.json): its templates, with the card
 * types as the language's glossary names them where it does (the UI strings' otherwise), the cards'
 * names, and the game words the examples use that the content gives in the language.
 */
export function labelsFile(lang: string): LabelsFile {
  const at = isUiLang(lang) ? lang : SOURCE_LANG;
  const labels: Record<string, string> = { ...scenarioLabels(at) };
  const words = gameWords(at);
  for (const type of CARD_TYPES) {
    const word = words.get(type.toLowerCase());
    const key = `type.${type}`;
    if (word) labels[key] = caseLike(labels[key] ?? type, word);
  }
  return islandChecked(labelsSchema, { lang: at, labels, names: cardNames(at), terms: gameWordsOf(at, termForms()) });
}
