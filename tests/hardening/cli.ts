/**
 * Running the `rules` CLI as a user would, with a watchdog. Free of vitest (scripts/fuzz.ts uses it).
 */
import { execFile } from 'node:child_process';
import { CLI, ROOT } from './fuzz/paths.js';

export interface CliResult {
  /** Exit code; null when the process was killed (watchdog) or died of a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
  ms: number;
}

/** Spawn the CLI asynchronously (the test worker stays responsive); killed after `timeoutMs`. */
export function runCli(args: string[], opts: { cwd?: string; timeoutMs?: number } = {}): Promise<CliResult> {
  const env = { ...process.env };
  delete env.RULES_CONTENT;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: opts.cwd ?? ROOT,
        encoding: 'utf8',
        env,
        maxBuffer: 256 << 20,
        timeout: opts.timeoutMs ?? 300_000,
        killSignal: 'SIGKILL',
      },
      (_err, out, err) =>
        resolve({ code: child.exitCode, signal: child.signalCode, out, err, ms: performance.now() - started }),
    );
  });
}

/** An exit the CLI contract allows for bad input: 0, or 1 with `file:line: reason` (or `rules: …`). */
export function describeBadExit(r: CliResult): string | null {
  if (r.code === 0) return null;
  if (r.code === null) return `killed by ${r.signal} after ${Math.round(r.ms)} ms (watchdog: a hang?)`;
  if (r.code !== 1) return `exit ${r.code}: ${r.err.slice(0, 2000)}`;
  if (/internal error/.test(r.err)) return `exit 1 with an internal error: ${r.err.slice(0, 2000)}`;
  if (!/^(.+:\d+: .+|rules: .+)\n$/s.test(r.err)) return `exit 1 without a located message: ${JSON.stringify(r.err)}`;
  return null;
}
