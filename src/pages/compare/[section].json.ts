/** /compare/{section}.json: the compare pages of a section's rules in force (query/site-compare.ts). */
import type { APIRoute } from 'astro';
import { compareSection, compareSections } from '../../lib/query/site-compare';

export function getStaticPaths() {
  return compareSections().map((section) => ({ params: { section } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(compareSection(params.section ?? '')), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
