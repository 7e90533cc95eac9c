/**
 * 404.html's island: the URLs that no page answers but that still mean something. Old rule numbers
 * (/en/rules/706.10/) have no file of their own — the archive has thousands — so this looks them up
 * in /api/numbers.json: one rule → go there (the anchor kept); several → list them with their
 * periods; /en/compare/707.10/ (and an old number's) goes to /en/compare/?rule=707.10. Routes
 * merged into the rule page go there: /en/history/707.10/ to its changes,
 * /en/sections/702/ (a section's page is its rule page, the whole section), and a subrule in a
 * translation's interface (/ru/rules/707.10a/) to its rule's page at its anchor. Text goes into
 * the page as text nodes only.
 */
import { rulePath } from '../../lib/model/pages';

interface Use {
  id: string;
  from: string | null;
  to: string | null;
}

interface Strings {
  disambiguation: string;
  candidates: string;
  now: string;
  open: string;
  notSaved: string;
  savedHere: string;
  /** Pages kept for offline reading: path under /{lang}/, label. */
  saved: Array<[string, string]>;
}

const ROUTE = /^\/([a-z]{2,3})\/(rules|history|compare|sections)\/([^/]+)\/?$/;

/**
 * Served by the service worker for a page it did not keep, with the network gone: say so (never
 * "404"), in the page's language, with links to what is kept. Unless an old number is looked up
 * and redirects, this is what the reader sees.
 */
function notSaved(): void {
  if (document.documentElement.dataset.offline === undefined) return;
  const all = stringsByLang();
  const first = /^\/([a-z]{2,3})\//.exec(location.pathname)?.[1];
  const lang = first && Object.hasOwn(all, first) ? first : document.documentElement.lang;
  const strings = all[lang];
  if (!strings) return;
  const main = document.getElementById('main');
  if (!main) return;
  const h1 = document.createElement('h1');
  h1.textContent = strings.notSaved;
  const p = document.createElement('p');
  p.textContent = strings.savedHere;
  const ul = document.createElement('ul');
  for (const [to, label] of strings.saved) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `/${lang}/${to}`;
    a.textContent = label;
    li.append(a);
    ul.append(li);
  }
  // The "404" heading and its notes go; the old-number lookup (#old, #old-strings) stays.
  for (const child of [...main.children]) if (child.id !== 'old' && child.id !== 'old-strings') child.remove();
  main.prepend(h1, p, ul);
  main.lang = lang;
  document.title = strings.notSaved;
}

/** The rules a number (or a `NUMBER@DATE` id the site once published) leads to. */
export function usesOf(numbers: Record<string, Use[]>, key: string): Use[] {
  const [bare, at] = key.split('@') as [string, string | undefined];
  const all = Object.hasOwn(numbers, bare) ? numbers[bare]! : [];
  if (!at) return all;
  return all.filter((u) => (u.from === null || u.from <= at) && (u.to === null || at < u.to));
}

/** `706.10A` → `706.10a`, `R70610` → `706.10`, `707.` → `707`: as the rules print numbers. */
export function normalise(raw: string): string {
  const anchor = /^R(\d{3})(\d+)([a-z]{0,2})$/i.exec(raw);
  if (anchor) return `${anchor[1]}.${Number(anchor[2])}${anchor[3]!.toLowerCase()}`;
  const [n, at] = raw.split('@') as [string, string | undefined];
  const m = /^(\d{1,3})(?:\.(\d+)([a-z]{1,2})?)?\.?$/i.exec(n);
  const bare = m ? (m[2] === undefined ? m[1]! : `${m[1]}.${Number(m[2])}${(m[3] ?? '').toLowerCase()}`) : n;
  return at ? `${bare}@${at}` : bare;
}

export async function initNotFound(): Promise<void> {
  notSaved();
  const m = ROUTE.exec(location.pathname);
  if (!m) return;
  const [, lang, kind, raw] = m as unknown as [string, string, string, string];
  // The interface languages are those the page has strings for.
  if (!Object.hasOwn(stringsByLang(), lang)) return;
  let key: string;
  try {
    key = normalise(decodeURIComponent(raw));
  } catch {
    return;
  }
  // The history of a rule is a section of its page now.
  if (kind === 'history') {
    location.replace(`/${lang}/rules/${encodeURIComponent(key)}/#changes`);
    return;
  }
  // A section's one page is its rule page (an old section number then resolves there).
  if (kind === 'sections') {
    location.replace(`/${lang}/rules/${encodeURIComponent(key)}/${location.hash}`);
    return;
  }
  const response = await fetch('/api/numbers.json').catch(() => undefined);
  if (!response?.ok) return;
  const uses = usesOf((await response.json()) as Record<string, Use[]>, key);
  // A compare page was named by its rule's number in force (707.10, which 708.10 once had too).
  const now = kind === 'compare' ? uses.find((u) => u.to === null) : undefined;
  const ids = now ? [now.id] : [...new Set(uses.map((u) => u.id))];
  if (ids.length === 1) {
    // A rule's page, or (a subrule in a translation's interface) its rule's page at its anchor; a
    // compare page is one page per interface, the rule in its query.
    const target =
      kind === 'compare' ? `/${lang}/compare/?rule=${encodeURIComponent(ids[0]!)}` : rulePath(lang, ids[0]!);
    const path = target.replace(/#.*/, '');
    if (path !== location.pathname) location.replace(target.includes('#') ? target : `${target}${location.hash}`);
    return;
  }
  if (ids.length > 1) {
    const names = new Map(await Promise.all(ids.map(async (id) => [id, await nameOf(id, lang)] as const)));
    list(lang, key, uses, (id) => names.get(id) ?? '');
  }
}

/** A rule's title, else the start of its text (in the page's language if it has one): from its API file. */
async function nameOf(id: string, lang: string): Promise<string> {
  const response = await fetch(`/api/rules/${encodeURIComponent(id)}.json`);
  if (!response.ok) return '';
  const rule = (await response.json()) as { title?: unknown; renditions?: Array<{ lang?: unknown; text?: unknown }> };
  if (typeof rule.title === 'string' && rule.title) return rule.title;
  const all = Array.isArray(rule.renditions) ? rule.renditions : [];
  const text = (all.find((r) => r.lang === lang) ?? all[0])?.text;
  if (typeof text !== 'string') return '';
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** The page's strings by interface language (404.astro writes them). */
function stringsByLang(): Record<string, Strings> {
  const data = document.getElementById('old-strings');
  return data ? (JSON.parse(data.textContent ?? '{}') as Record<string, Strings>) : {};
}

function list(lang: string, number: string, uses: Use[], titleOf: (id: string) => string): void {
  const out = document.getElementById('old');
  if (!out) return;
  const strings = stringsByLang()[lang];
  if (!strings) return;
  const h = document.createElement('h2');
  h.textContent = strings.disambiguation.replace('{{number}}', number);
  const p = document.createElement('p');
  p.textContent = strings.candidates;
  const ul = document.createElement('ul');
  for (const u of uses) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = rulePath(lang, u.id);
    a.textContent = u.id.replace(/@.*/, '');
    const title = titleOf(u.id);
    li.append(`${u.from ?? strings.open} – ${u.to ?? strings.now}: `, a, ...(title ? [' ', title] : []));
    ul.append(li);
  }
  out.replaceChildren(h, p, ul);
  out.lang = lang;
  out.hidden = false;
}
