/** /releases/{date}.txt: an official release's text file as published (query/site-originals.ts). */
import type { APIRoute } from 'astro';
import { originals } from '../../lib/query/site-originals';

export function getStaticPaths() {
  return [...originals().keys()].map((release) => ({ params: { release } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(new Uint8Array(originals().get(params.release!)!.bytes), { headers: { 'Content-Type': 'text/plain' } });
