/**
 * /changes.atom: one Atom entry per official release (its effective date as the entry's date), with
 * its changes of substance as content, and one per republication of a release (when it was fetched,
 * with what it changed from the publication before), so that readers learn of an update. Built as a
 * xast tree (xastscript) and serialised by xast-util-to-xml, each entry's HTML content as a hast tree
 * through the site's one sanitising serialiser (render/safe.ts); links are relative to the site's root
 * (xml:base), since the site deploys to any host. Newest first.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { x } from 'xastscript';
import { toXml } from 'xast-util-to-xml';
import { releasesOf } from '../model/edition.js';
import { siteGraph } from './site.js';
import { pairSlug, releaseChanges } from './site-changes.js';
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import { diffBlock } from '../render/diff.js';
import { toSafeHtml, type SafeHtml } from '../render/safe.js';
import type { Source } from '../model/schema.js';
import { isIsoDate } from '../model/time.js';

/** Past this many changes of substance, an entry lists the rest by number only. */
const DIFFS_PER_ENTRY = 60;
/** Entries older than this many releases carry their counts and a link only (a feed is read for news). */
const FULL_ENTRIES = 10;
const TAG = 'tag:mtg-rules-kb,2026:';
const LABELS = { inserted: 'inserted', deleted: 'deleted' };

/** An entry's content: counts, then (in the newest entries) each change of substance as a word diff. */
function entryHtml(from: string | undefined, to: string, full: boolean): SafeHtml {
  if (!from) return toSafeHtml([h('p', 'The first release in the knowledge base.')]);
  const c = releaseChanges(from, to);
  const n = c.counts;
  const parts: ElementContent[] = [
    h(
      'p',
      `${n.added} added, ${n.removed} removed, ${n.moved} renumbered, ${n.substantive} changed in substance, ${n.cosmetic} in form (since ${from}).`,
    ),
  ];
  if (full) {
    const substance = c.sections
      .flatMap((s) => s.changes)
      .filter((ch) => ch.kind !== 'cosmetic' && ch.kind !== 'renumbered');
    const items = substance
      .slice(0, DIFFS_PER_ENTRY)
      .map((ch) => h('li', [ruleLink(ch.id, ch.number), ` ${ch.kind}`, diffBlock(ch.diff, LABELS)]));
    if (items.length) parts.push(h('ul', items));
    if (substance.length > DIFFS_PER_ENTRY)
      parts.push(
        h(
          'p',
          `And ${substance.length - DIFFS_PER_ENTRY} more: ${substance
            .slice(DIFFS_PER_ENTRY)
            .map((ch) => ch.number)
            .join(', ')}.`,
        ),
      );
  }
  return toSafeHtml(parts);
}

const ruleLink = (id: string, text: string) => h('a', { href: `/en/rules/${encodeURIComponent(id)}/` }, text);

type Republication = NonNullable<Source['publications']>[number];

/** An Atom date: a publication's fetch time as recorded, or midnight UTC of a date. */
function atomTime(when: string): string {
  if (isIsoDate(when)) return `${when}T00:00:00Z`;
  return /T\d{2}:\d{2}$/.test(when) ? `${when}:00Z` : when;
}

function republicationHtml(release: string, n: number, p: Republication): SafeHtml {
  const d = p.differs!;
  const rules = d.rules.flatMap((r, i) => [...(i ? [', '] : []), d.removed.includes(r) ? r : ruleLink(r, r)]);
  return toSafeHtml([
    h(
      'p',
      `The Comprehensive Rules effective ${release} were published again (publication ${n}${p.name ? `, ${p.name}` : ''}). ` +
        `It differs from the publication before in ${d.summary}.`,
    ),
    ...(rules.length ? [h('p', ['Rules whose text changed: ', ...rules, '.'])] : []),
    h('p', [
      'The rules in force are read from the newest publication: ',
      h('a', { href: `/releases/${release}.txt` }, `${release}.txt`),
      '.',
    ]),
  ]);
}

export function changesFeed(): string {
  const graph = siteGraph();
  const releases = releasesOf(graph);
  const dated = releases
    .map((to, i) => ({ from: releases[i - 1], to }))
    .reverse()
    .map(({ from, to }, i) => ({
      updated: `${to}T00:00:00Z`,
      entry: x('entry', [
        x('id', `${TAG}release/${to}`),
        x('title', `Comprehensive Rules effective ${to}`),
        x('updated', `${to}T00:00:00Z`),
        x('link', {
          rel: 'alternate',
          type: 'text/html',
          href: from ? `en/changes/${pairSlug({ from, to })}/` : 'en/changes/',
        }),
        x('content', { type: 'html' }, entryHtml(from, to, i < FULL_ENTRIES)),
      ]),
    }));
  for (const source of graph.sources) {
    if (source.format !== 'cr' || source.lang !== SOURCE_LANG || !source.date || !source.publications) continue;
    source.publications.forEach((p, i) => {
      if (i === 0 || !p.differs) return;
      const updated = atomTime(p.fetched ?? source.date!);
      dated.push({
        updated,
        entry: x('entry', [
          x('id', `${TAG}release/${source.date}/publication/${i + 1}`),
          x('title', `Comprehensive Rules effective ${source.date}, published again (publication ${i + 1})`),
          x('updated', updated),
          x('link', { rel: 'alternate', type: 'text/plain', href: `releases/${source.date}.txt` }),
          x('content', { type: 'html' }, republicationHtml(source.date!, i + 1, p)),
        ]),
      });
    });
  }
  // Newest first; a release's own entry before a republication fetched the same second.
  const entries = dated
    .map((d, i) => ({ ...d, i }))
    .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.i - b.i))
    .map((d) => d.entry);
  const newest = entries.length
    ? dated
        .map((d) => d.updated)
        .sort()
        .at(-1)!
    : '1970-01-01T00:00:00Z';
  const tree = x(null, [
    { type: 'instruction', name: 'xml', value: 'version="1.0" encoding="utf-8"' },
    x('feed', { xmlns: 'http://www.w3.org/2005/Atom', 'xml:base': '/' }, [
      x('id', `${TAG}changes`),
      x('title', 'MTG Comprehensive Rules: what changed'),
      x('updated', newest),
      x('author', [x('name', 'MTG Comprehensive Rules knowledge base')]),
      x('link', { rel: 'self', type: 'application/atom+xml', href: 'changes.atom' }),
      x('link', { rel: 'alternate', type: 'text/html', href: 'en/changes/' }),
      ...entries,
    ]),
  ]);
  return toXml(tree);
}
