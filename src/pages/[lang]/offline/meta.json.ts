/** /{lang}/offline/meta.json: the edition, the chapters and the labels of the offline pages. */
import { SOURCE_LANG } from '../../../lib/langs/source';
import type { APIRoute } from 'astro';
import { LANGS } from '../../../lib/query/site-langs';
import { offlineMeta } from '../../../lib/query/site-offline';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(offlineMeta(params.lang ?? SOURCE_LANG)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
