/**
 * axe-core in Chromium: the serious and critical violations of a page as it is now (WCAG 2.2 AA and
 * best practices, or the rules named). The page's context must bypass the site's CSP (axe is
 * injected as an inline script). The one-page view is big: its header, first chunks and the 707.10
 * area stand for it.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ROOT } from '../helpers/shared.js';

const axeSource = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const ALL_SAMPLE = [['header'], ['main > h1'], ['main .chunk:nth-of-type(-n+3)'], ['#R70710']];

export async function axeAudit(page: Page, where: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const sample = /\/all\/$/.test(new URL(page.url()).pathname) ? ALL_SAMPLE : null;
  const found = await page.evaluate(
    async ([only, include]) => {
      interface AxeResults {
        violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
      }
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResults> } }).axe;
      const r = await axe.run(include ? { include } : document, {
        resultTypes: ['violations'],
        runOnly: only
          ? { type: 'rule', values: only }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id} (${v.help}) at ${v.nodes
              .slice(0, 5)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
    },
    [rules ?? null, sample] as const,
  );
  return found.map((f) => `${where}: ${f}`);
}
