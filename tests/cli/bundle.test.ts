/**
 * bin/rules.mjs runs a bundle of src/ (.cache/cli/rules.cjs) compiled from V8's code cache: an
 * edited source is rebuilt before it runs, and a damaged code cache is refused by V8 and written
 * again, never trusted. Run in a copy of the project (bin/, src/, package.json; node_modules linked).
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
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
    const main = path.join(root, 'src', 'cli', 'main.ts');
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
});
