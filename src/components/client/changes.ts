/**
 * The "Changes" island of a rule page (RuleChanges.astro): light until needed. When the section comes
 * into view, or the URL points at it, it loads what draws the changes (history.ts, with the diff
 * library) and the data it draws from.
 */
import type { ChangesPage } from './history';

/** Not Vite's shared preload helper (a 0.7 kB chunk on every rule page): history.ts has no CSS, its imports load as it runs. */
export const __vitePreload = <T>(load: () => Promise<T>): Promise<T> => load();

export function initChanges(): void {
  const section = document.getElementById('changes');
  if (!section?.dataset.api || !section.dataset.labels || !section.dataset.changes) return;
  const d = JSON.parse(section.dataset.changes) as ChangesPage;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    void import('./history').then(({ fill }) => fill(section, d));
  };
  // Asked for by the URL (a link to the changes, an outdated translation's "since then"): at once.
  if (location.hash === '#changes' || /^#v\d+$/.test(location.hash) || location.search.includes('from=')) load();
  else {
    // (Every browser the site supports has IntersectionObserver: no fallback to carry in every page.)
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        load();
      },
      { rootMargin: '300px' },
    );
    seen.observe(section);
  }
}
