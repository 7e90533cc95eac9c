/**
 * A scenario's steps and observed values in words, in the reader's language. Browser-safe and
 * free of i18next (the site runs this in the page, where the engine chunk must stay small): the
 * site passes the `scenario.*` templates of src/lib/langs/strings/{lang}.json and the language's card names,
 * put into words by the shared resolver (src/i18n/resolve.ts).
 */
import { sayer, type Say, type Templates, type Word } from '../../i18n/resolve.js';
import { labelPhrase } from '../engine/labels.js';
import type { Scenario } from './schema.js';

export { sayer, type Say };

/** Flat templates: "step.cast" → "Cast {{card}}". */
export type Labels = Templates;

/**
 * A translator for a page: a scenario's own words as it says them in the language (`own`),
 * objects the engine made as phrases ("copy of Fling" → «копия …»), and a card the language has a
 * name for by that name with the English beside («Швырок (Fling)»); any other name as it is; a game word (a
 * keyword, a subtype) as the language's glossary words it, where it does.
 */
export function pageSayer(file: LabelsFile, own: Record<string, string> = {}): Say {
  const say: Say = sayer(
    file.labels,
    file.lang,
    (n) => {
      if (own[n]) return own[n];
      const phrase = labelPhrase(n);
      if (phrase) return say.word(phrase);
      const card = file.names[n];
      return card ? `${card} (${n})` : n;
    },
    (w) => file.terms?.[w] ?? w,
  );
  return say;
}

/** Fields and choices whose values are objects' labels or card names (or a player). */
const NAMES = new Set(['name', 'targets', 'copy', 'target', 'newTargets', 'token', 'legendRule', 'replacement']);

/** A player, an object or a card, as the reader's page names it. */
function who(say: Say, v: string): string {
  return v === 'you' || v === 'opponent' ? say(`player.${v}`) : say.word({ name: v });
}

/** A value the engine observed, in words: lists joined, yes/no, zones, players, types and names. */
export function showValue(say: Say, field: string, v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return say(v ? 'value.yes' : 'value.no');
  if (Array.isArray(v)) {
    if (!v.length) return say('value.none');
    return v.map((x) => showValue(say, field, x)).join(field === 'abilities' ? ' · ' : ', ');
  }
  if (typeof v === 'object') {
    const parts = Object.entries(v as Record<string, unknown>).map(([k, x]) =>
      field === 'chosen' ? `${say(`choice.${k}`)}: ${showValue(say, k, x)}` : `${k}: ${String(x)}`,
    );
    return parts.length ? parts.join(', ') : say('value.none');
  }
  const s = String(v);
  if (field === 'zone') return say(`zone.${s}`);
  if (field === 'controller' || field === 'owner') return say(`player.${s}`);
  if (field === 'colors' || field === 'color') return say(`color.${s}`);
  if (field === 'types') return say(`type.${s}`);
  // a keyword or subtype in the reader's words; an ability's own text stays as printed
  if (field === 'abilities' || field === 'subtypes') return say.word({ term: s });
  if (field === 'supertypes') return say(`supertype.${s}`);
  if (field === 'faceUp') return say(`value.${s}`);
  if (NAMES.has(field)) return who(say, s);
  return s;
}

/** Choices whose values are the scenario's own words (a form, a creature type). */
const WORDS = new Set(['form', 'creatureType']);

