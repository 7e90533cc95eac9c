/**
 * bin/rules.mjs runs bundles of src/ (.cache/cli/rules.cjs, the whole CLI, and one per command)
 * compiled from V8's code cache: an edited source is rebuilt before it runs, a damaged code cache is
 * refused by V8 and written again, never trusted, and a command reads only its own code. Run in a
 * copy of the project (bin/, src/, package.json; node_modules linked).
 */
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';

describe('the CLI bundle', () => {
  let root: string;
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(root, 'bin', 'rules.mjs'), ...args], { cwd: root, encoding: 'utf8' });
  const bundle = () => path.join(root, '.cache', 'cli', 'rules.cjs');
  beforeAll(() => {
    root = tempDir('rules-bundle-');
    for (const dir of ['bin', 'src']) cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
    cpSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  });

  it('is built on first use, with its code cache written after the command ran', () => {
    expect(cli('--help')).toContain('The multilingual knowledge base');
    expect(existsSync(bundle())).toBe(true);
    expect(statSync(`${bundle()}.v8`).size).toBeGreaterThan(1000);
  }, 120_000);

  it('is rebuilt when a source file it was built from changes', () => {
    const main = path.join(root, 'src', 'cli', 'program.ts');
    writeFileSync(
      main,
      readFileSync(main, 'utf8').replace('The multilingual knowledge base', 'The edited knowledge base'),
    );
    // Newer than the bundle even on a file system with coarse timestamps.
    const later = new Date(statSync(bundle()).mtimeMs + 2000);
    utimesSync(main, later, later);
    expect(cli('--help')).toContain('The edited knowledge base');
  }, 120_000);

  it('runs from a damaged code cache, which V8 refuses and the next run writes again', () => {
    const cache = `${bundle()}.v8`;
    writeFileSync(cache, Buffer.alloc(4096, 7));
    expect(cli('--help')).toContain('The edited knowledge base');
    expect(readFileSync(cache).equals(Buffer.alloc(4096, 7))).toBe(false);
  }, 120_000);

  it('runs a command from its own bundle, a fraction of the whole CLI, with its own code cache', () => {
    const own = path.join(root, '.cache', 'cli', 'cmd-lookup.cjs');
    expect(statSync(own).size).toBeLessThan(statSync(bundle()).size / 4);
    const run = spawnSync(process.execPath, [path.join(root, 'bin', 'rules.mjs'), 'lookup', '--help'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('a rule by its number');
    expect(statSync(`${own}.v8`).size).toBeGreaterThan(1000);
  }, 120_000);

  it('keeps the scenario loader (its schemas, zod 4, the engine) out of the ingestion: a part of its own', () => {
    const part = (name: string) => readFileSync(path.join(root, '.cache', 'cli', `part-${name}.cjs`), 'utf8');
    // the one-of message of the card vocabulary's schemas, and the engine's state-based actions
    for (const mark of ['needs exactly one of', '704.5f'])
      expect([part('refresh').includes(mark), part('scenarios').includes(mark)], mark).toEqual([false, true]);
    expect(part('refresh')).toContain('part-scenarios.cjs');
  });

  it("reports a content error met while rebuilding the default graph (the ingestion's own bundle) as file:line, exit 1", () => {
    const content = path.join(root, 'bad-content');
    mkdirSync(content, { recursive: true });
    writeFileSync(path.join(content, 'sources.yaml'), '- id: x\n  file: [unclosed\n');
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'bin', 'rules.mjs'), 'lookup', '707.10', '--content', content, '--graph', path.join(root, 'g')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(existsSync(path.join(root, '.cache', 'cli', 'part-refresh.cjs'))).toBe(true);
    expect(run.stderr).toMatch(/sources\.yaml:\d+: /);
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(1);
  }, 120_000);
});
