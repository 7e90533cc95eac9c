/** /changes.atom: one entry per official release (query/site-feed.ts). */
import { changesFeed } from '../lib/query/site-feed';

export function GET() {
  return new Response(changesFeed(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
