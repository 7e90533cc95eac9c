/**
 * One static JSON file per scenario (/scenarios/{id}.json), the same for every language: the
 * island fetches it (same origin) when its example scrolls into view or is used, so pages carry
 * only the example's title and text, not its data.
 */
import type { APIRoute } from 'astro';
import { scenarioFile, siteScenarios } from '../../lib/query/site-scenarios';
import type { Scenario } from '../../lib/scenarios/schema';

export function getStaticPaths() {
  return siteScenarios().map((s) => ({ params: { id: s.id }, props: { s } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(scenarioFile((props as { s: Scenario }).s)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
