/** The islands' strings in each UI language (/labels/{lang}.json): the rule page's "Changes" section, the release views, copy link / citation. */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { APIRoute } from 'astro';
import { changesLabels, citeLabels, releaseLabels } from '../../lib/query/site-labels';
import { LANGS } from '../../lib/query/site-langs';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(
    JSON.stringify({
      changes: changesLabels(params.lang ?? SOURCE_LANG),
      release: releaseLabels(params.lang ?? SOURCE_LANG),
      cite: citeLabels(params.lang ?? SOURCE_LANG),
    }),
    {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    },
  );
