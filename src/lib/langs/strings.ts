/**
 * A UI language's strings (src/lib/langs/strings/{code}.json), read from the package's files when first asked
 * for: for Node — the site's build, the CLI, tests. The browser gets what it needs otherwise (the
 * search box bundles its subtree: search/ui-labels.ts; a runnable example fetches its labels file).
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of the UI strings: found from this module's place (bundled or not), else the working directory. */
function stringsDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ;) {
    const candidate = path.join(dir, 'src', 'lib', 'langs', 'strings');
    if (existsSync(candidate)) return candidate;
    const up = path.dirname(dir);
    if (up === dir) return path.resolve('src', 'lib', 'langs', 'strings');
    dir = up;
  }
}

const cache = new Map<string, Record<string, unknown>>();

/** The strings of UI language `code`; an empty object for a language without them. */
export function uiStrings(code: string): Record<string, unknown> {
  let hit = cache.get(code);
  if (!hit) {
    const file = path.join(stringsDir(), `${code}.json`);
    hit = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    cache.set(code, hit);
  }
  return hit;
}
