/** /{lang}/offline/{chapter}.json: a chapter's rules in force for the service worker's offline pages. */
import { SOURCE_LANG } from '../../../lib/langs/source';
import type { APIRoute } from 'astro';
import { LANGS } from '../../../lib/query/site-langs';
import { offlineChapter, offlineChapters } from '../../../lib/query/site-offline';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => offlineChapters().map((chapter) => ({ params: { lang, chapter } })));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(offlineChapter(params.lang ?? SOURCE_LANG, params.chapter ?? '')), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
