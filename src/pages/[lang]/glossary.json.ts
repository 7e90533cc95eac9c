/**
 * /{lang}/glossary.json: each glossary term's short definition, fetched once by the pages that link
 * terms when a reader first points at, focuses or taps one (client/terms.ts), not inlined in them.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { APIRoute } from 'astro';
import { LANGS } from '../../lib/query/site-langs';
import { termNotes } from '../../lib/query/site-term-notes';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify({ lang: params.lang ?? SOURCE_LANG, terms: termNotes(params.lang ?? SOURCE_LANG) }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
