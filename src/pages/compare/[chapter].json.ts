/** /compare/{chapter}.json: the compare pages of a chapter's rules in force (query/site-compare.ts). */
import type { APIRoute } from 'astro';
import { compareChapter, compareChapters } from '../../lib/query/site-compare';

export function getStaticPaths() {
  return compareChapters().map((chapter) => ({ params: { chapter } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(compareChapter(params.chapter ?? '')), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
