/** The runnable examples' strings in each UI language (/scenarios/labels/{lang}.json), fetched with a scenario's file. */
import { SOURCE_LANG } from '../../../lib/langs/source';
import type { APIRoute } from 'astro';
import { labelsFile } from '../../../lib/query/site-scenarios';
import { LANGS } from '../../../lib/query/site-langs';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(labelsFile(params.lang ?? SOURCE_LANG)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
