/**
 * An island's data, fetched from the site (same origin: /scenarios/{id}.json and
 * /scenarios/labels/{lang}.json) and checked before anything runs. The files
 * were written at build time from scenario files the loader validated with zod (and whose
 * parameter domains it proved: src/lib/scenarios/run.ts `checkParamDomains`), so the page doesn't
 * carry zod to validate them again; still, what arrives is untrusted: it is checked against the
 * shapes of the fields the island relies on (the island's zod schemas, src/lib/scenarios/island.ts,
 * as shapes: ./island-shapes.ts), so that a damaged file gives a clear message in the widget rather
 * than a crash deep in the engine, and every text goes into the page through textContent only.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { LabelsFile, ScenarioFile } from '../../lib/scenarios/describe';
import { misfit, type Shape } from '../../lib/scenarios/shape-check';
import { FILE, LABELS } from './island-shapes';

/** Same-origin URLs only, fetched with the default credentials mode (same-origin: the Fetch standard's). */
async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`scenario data: ${url}: HTTP ${res.status}`);
  try {
    return (await res.json()) as unknown;
  } catch {
    throw new Error('scenario data: not JSON');
  }
}

/** `data` if it has `shape`, else an error naming where it departs from it (`bad`: a departure found already). */
function checked<T>(data: unknown, shape: Shape, bad = misfit(data, shape)): T {
  if (bad !== undefined) throw new Error(`scenario data: ${bad.slice(1) || 'the file'} is missing or malformed`);
  return data as T;
}

/** A scenario file as fetched, checked to have the shape the island reads (and to be scenario `id`). */
export function readScenarioFile(data: unknown, id: string): ScenarioFile {
  const file = checked<ScenarioFile>(data, FILE);
  return file.scenario.id === id ? file : checked(data, FILE, '.scenario.id');
}

/** A labels file as fetched, checked. */
export const readLabelsFile = (data: unknown) => checked<LabelsFile>(data, LABELS);

/** The scenario file of an island. */
export async function fetchScenario(id: string): Promise<ScenarioFile> {
  return readScenarioFile(await fetchJson(`/scenarios/${encodeURIComponent(id)}.json`), id);
}

/** The widget's strings in a UI language. */
export async function fetchLabels(lang: string): Promise<LabelsFile> {
  return readLabelsFile(await fetchJson(`/scenarios/labels/${/^[a-z]{2}$/.test(lang) ? lang : SOURCE_LANG}.json`));
}
