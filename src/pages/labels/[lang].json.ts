/** The islands' strings in each UI language (/labels/{lang}.json): the rule page's "Changes" section, the release views, copy link / citation. */
import type { APIRoute } from 'astro';
import { changesLabels, citeLabels, releaseLabels } from '../../lib/query/site-labels';
import { LANGS } from '../../lib/query/site-langs';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(
    JSON.stringify({
      changes: changesLabels(params.lang ?? 'en'),
      release: releaseLabels(params.lang ?? 'en'),
      cite: citeLabels(params.lang ?? 'en'),
    }),
    {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    },
  );
