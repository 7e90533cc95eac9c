/** /api/releases.json: the official releases, oldest first (query/site-releases.ts). */
import { releaseList } from '../../lib/query/site-releases';

export function GET() {
  return new Response(JSON.stringify(releaseList()));
}
