/**
 * "Copy link" and "Copy citation" under a rule page's heading ("CR 707.10, effective 2026-01-16",
 * the edition named in the page's footer). Added after the page loads, so the static HTML (and its
 * 7 kB budget) carries none of it; a retired rule gets the link only (no edition has it in force).
 * Words from /labels/{lang}.json `cite` (the islands' shared, cached strings), the citation filled
 * as i18next does (src/i18n/resolve.ts).
 */
import { sayer } from '../../i18n/resolve';
import type { CiteLabels } from '../../lib/query/site-labels';

export async function initCite(doc: Document = document): Promise<void> {
  const heading = doc.querySelector('h1#title');
  const number = heading?.querySelector('.n')?.textContent?.trim();
  if (!heading || !number) return;
  const lang = doc.documentElement.lang;
  const response = await fetch(`/labels/${lang}.json`).catch(() => undefined);
  const labels = response?.ok ? ((await response.json()) as { cite?: CiteLabels }).cite : undefined;
  if (!labels) return;
  const date = doc.querySelector('.edition time[datetime]')?.getAttribute('datetime');
  const retired = doc.querySelector('.notice.retired') !== null;
  const bar = doc.createElement('p');
  bar.className = 'cite';
  const status = doc.createElement('span');
  status.setAttribute('role', 'status');
  const button = (label: string, text: () => string, kind: string) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `cite-${kind}`;
    b.textContent = label;
    b.addEventListener('click', () => {
      const value = text();
      const clipboard = doc.defaultView?.navigator.clipboard;
      // Without a clipboard (an insecure origin, a refused permission) the text is shown to copy by hand.
      (clipboard ? clipboard.writeText(value) : Promise.reject(new Error('no clipboard'))).then(
        () => (status.textContent = labels.copied),
        () => (status.textContent = value),
      );
    });
    bar.append(b, ' ');
  };
  const url = doc.location.origin + doc.location.pathname;
  button(labels.link, () => url, 'link');
  if (date && !retired) button(labels.citation, () => sayer(labels, lang)('format', { number, date }), 'citation');
  bar.append(status);
  heading.after(bar);
}
