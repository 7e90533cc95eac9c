/** The `rules` CLI run as a user runs it, asynchronously (the test worker stays responsive), in `cwd`. */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { ROOT } from './shared.js';

export function runRules(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin/rules.mjs'), ...args],
      { encoding: 'utf8', cwd, env: { ...process.env, ...env } },
      (err, out, e) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out, err: e }),
    );
  });
}
