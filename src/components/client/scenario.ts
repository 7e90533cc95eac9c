/**
 * Runnable examples, the eager part (kept tiny: it is on every page with an example): show the
 * controls, and load the engine only when an island scrolls into view or is used. The engine and
 * the scenario runner are a separate chunk, imported dynamically, so pages without examples load
 * no engine code and pages with one load it only when the reader gets there; the runner then
 * fetches that island's scenario file (the page carries no scenario data).
 */
export type Intent = 'step' | 'run' | 'reset' | 'params';

/**
 * Vite wraps a dynamic import in its shared preload helper (a 0.7 kB chunk loaded eagerly) unless
 * the module defines its own (as src/lib/search/ui-stub.ts does): this one just imports — the
 * runner's own imports then load as it runs (it has no CSS).
 */
export const __vitePreload = <T>(load: () => Promise<T>): Promise<T> => load();

type Runner = typeof import('./scenario-run');
let loading: Promise<Runner> | undefined;
const load = (): Promise<Runner> => (loading ??= import('./scenario-run'));

interface ControlWords {
  step: string;
  run: string;
  reset: string;
  loading: string;
}

/** An island's controls (step, run, reset, the progress line) and outcome, made here: they need the script. */
function controls(island: HTMLElement, words: Partial<ControlWords>): void {
  const bar = document.createElement('div');
  bar.className = 'sc-controls';
  for (const act of ['step', 'run', 'reset'] as const) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.act = act;
    b.textContent = words[act] ?? act;
    bar.append(b);
  }
  const progress = document.createElement('span');
  progress.className = 'sc-progress';
  progress.setAttribute('role', 'status');
  bar.append(progress);
  const outcome = document.createElement('div');
  outcome.className = 'sc-outcome';
  outcome.setAttribute('aria-live', 'polite');
  island.append(bar, outcome);
}

export function initScenarios(): void {
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-scenario]'));
  if (!islands.length) return;
  // Every no-script note goes (a guide embeds one per example); the first says the controls' words.
  const notes = document.querySelectorAll<HTMLElement>('.sc-nojs');
  const words: Partial<ControlWords> = { ...notes[0]?.dataset };
  for (const n of notes) n.hidden = true;
  const wake = (island: HTMLElement, intent: Intent) => {
    const progress = island.querySelector<HTMLElement>('.sc-progress');
    if (!loading && progress) progress.textContent = words.loading ?? '';
    load()
      .then((m) => m.handle(island, intent))
      .catch((e: unknown) => {
        // a failed chunk or data load (offline), damaged data: say so in the island, not silently
        if (progress) progress.textContent = e instanceof Error ? e.message : String(e);
      });
  };
  for (const island of islands) {
    controls(island, words);
    island.addEventListener('click', (e) => {
      const act = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-act]')?.dataset.act : undefined;
      if (act === 'step' || act === 'run' || act === 'reset') wake(island, act);
    });
    island.addEventListener('change', (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) wake(island, 'params');
    });
    // a number re-runs as it is typed, not only when the field loses focus
    island.addEventListener('input', (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type === 'number') wake(island, 'params');
    });
  }
  // Load the engine and draw an example (fetching its data) when it comes near the viewport.
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting || !(e.target instanceof HTMLElement)) continue;
        const island = e.target;
        io.unobserve(island);
        // a failure here is shown when the reader uses the island (it retries then)
        void load()
          .then((m) => m.prepare(island))
          .catch(() => undefined);
      }
    },
    { rootMargin: '200px' },
  );
  for (const island of islands) io.observe(island);
}
