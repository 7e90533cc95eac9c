/**
 * The runnable examples' words in the source language: a trace entry and the engine's words, as the
 * CLI prints them and the browser's messages say them. Other languages' templates: labels.ts (build
 * time); the page gets them as a static file (/scenarios/labels/{lang}.json).
 */
import { SOURCE_STRINGS } from '../langs/source-strings.js';
import { SOURCE_LANG } from '../langs/source.js';
import { flatten, sayer, type Say, type Word } from '../../i18n/resolve.js';
import type { TraceEntry } from '../engine/index.js';

let inEnglish: Say | undefined;
const englishSay = () => (inEnglish ??= sayer(flatten(SOURCE_STRINGS.scenario), SOURCE_LANG));

/** A trace entry in English words, as the CLI prints it. */
export function traceText(entry: TraceEntry, say: Say = englishSay()): string {
  return say(entry.key, entry.vars);
}

/** Any of the engine's words (a phrase, a list…) in English. */
export const english = (w: Word): string => englishSay().word(w);
