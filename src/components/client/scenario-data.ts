/**
 * An island's data, fetched from the site (same origin: /scenarios/{id}.json and
 * /scenarios/labels/{lang}.json) and read with a structural guard before anything runs. The files
 * were written at build time from scenario files the loader validated with zod (and whose
 * parameter domains it proved: src/lib/scenarios/run.ts `checkParamDomains`), so the page doesn't
 * carry zod to validate them again; still, what arrives is untrusted: the guard checks the shape
 * the island relies on, so that a damaged file gives a clear message in the widget rather than a
 * crash deep in the engine, and every text goes into the page through textContent only.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { LabelsFile, ScenarioFile } from '../../lib/scenarios/describe';

type Guard = (v: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str: Guard = (v) => typeof v === 'string';
const list: Guard = Array.isArray;
const every =
  (g: Guard): Guard =>
  (v) =>
    isObject(v) && Object.values(v).every(g);
const all =
  (g: Guard): Guard =>
  (v) =>
    Array.isArray(v) && v.every(g);
const optional =
  (g: Guard): Guard =>
  (v) =>
    v === undefined || g(v);
const shaped =
  (fields: Record<string, Guard>): Guard =>
  (v) =>
    misfit(v, fields, '') === undefined;

/** The fields the island reads, each with the shape it relies on (the engine checks the rest as it plays). */
const FILE: Record<string, Guard> = {
  scenario: isObject,
  // a card's type line is words (a list of its parts), put into words by the page
  cards: all(shaped({ name: str, line: isObject, text: str })),
  links: every(str),
  features: all(str),
};
/** A scenario's words: in the source language, and maybe in others (words all). */
const text: Guard = (v) => isObject(v) && str(v[SOURCE_LANG]) && every(str)(v);

const SCENARIO: Record<string, Guard> = {
  id: str,
  title: text,
  cards: list,
  setup: list,
  steps: list,
  expect: isObject,
  checks: optional(list),
  params: optional(
    every((p) => isObject(p) && p['default'] !== undefined && text(p['text']) && optional(list)(p['values'])),
  ),
  labels: optional(every((v) => isObject(v) && every(str)(v))),
  lines: isObject,
};
const LABELS: Record<string, Guard> = { lang: str, labels: every(str), names: every(str), terms: optional(every(str)) };

/** The first field that doesn't have its shape, as a path ("scenario.steps"). */
function misfit(v: unknown, fields: Record<string, Guard>, at: string): string | undefined {
  if (!isObject(v)) return at.slice(0, -1) || 'the file';
  for (const k in fields) if (!fields[k]!(v[k])) return at + k;
  return undefined;
}

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`scenario data: ${url}: HTTP ${res.status}`);
  try {
    return (await res.json()) as unknown;
  } catch {
    throw new Error('scenario data: not JSON');
  }
}

/** A scenario file as fetched, checked to have the shape the island reads (and to be scenario `id`). */
export function readScenarioFile(data: unknown, id: string): ScenarioFile {
  let bad = misfit(data, FILE, '') ?? misfit((data as ScenarioFile).scenario, SCENARIO, 'scenario.');
  if (!bad && (data as ScenarioFile).scenario.id !== id) bad = 'scenario.id';
  if (bad) throw new Error(`scenario data: ${bad} is missing or malformed`);
  return data as ScenarioFile;
}

/** A labels file as fetched, checked. */
export function readLabelsFile(data: unknown): LabelsFile {
  const bad = misfit(data, LABELS, '');
  if (bad) throw new Error(`scenario data: ${bad} is missing or malformed`);
  return data as LabelsFile;
}

/** The scenario file of an island. */
export async function fetchScenario(id: string): Promise<ScenarioFile> {
  return readScenarioFile(await fetchJson(`/scenarios/${encodeURIComponent(id)}.json`), id);
}

/** The widget's strings in a UI language. */
export async function fetchLabels(lang: string): Promise<LabelsFile> {
  return readLabelsFile(await fetchJson(`/scenarios/labels/${/^[a-z]{2}$/.test(lang) ? lang : SOURCE_LANG}.json`));
}
