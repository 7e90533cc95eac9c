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
    // JSON imports are data (the i18n resources): nothing to run
    for (const m of text.matchAll(/from '(\.[^']+)'/g))
      if (!m[1]!.endsWith('.json')) walk(path.join(path.dirname(file), m[1]!.replace(/\.js$/, '').replace(/$/, '.ts')));
  };
  walk(entry);
  return [...seen];
}

/**
 * The modules a file loads at run time, followed through relative imports: `import type` and
 * `export type` lines are erased by the bundler, so they are not followed.
 */
function runtimeClosure(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)) {
      const spec = m[1]!;
      seen.add(spec.startsWith('.') ? '' : spec);
      // a JSON module (the i18n resources) is data: listed, not followed
      if (spec.endsWith('.json')) seen.add(path.join(path.dirname(file), spec));
      else if (spec.startsWith('.')) walk(path.join(path.dirname(file), spec.replace(/\.js$/, '') + '.ts'));
    }
  };
  walk(entry);
  seen.delete('');
  return [...seen];
}

/** Source without comments (which may name what the code avoids). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('browser safety', () => {
  const files = [...new Set([...sources('src/lib/engine'), ...closure('src/lib/scenarios/index.ts')])];

  it.each(files)('%s imports no Node built-ins and touches no process or file system', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/from '(node:|fs|path|os|child_process)/);
    expect(text).not.toMatch(/\bprocess\.(env|argv|exit|cwd|stdout|stderr)|\brequire\(|__dirname|Buffer\./);
  });

  // the site's island (src/components/client/scenario*.ts) runs the engine in the page
  const island = closure('src/components/client/scenario-run.ts');

  it.each(island)('%s (the runnable-example island) imports no Node built-ins', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/from '(node:|fs|path|os|child_process)/);
    expect(text).not.toMatch(/\bprocess\.(env|argv|exit|cwd|stdout|stderr)|\brequire\(|__dirname|Buffer\./);
  });

  it('the island never turns data into markup or code (strict CSP, hostile text)', () => {
    const files = [...island, 'src/components/client/scenario.ts'].filter((f) => f.includes('components/client'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files)
      expect(code(readFileSync(path.join(ROOT, f), 'utf8')), f).not.toMatch(
        /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setAttribute\('on/,
      );
  });

  it('the island loads no zod: it reads the data block with a guard and plays without the schemas', () => {
    const loaded = runtimeClosure('src/components/client/scenario-run.ts');
    expect(loaded).toContain(path.join('src/lib/scenarios', 'play.ts'));
    expect(loaded).toContain(path.join('src/lib/engine', 'game.ts'));
    expect(loaded.filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
    // nor the i18n resources: the widget's words and the trace's templates come as a fetched file
    expect(loaded.filter((f) => f.endsWith('.json'))).toEqual([]);
    for (const zodModule of [
      'scenarios/schema.ts',
      'engine/vocabulary-schema.ts',
      'scenarios/run.ts',
      'scenarios/index.ts',
    ])
      expect(loaded).not.toContain(path.join('src/lib', zodModule));
    // and the Node runner does validate with them
    expect(runtimeClosure('src/lib/scenarios/run.ts')).toContain('zod/v4');
    expect(runtimeClosure('src/lib/scenarios/run.ts')).toContain(path.join('src/lib/engine', 'vocabulary-schema.ts'));
  });

  it('the scenario runner entry point does not reach the file loader', () => {
    expect(closure('src/lib/scenarios/index.ts')).not.toContain(path.join('src/lib/scenarios', 'load.ts'));
  });
});
