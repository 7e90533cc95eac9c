/**
 * /changes.atom: one Atom entry per official release (its effective date as the entry's date), with
 * its changes of substance as content, so that readers learn of an update. Built as a xast tree
 * (xastscript) and serialised by xast-util-to-xml; links are relative to the site's root (xml:base),
 * since the site deploys to any host.
 */
import { x } from 'xastscript';
import { toXml } from 'xast-util-to-xml';
import { releasesOf } from './edition.js';
import { siteGraph } from './site.js';
import { pairSlug, releaseChanges } from './site-changes.js';
import { renderDiff } from '../render/diff.js';

/** Past this many changes of substance, an entry lists the rest by number only. */
const DIFFS_PER_ENTRY = 60;
/** Entries older than this many releases carry their counts and a link only (a feed is read for news). */
const FULL_ENTRIES = 10;
const TAG = 'tag:mtg-rules-kb,2026:';
const LABELS = { inserted: 'inserted', deleted: 'deleted' };

function entryHtml(from: string | undefined, to: string, full: boolean): string {
  if (!from) return '<p>The first release in the knowledge base.</p>';
  const c = releaseChanges(from, to);
  const n = c.counts;
  const parts = [
    `<p>${n.added} added, ${n.removed} removed, ${n.moved} renumbered, ${n.substantive} changed in substance, ${n.cosmetic} in form (since ${from}).</p>`,
  ];
  if (!full) return parts[0]!;
  const substance = c.sections
    .flatMap((s) => s.changes)
    .filter((ch) => ch.kind !== 'cosmetic' && ch.kind !== 'renumbered');
  const items = substance
    .slice(0, DIFFS_PER_ENTRY)
    .map(
      (ch) =>
        `<li><a href="/en/rules/${encodeURIComponent(ch.id)}/">${ch.number}</a> ${ch.kind}${renderDiff(ch.diff, LABELS)}</li>`,
    );
  if (items.length) parts.push(`<ul>${items.join('')}</ul>`);
  if (substance.length > DIFFS_PER_ENTRY)
    parts.push(
      `<p>And ${substance.length - DIFFS_PER_ENTRY} more: ${substance
        .slice(DIFFS_PER_ENTRY)
        .map((ch) => ch.number)
        .join(', ')}.</p>`,
    );
  return parts.join('');
}

export function changesFeed(): string {
  const releases = releasesOf(siteGraph());
  const newest = releases.at(-1) ?? '1970-01-01';
  const entries = releases
    .map((to, i) => ({ from: releases[i - 1], to }))
    .reverse()
    .map(({ from, to }, i) =>
      x('entry', [
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
    );
  const tree = x(null, [
    { type: 'instruction', name: 'xml', value: 'version="1.0" encoding="utf-8"' },
    x('feed', { xmlns: 'http://www.w3.org/2005/Atom', 'xml:base': '/' }, [
      x('id', `${TAG}changes`),
      x('title', 'MTG Comprehensive Rules: what changed'),
      x('updated', `${newest}T00:00:00Z`),
      x('author', [x('name', 'MTG Comprehensive Rules knowledge base')]),
      x('link', { rel: 'self', type: 'application/atom+xml', href: 'changes.atom' }),
      x('link', { rel: 'alternate', type: 'text/html', href: 'en/changes/' }),
      ...entries,
    ]),
  ]);
  return toXml(tree);
}
