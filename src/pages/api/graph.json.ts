/** /api/graph.json: the index naming the API's shards (query/site-api.ts). */
import { apiIndex } from '../../lib/query/site-api';

export function GET() {
  return new Response(JSON.stringify(apiIndex()));
}
