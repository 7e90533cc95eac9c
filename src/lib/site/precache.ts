/**
 * What the service worker keeps, read from a built site: the files every language shares (scripts
 * and styles, the examples, the search's files — every site searches every language — the compare
 * pages' data and the old numbers the not-found page looks up) and, per language, its current edition's offline data,
 * contents, glossary notes, labels and the pages a reader lands on (home, search, the one-page view,
 * the glossary, the compare page, the changes of the newest release, the offline shell). The version is a hash of every listed file's path and bytes,
 * so that the worker changes exactly when what it keeps does.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface Precache {
  version: string;
  common: string[];
  langs: Record<string, string[]>;
}

/** Every file under `dir` (relative to `root`, with forward slashes), sorted. */
function filesUnder(root: string, dir: string, match: (name: string) => boolean = () => true): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  const out: string[] = [];
  for (const e of readdirSync(full, { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...filesUnder(root, rel, match));
    else if (match(e.name)) out.push(rel);
  }
  return out.sort();
}

/** A URL of the site for a file of dist/ (a page's index.html is its folder). */
function urlOf(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '$1');
}

/** The file of dist/ that answers a URL. */
export function fileOf(dist: string, url: string): string {
  return path.join(dist, url.endsWith('/') ? url + 'index.html' : url);
}

export function precacheOf(dist: string, langs: readonly string[]): Precache {
  const exists = (f: string) => existsSync(path.join(dist, f));
  const common = [
    ...filesUnder(dist, '_astro'),
    ...['favicon.svg', '404.html', 'api/numbers.json', 'search/meta.json'].filter(exists),
    // Every site searches every language: all the search's files are shared.
    ...filesUnder(dist, 'search', (n) => n.endsWith('.json')).filter((f) => f !== 'search/meta.json'),
    ...filesUnder(dist, 'scenarios', (n) => n.endsWith('.json')).filter((f) => !f.startsWith('scenarios/labels/')),
    // Every rule's compare page is drawn from these, in every interface.
    ...filesUnder(dist, 'compare', (n) => n.endsWith('.json')),
  ].map(urlOf);
  const byLang: Record<string, string[]> = {};
  for (const lang of langs) {
    // The newest release's changes: the pairs' folders are named FROM..TO, ISO dates.
    const pairs = existsSync(path.join(dist, lang, 'changes'))
      ? readdirSync(path.join(dist, lang, 'changes')).filter((n) => n.includes('..'))
      : [];
    const newest = pairs.sort().at(-1);
    byLang[lang] = [
      ...[`${lang}/index.html`, `${lang}/search/index.html`, `${lang}/all/index.html`, `${lang}/offline/index.html`],
      ...[`${lang}/glossary/index.html`, `${lang}/compare/index.html`, `${lang}/changes/index.html`],
      ...(newest ? [`${lang}/changes/${newest}/index.html`] : []),
      ...filesUnder(dist, `${lang}/offline`, (n) => n.endsWith('.json')),
      // (The glossary's short definitions too: a term read offline still says what it means.)
      ...[`${lang}/contents.json`, `${lang}/glossary.json`, `labels/${lang}.json`, `scenarios/labels/${lang}.json`],
    ]
      .filter(exists)
      .map(urlOf);
  }
  const hash = createHash('sha256');
  for (const url of [...common, ...Object.values(byLang).flat()].sort())
    hash
      .update(url)
      .update('\0')
      .update(
        createHash('sha256')
          .update(readFileSync(fileOf(dist, url)))
          .digest(),
      );
  return { version: hash.digest('hex').slice(0, 16), common, langs: byLang };
}

/** Bytes a language's reader downloads to be offline (its files and the shared ones), raw and gzip. */
export function precacheSize(dist: string, p: Precache, lang: string): { files: number; raw: number; gzip: number } {
  const urls = [...p.common, ...(p.langs[lang] ?? [])];
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(fileOf(dist, url));
    raw += statSync(fileOf(dist, url)).size;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}
