/** The engine and the scenario runner run in the browser: no Node built-ins, no process, no file system. */
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

/** Every module a file imports, followed through relative imports. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/from '(\.[^']+)'/g))
      walk(path.join(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  };
  walk(entry);
  return [...seen];
}

describe('browser safety', () => {
  const files = [...new Set([...sources('src/lib/engine'), ...closure('src/lib/scenarios/index.ts')])];

  it.each(files)('%s imports no Node built-ins and touches no process or file system', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/from '(node:|fs|path|os|child_process)/);
    expect(text).not.toMatch(/\bprocess\.(env|argv|exit|cwd|stdout|stderr)|\brequire\(|__dirname|Buffer\./);
  });

  it('the scenario runner entry point does not reach the file loader', () => {
    expect(closure('src/lib/scenarios/index.ts')).not.toContain(path.join('src/lib/scenarios', 'load.ts'));
  });
});