/** One step, parameters filled in, as a sentence ("Cast Fork (targeting Emerald Charm; spending {R}{R})"). */
export function describeStep(say: Say, step: Record<string, unknown>): string {
  const action = Object.keys(step).find((k) => k !== 'choose' && k !== 'note');
  if (!action) return '';
  const arg = step[action];
  const o = (arg && typeof arg === 'object' && !Array.isArray(arg) ? arg : {}) as Record<string, unknown>;
  const name = (k: string) => who(say, String(o[k] ?? ''));
  let head: string;
  switch (action) {
    case 'resolve':
      head =
        arg === 'all'
          ? say('step.resolveAll')
          : Number(arg) === 1
            ? say('step.resolveTop')
            : say('step.resolve', { count: Number(arg) });
      break;
    case 'upkeep':
    case 'endStep':
      head = say(`step.${action}`, { player: say(`player.${String(arg)}`) });
      break;
    case 'cleanup':
      head = say('step.cleanup');
      break;
    case 'snapshot':
      head = say('step.snapshot', { name: say.word({ name: String(arg) }) });
      break;
    case 'cast':
      // the opponent casting is said as such, not as "you cast … (by the opponent)"
      head = say(o['by'] === 'opponent' ? 'step.castByOpponent' : 'step.cast', { card: name('card') });
      break;
    case 'putInto':
      head = say('step.putInto', { card: name('card'), zone: say(`zone.${String(o['zone'])}`) });
      break;
    case 'becomeCopy':
      head = say('step.becomeCopy', { object: name('object'), of: name('of') });
      break;
    case 'addCounters':
      head = say('step.addCounters', {
        object: name('object'),
        counter: String(o['counter']),
        count: Number(o['count']),
      });
      break;
    case 'pump': {
      const sign = (n: unknown) => (Number(n) >= 0 ? `+${Number(n)}` : String(n));
      head = say('step.pump', { object: name('object'), pt: `${sign(o['power'])}/${sign(o['toughness'])}` });
      break;
    }
    case 'turnFaceUp':
      head = say(o['by'] === 'effect' ? 'step.turnFaceUpEffect' : 'step.turnFaceUp', { object: name('object') });
      break;
    default:
      head = say(`step.${action}`, { card: name('card'), object: name('object') });
  }
  const details: string[] = [];
  if (action === 'enter' && o['under'] === 'opponent') details.push(say('detail.underOpponent'));
  if (typeof o['attachedTo'] === 'string') details.push(say('detail.attachedTo', { object: name('attachedTo') }));
  if (o['faceDown'] === true) details.push(say('detail.faceDown'));
  if (o['mode'] !== undefined) details.push(say('detail.mode', { mode: String(o['mode']) }));
  if (Array.isArray(o['modes'])) details.push(say('detail.modes', { modes: o['modes'].map(String).join(', ') }));
  if (Array.isArray(o['targets']) && o['targets'].length)
    details.push(say('detail.targets', { targets: showValue(say, 'targets', o['targets']) }));
  if (o['x'] !== undefined) details.push(say('detail.x', { x: String(o['x']) }));
  if (o['sacrifice'] !== undefined) details.push(say('detail.sacrifice', { object: name('sacrifice') }));
  if (typeof o['manaSpent'] === 'string')
    details.push(say('detail.spent', { mana: o['manaSpent'] ? o['manaSpent'].replace(/(.)/g, '{$1}') : '—' }));
  if (o['except'] !== undefined) details.push(say('detail.except'));
  const choose = step['choose'] as Record<string, unknown> | undefined;
  for (const [kind, v] of Object.entries(choose ?? {}))
    details.push(
      say('detail.choose', {
        what: say(`choice.${kind}`),
        value:
          v === 'none' ? say('value.none') : WORDS.has(kind) ? say.word({ name: String(v) }) : showValue(say, kind, v),
      }),
    );
  return details.length ? `${head} (${details.join('; ')})` : head;
}

/**
 * A card as the widget lists it: name, cost and type line (words: its types as the reader's page
 * says them), rules text (faces included, as printed).
 */
export interface CardView {
  name: string;
  line: Word;
  text: string;
}

/**
 * What the site writes for each scenario (/scenarios/{id}.json, language-neutral) and the island
 * fetches when the example is about to be used: the scenario (its words in every language), its
 * cards in words, the page of each rule its trace can cite (its own, else its nearest
 * ancestor's), and the engine's feature modules it needs (the island loads them before playing).
 */
export interface ScenarioFile {
  scenario: Scenario;
  cards: CardView[];
  links: Record<string, string>;
  features: string[];
}

/**
 * The widget's words in one language (/scenarios/labels/{lang}.json): its strings and the trace's
 * templates, the language's names for the examples' cards (English name → its name), and the game's
 * words the examples use (keywords, subtypes as the engine writes them → the language's word).
 */
export interface LabelsFile {
  lang: string;
  labels: Labels;
  names: Record<string, string>;
  terms?: Record<string, string>;
}
