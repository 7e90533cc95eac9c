/**
 * The API's shards besides the rules (query/site-api.ts): /api/numbers.json, /api/glossary.json,
 * /api/cards.json, /api/articles.json.
 */
import type { APIRoute } from 'astro';
import { apiPart, API_PARTS } from '../../lib/query/site-api';

export function getStaticPaths() {
  return API_PARTS.map((part) => ({ params: { part } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(apiPart(params.part as (typeof API_PARTS)[number])));
