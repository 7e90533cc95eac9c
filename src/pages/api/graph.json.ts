import { siteGraph } from '../../lib/query/site';

export function GET() {
  return new Response(JSON.stringify(siteGraph()));
}
