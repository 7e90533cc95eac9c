/** /compare/{file}.json: the compare pages of a rule and its subrules in force (query/site-compare.ts). */
import type { APIRoute } from 'astro';
import { compareFile, compareFiles } from '../../lib/query/site-compare';

export function getStaticPaths() {
  return compareFiles().map((file) => ({ params: { file } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(compareFile(params.file ?? '')), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
