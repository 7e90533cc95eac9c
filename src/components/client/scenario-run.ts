/**
 * Runnable examples, the lazy part: fetch the island's scenario file (and the widget's strings),
 * draw its cards, controls and steps, run it on the engine with the reader's parameter values, and
 * reveal it step by step or all at once. The engine plays the whole scenario in one go (it is
 * fast and deterministic); stepping reveals what each step did. Changing a parameter plays it
 * again and shows the new outcome.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import { loadFeatures } from '../../lib/engine/load';
import { PlayError, paramValues, playInDomain, substitute, type Played } from '../../lib/scenarios/play';
import { PARAM_MAX, PARAM_MIN } from '../../lib/scenarios/params';
import type { ParamValue, Scenario } from '../../lib/scenarios/schema';
import { pageSayer, type LabelsFile, type Say, type ScenarioFile } from '../../lib/scenarios/describe';
import { ownWords } from '../../lib/scenarios/text';
import type { Word } from '../../i18n/resolve';
import type { Intent } from './scenario';
import { fetchLabels, fetchScenario } from './scenario-data';
import { renderIsland, renderOutcome, renderSteps } from './scenario-view';
import { renderBoard } from './scenario-board';

interface Island {
  el: HTMLElement;
  s: Scenario;
  links: Record<string, string>;
  say: Say;
  /** The engine's feature modules the example needs (./features.ts), loaded on its first use. */
  features: readonly string[];
  /** Undefined until the reader first uses the example (then the engine plays it). */
  played?: Played | { error: Word };
  /** how many steps are revealed */
  shown: number;
}

const labels = new Map<string, Promise<LabelsFile>>();
const islands = new WeakMap<HTMLElement, Promise<Island>>();

/** The page's language, from the examples' section (else the document's). */
const langOf = (el: HTMLElement) =>
  el.closest('[data-scenario-slot]')?.getAttribute('lang') ?? document.documentElement.lang ?? SOURCE_LANG;

function labelsFor(lang: string): Promise<LabelsFile> {
  let p = labels.get(lang);
  if (!p) {
    p = fetchLabels(lang);
    labels.set(lang, p);
    p.catch(() => labels.delete(lang));
  }
  return p;
}

/** The island, drawn from its data (fetched once; a failed fetch is tried again on the next use). */
function island(el: HTMLElement): Promise<Island> {
  let p = islands.get(el);
  if (!p) {
    const id = el.dataset.scenario ?? '';
    p = Promise.all([fetchScenario(id), labelsFor(langOf(el))]).then(([file, words]) =>
      // the page's words, with the scenario's own in that language
      setUp(el, file, pageSayer(words, ownWords(file.scenario, words.lang))),
    );
    islands.set(el, p);
    p.catch(() => {
      if (islands.get(el) === p) islands.delete(el);
    });
  }
  return p;
}

function setUp(el: HTMLElement, file: ScenarioFile, say: Say): Island {
  const s = file.scenario;
  renderIsland(el, file, say);
  const isl: Island = { el, s, links: file.links, say, features: file.features, shown: 0 };
  render(isl);
  return isl;
}

/** The example played with the reader's values, once the engine modules it needs are in. */
async function playIsland(isl: Island): Promise<void> {
  await loadFeatures(isl.features);
  isl.played = play(isl.s, readParams(isl.el, isl.s));
}

/**
 * Draw an island before it is used (it came near the viewport): its cards, controls and steps; the
 * engine's feature modules it needs load only when the reader uses it (an example only scrolled
 * past costs none of them).
 */
export async function prepare(el: HTMLElement): Promise<void> {
  await island(el);
}

export async function handle(el: HTMLElement, intent: Intent): Promise<void> {
  const isl = await island(el);
  const total = isl.s.steps.length;
  if (intent === 'params' || !isl.played) await playIsland(isl);
  if (intent === 'params') isl.shown = total;
  else if (intent === 'step') isl.shown = isl.shown >= total ? 1 : isl.shown + 1;
  else if (intent === 'run') isl.shown = total;
  else isl.shown = 0;
  render(isl);
}

/**
 * Play with the reader's values. No zod here: the values must be of each parameter's declared
 * domain (checked by playInDomain), for which the loader proved the steps valid at build time.
 */
function play(s: Scenario, params: Record<string, ParamValue>): Island['played'] {
  try {
    return playInDomain(s, params);
  } catch (e) {
    // a combination of values the example doesn't allow (an illegal target…): say why, in the page's words where it can
    return { error: e instanceof PlayError ? e.reason : e instanceof Error ? e.message : String(e) };
  }
}

/** The form's values, typed like each parameter's default (numbers, flags, lists of names). */
function readParams(el: HTMLElement, s: Scenario): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const [name, p] of Object.entries(s.params ?? {})) {
    const input = el.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`);
    if (!input) continue;
    if (typeof p.default === 'boolean') out[name] = (input as HTMLInputElement).checked;
    else if (typeof p.default === 'number') {
      const n = Math.trunc(Number(input.value));
      out[name] = Number.isFinite(n) ? Math.max(PARAM_MIN, Math.min(PARAM_MAX, n)) : p.default;
    } else if (Array.isArray(p.default))
      out[name] = input.value
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    else out[name] = input.value;
  }
  return out;
}

/** The steps with the form's values filled in, as they will be played (describeStep reads no `when`). */
function stepsAhead(el: HTMLElement, s: Scenario): Record<string, unknown>[] {
  const values = paramValues(s, readParams(el, s));
  return s.steps.map((step) => substitute(step, values) as Record<string, unknown>);
}

function render(isl: Island): void {
  const { el, s, played, shown, say: t } = isl;
  const total = s.steps.length;
  const progress = el.querySelector<HTMLElement>('.sc-progress');
  const outcome = el.querySelector<HTMLElement>('.sc-outcome');
  if (!outcome) return;
  // A subrule in a translation's interface is read on its rule's page: its own URL is answered by
  // 404.html, which goes there (model/pages.ts) — no code for it in this chunk, at the JS budget's edge.
  const href = (rule: string) => isl.links[rule] && `/${t.lang}/rules/${isl.links[rule]}/`;
  if (!played || 'error' in played) {
    renderSteps(el, s, null, 0, t, href, stepsAhead(el, s));
    renderBoard(el, null, 0, t);
    // Not used yet: the hint says how to play it.
    if (progress) progress.textContent = played ? '' : t('hint');
    outcome.replaceChildren();
    if (!played) return;
    const p = document.createElement('p');
    p.className = 'sc-error';
    p.textContent = t('error', { reason: played.error });
    outcome.append(p);
    return;
  }
  renderSteps(el, s, played, shown, t, href);
  renderBoard(el, played, shown, t);
  if (progress)
    progress.textContent = shown === 0 ? t('hint') : shown >= total ? t('done') : t('progress', { n: shown, total });
  if (shown >= total) renderOutcome(outcome, s, played.run, played.steps, t, href);
  else outcome.replaceChildren();
}
