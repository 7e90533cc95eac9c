/** /{lang}/contents.json: chapters and sections in force, fetched by the pages' sidebars (one cached file). */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { APIRoute } from 'astro';
import { LANGS } from '../../lib/query/site-langs';
import { contents } from '../../lib/query/site-contents';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify({ chapters: contents(params.lang ?? SOURCE_LANG) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
