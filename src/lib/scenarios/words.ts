/**
 * The runnable examples' words at build time and in the CLI: the `scenario` templates of
 * src/i18n/{lang}.json, flat, and a trace entry in words. The page gets the same templates as a
 * static file (/scenarios/labels/{lang}.json) and never bundles the resources.
 */
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import ru from '../../i18n/ru.json';
import { flatten, sayer, type Say, type Templates, type Word } from '../../i18n/resolve.js';
import type { TraceEntry } from '../engine/index.js';

const RESOURCES = { en, es, ru } as Record<string, { scenario: Record<string, unknown> }>;

/** The widget's and the trace's templates in a language (English for an unknown one). */
export function scenarioLabels(lang: string): Templates {
  return flatten((RESOURCES[lang] ?? RESOURCES['en']!).scenario);
}

let inEnglish: Say | undefined;
const englishSay = () => (inEnglish ??= sayer(scenarioLabels('en'), 'en'));

/** A trace entry in English words, as the CLI prints it. */
export function traceText(entry: TraceEntry, say: Say = englishSay()): string {
  return say(entry.key, entry.vars);
}

/** Any of the engine's words (a phrase, a list…) in English. */
export const english = (w: Word): string => englishSay().word(w);
