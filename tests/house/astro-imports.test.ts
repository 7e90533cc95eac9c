/**
 * The floors' rules hold in the .astro files too: dependency-cruiser (npm run lint) reads TypeScript,
 * not Astro components, so their imports — the frontmatter's and the <script>s' — are checked here
 * against the same rule: the site reads the store through the query layer, never the ingest, the
 * intake of documents or the content folder.
 */
import path from 'node:path';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';

const FORBIDDEN = /^src\/lib\/(ingest|intake|content)\//;

function astroFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? astroFiles(p) : name.endsWith('.astro') ? [p] : [];
  });
}

describe('the site’s Astro components', () => {
  it('import nothing of the ingest, the intake or the content folder', () => {
    const files = astroFiles(path.join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = path
          .relative(ROOT, path.resolve(path.dirname(file), m[1] ?? m[2]!))
          .split(path.sep)
          .join('/');
        if (FORBIDDEN.test(target)) found.push(`${path.relative(ROOT, file)} → ${target}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would be caught importing one', () => {
    const line = "import { buildGraph } from '../../lib/ingest/build';";
    const m = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/.exec(line)!;
    const target = path
      .relative(ROOT, path.resolve(path.join(ROOT, 'src/pages/[lang]'), m[1]!))
      .split(path.sep)
      .join('/');
    expect(FORBIDDEN.test(target)).toBe(true);
  });
});
