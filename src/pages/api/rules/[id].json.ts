import type { APIRoute } from 'astro';
import { allRules } from '../../../lib/query/site';

export function getStaticPaths() {
  return allRules().map((rule) => ({ params: { id: rule.id }, props: { rule } }));
}

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.rule));
