/**
 * Every page, eager and tiny: the first time a reader points at, focuses or taps a glossary term (a
 * link `a.term`), this loads client/terms.ts, which shows what the term means and then answers
 * every later use itself. A page nobody points at loads nothing more.
 */

/** Vite's preload helper would be a shared chunk of its own (see lib/search/ui-stub.ts): this one just imports. */
export const __vitePreload = <T>(load: () => Promise<T>): Promise<T> => load();

const KINDS = ['pointerover', 'focusin', 'click'];

export function hookTerms(): void {
  let loading: Promise<typeof import('./terms')> | undefined;
  const wake = (e: Event): void => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.term') : null;
    if (!a) return;
    // A tap shows the definition first (a second tap follows the link); a click follows it at once.
    if (e.type === 'click') {
      if ((e as PointerEvent).pointerType !== 'touch') return;
      e.preventDefault();
    }
    loading ??= import('./terms').then((m) => {
      for (const k of KINDS) removeEventListener(k, wake, true);
      m.initTerms();
      return m;
    });
    void loading.then((m) => m.showTerm(a, e.type === 'click'));
  };
  for (const k of KINDS) addEventListener(k, wake, true);
}
