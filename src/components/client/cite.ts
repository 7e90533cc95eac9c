/**
 * "Copy link" and "Copy citation" under a rule page's heading ("CR 707.10, effective 2026-01-16",
 * the edition named in the page's footer). Added by the page's script, so the static HTML (and its
 * 7 kB budget) carries none of it; a retired rule gets the link only (no edition has it in force).
 * Labels from src/i18n/{lang}.json `cite`, filled as i18next does (src/i18n/resolve.ts).
 */
import { sayer } from '../../i18n/resolve';
// `?cite`: the resources as modules of this script's own, so that its chunk carries these words
// alone — imported plainly, they would share one chunk with the search box's words in every
// language (1 kB gzip more on every rule page: src/i18n/imports.d.ts)
import { cite as en } from '../../i18n/en.json?cite';
import { cite as es } from '../../i18n/es.json?cite';
import { cite as ru } from '../../i18n/ru.json?cite';

const LABELS: Record<string, typeof en> = { en, es, ru };

export function initCite(doc: Document = document): void {
  const heading = doc.querySelector('h1#title');
  const number = heading?.querySelector('.n')?.textContent?.trim();
  if (!heading || !number) return;
  const lang = doc.documentElement.lang;
  const labels = LABELS[lang] ?? en;
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
