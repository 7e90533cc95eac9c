/** /api/releases/{date}.json: one release's rules in force and glossary, as it printed them. */
import type { APIRoute } from 'astro';
import { releaseData, releaseList } from '../../../lib/query/site-releases';

export function getStaticPaths() {
  return releaseList().releases.map((release) => ({ params: { release } }));
}

export const GET: APIRoute = ({ params }) => new Response(JSON.stringify(releaseData(params.release!)));
