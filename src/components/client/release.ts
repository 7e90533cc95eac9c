/**
 * Any release as it was, at stable URLs a citation can use: /{lang}/all/?release=DATE draws that
 * release's whole text (contents, Yawgatog anchors #R50310 in its own numbering, glossary) from
 * /api/releases/{date}.json; /{lang}/rules/{id}/?release=DATE draws the rule as it read then, with
 * its number then, from the rule's API file. A date between releases shows the newest release on or
 * before it, named; a date before the first release, or a value that names no release, says so and
 * leaves the current rules. Built with DOM text nodes only (never innerHTML). Pages import this
 * module only when the URL asks for a release; importing it draws the view of the page it is on.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { ReleaseLabels } from '../../lib/query/site-labels';
// A type only: release.ts stays a chunk of its own, without the history island's code.
import type { ApiRevision } from './history';

// Small DOM helpers, shared with release-pair.ts (a chunk of their own would add to every rule page's script).
export function h(tag: string, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

/** A label's `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** A JSON file of the site, or undefined when it cannot be had. */
export async function json<T>(url: string): Promise<T | undefined> {
  const r = await fetch(url);
  return r.ok ? ((await r.json()) as T) : undefined;
}

type Resolved = { release?: string; note?: string };
type Row = [string, string, string, string, string, string[]];

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The release a `?release=` value means, and what to tell the reader about it. */
export function resolveRelease(asked: string, releases: readonly string[], t: ReleaseLabels): Resolved {
  if (releases.includes(asked)) return { release: asked };
  if (!ISO.test(asked)) return { note: fill(t.unknown, { asked }) };
  const before = releases.filter((r) => r <= asked);
  if (!before.length) return { note: fill(t.before, { asked, first: releases[0] ?? '' }) };
  const release = before.at(-1)!;
  return { release, note: fill(t.nearest, { asked, date: release }) };
}

const anchor = (number: string) => 'R' + number.replace('.', '');

async function context(): Promise<{ asked: string; lang: string; t: ReleaseLabels } | undefined> {
  const asked = new URLSearchParams(location.search).get('release');
  if (asked === null) return undefined;
  const lang = document.documentElement.lang || SOURCE_LANG;
  const labels = await json<{ release?: ReleaseLabels }>(`/labels/${lang}.json`);
  return labels?.release ? { asked, lang, t: labels.release } : undefined;
}

/** The notice above a release view: what is shown, why, and the way back to the current rules. */
function banner(lines: string[], back: string, t: ReleaseLabels): HTMLElement {
  return h(
    'div',
    { class: 'notice release-notice', role: 'status' },
    ...lines.map((l) => h('p', {}, l)),
    h('p', {}, h('a', { href: back }, t.current)),
  );
}

/** /{lang}/all/?release=DATE */
export async function initAllRelease(): Promise<void> {
  const body = document.getElementById('all-body');
  const c = await context();
  if (!body || !c) return;
  const { asked, lang, t } = c;
  const list = await json<{ releases: string[] }>('/api/releases.json');
  if (!list) return;
  const r = resolveRelease(asked, list.releases, t);
  const back = `/${lang}/all/`;
  if (!r.release) {
    body.before(banner([r.note!], back, t));
    return;
  }
  const data = await json<{ rules: Row[]; glossary: Array<[string, string]> }>(`/api/releases/${r.release}.json`);
  if (!data) return;
  const lines = [fill(t.asOf, { date: r.release }), ...(r.note ? [r.note] : [])];
  const contents = h('ul', { class: 'inline' });
  const blocks: HTMLElement[] = [];
  for (const [, number, kind, title, text, examples] of data.rules) {
    if (kind === 'chapter' || kind === 'section') {
      const label = `${number}. ${title}`.trim();
      contents.append(h('li', {}, h('a', { href: `#${anchor(number)}` }, label)));
      blocks.push(h(kind === 'chapter' ? 'h2' : 'h3', { id: anchor(number) }, label));
      continue;
    }
    const block = h('div', { class: 'rule', id: anchor(number), lang: SOURCE_LANG });
    block.append(h('p', {}, h('a', { class: 'n', href: `#${anchor(number)}` }, number), ' ', text || title));
    for (const e of examples) block.append(h('p', { class: 'ex' }, e));
    blocks.push(block);
  }
  const glossary = h('dl', { class: 'glossary', lang: SOURCE_LANG });
  for (const [term, text] of data.glossary) glossary.append(h('dt', {}, term), h('dd', {}, text));
  body.replaceChildren(
    banner(lines, back, t),
    h('nav', { 'aria-labelledby': 'toc' }, h('h2', { id: 'toc' }, t.contents), contents),
    ...blocks,
    h('h2', { id: 'glossary' }, t.glossary),
    glossary,
  );
  body.dataset.release = r.release;
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

/** /{lang}/rules/{id}/?release=DATE */
export async function initRuleRelease(): Promise<void> {
  const slot = document.getElementById('release-view');
  const c = await context();
  // The rule's id is the page's path (/{lang}/rules/{id}/): its API file is /api/rules/{id}.json.
  const id = location.pathname.split('/')[3];
  if (!slot || !c || !id) return;
  const { asked, t } = c;
  const [list, rule] = await Promise.all([
    json<{ releases: string[] }>('/api/releases.json'),
    json<{ revisions: ApiRevision[] }>(`/api/rules/${id}.json`),
  ]);
  if (!list || !rule) return;
  const r = resolveRelease(asked, list.releases, t);
  const back = location.pathname;
  if (!r.release) {
    slot.replaceChildren(banner([r.note!], back, t));
    return;
  }
  const at = r.release;
  const held = rule.revisions.find(
    (x) => x.change !== 'retired' && ISO.test(x.version) && x.version <= at && at <= (x.through ?? x.version),
  );
  const lines = [fill(t.asOf, { date: at }), ...(r.note ? [r.note] : [])];
  if (!held) {
    slot.replaceChildren(banner([...lines, fill(t.notIn, { date: at })], back, t));
  } else {
    const text = h('div', { class: 'rule release-text', lang: SOURCE_LANG });
    text.append(h('p', {}, h('span', { class: 'n' }, held.number), ' ', held.text || held.title || ''));
    for (const e of held.examples ?? []) text.append(h('p', { class: 'ex' }, e.text));
    slot.replaceChildren(banner([...lines, fill(t.numberThen, { number: held.number })], back, t), text);
  }
  slot.dataset.release = at;
}

if (document.getElementById('all-body')) void initAllRelease();
else if (document.getElementById('release-view')) void initRuleRelease();
