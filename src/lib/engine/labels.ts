/**
 * The labels the engine gives the objects it makes — "copy of Fork", "Soldier token", "token copy
 * of Clone", "Clone's ability", "Soldier token (2)" — in one place. Scenarios name objects by these
 * labels (identifiers, written in English like the rest of a scenario file); a page reads a label
 * back as a phrase (`labelPhrase`) to show it in its own language.
 */
import type { Phrase } from './words.js';

export const copyLabel = (of: string) => `copy of ${of}`;
export const tokenLabel = (name: string) => `${name} token`;
export const tokenCopyLabel = (of: string) => `token copy of ${of}`;
export const abilityLabel = (of: string) => `${of}'s ability`;
/** The nth object given the same label (400.7 makes new objects; a reader tells them apart). */
export const numberedLabel = (base: string, n: number) => `${base} (${n})`;

/** A label the engine made, as a phrase (scenario.label.* templates); undefined for a card's own name. */
export function labelPhrase(label: string): Phrase | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^(.+) \((\d+)\)$/.exec(label)))
    return { key: 'label.numbered', vars: { label: { name: m[1]! }, n: Number(m[2]) } };
  if ((m = /^token copy of (.+)$/.exec(label))) return { key: 'label.tokenCopyOf', vars: { of: { name: m[1]! } } };
  if ((m = /^copy of (.+)$/.exec(label))) return { key: 'label.copyOf', vars: { of: { name: m[1]! } } };
  if ((m = /^(.+)'s ability$/.exec(label))) return { key: 'label.ability', vars: { of: { name: m[1]! } } };
  if ((m = /^(.+) token$/.exec(label))) return { key: 'label.token', vars: { name: { name: m[1]! } } };
  return undefined;
}
