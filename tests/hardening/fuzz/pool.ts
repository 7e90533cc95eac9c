/**
 * Runs fuzz jobs in a child process with a watchdog. A job that outlives its watchdog is a hang:
 * the child is killed (and forked again for the next job). The watchdog is generous — 10 s per MB
 * of input per step, at least 10 s a step — so a slow, loaded machine never fails it; only a
 * runaway loop or a catastrophic regex does.
 */
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './paths.js';
import { FORMATS } from '../../../src/lib/model/tree.js';
import type { Job, Outcome } from './target.js';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');
const MB = 1 << 20;
export const WATCHDOG_MS_PER_MB = 10_000;
export const WATCHDOG_MIN_MS = 10_000;

export type Result =
  | (Outcome & { ms: number })
  | { status: 'hang'; step: string; ms: number; limitMs: number }
  | { status: 'died'; step: string; ms: number; detail: string };

function sizeOf(job: Job): number {
  return job.kind === 'parse-text' ? Buffer.byteLength(job.text) : job.bytes.length;
}

/** Steps a job runs: decode, two detectors and six parsers; an ingest counts as its parsers + graph stages. */
function stepsOf(job: Job): number {
  return job.kind === 'ingest' ? 8 : FORMATS.length + 3;
}

export function watchdogMs(job: Job): number {
  return stepsOf(job) * Math.max(WATCHDOG_MIN_MS, (WATCHDOG_MS_PER_MB * sizeOf(job)) / MB);
}

interface Pending {
  id: number;
  step: string;
  started: number;
  done: (r: Result) => void;
  timer: NodeJS.Timeout;
}

export class JobPool {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private pending: Pending | undefined;
  private nextId = 1;

  private start(): Promise<void> {
    const child = fork(WORKER, [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.ready = new Promise((resolve, reject) => {
      child.once('error', reject);
      child.on('message', (msg: { ready?: boolean; id?: number; step?: string; outcome?: Outcome }) => {
        if (msg.ready) return resolve();
        const p = this.pending;
        if (!p || msg.id !== p.id) return;
        if (msg.step) p.step = msg.step;
        if (msg.outcome) this.finish({ ...msg.outcome, ms: performance.now() - p.started });
      });
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        reject(new Error(`fuzz worker exited before it was ready (${code ?? signal})`));
        const p = this.pending;
        if (p)
          this.finish({
            status: 'died',
            step: p.step,
            ms: performance.now() - p.started,
            detail: `worker exited with ${signal ?? `code ${code}`} (out of memory?)`,
          });
      });
    });
    return this.ready;
  }

  private finish(r: Result): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    clearTimeout(p.timer);
    p.done(r);
  }

  async run(job: Job): Promise<Result> {
    if (this.pending) throw new Error('JobPool runs one job at a time');
    if (!this.child) await this.start();
    else await this.ready;
    const child = this.child!;
    const limitMs = watchdogMs(job);
    return new Promise<Result>((done) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        const p = this.pending!;
        this.pending = undefined;
        this.child = undefined;
        child.kill('SIGKILL');
        done({ status: 'hang', step: p.step, ms: performance.now() - p.started, limitMs });
      }, limitMs);
      this.pending = { id, step: '(not started)', started: performance.now(), done, timer };
      child.send({ id, job });
    });
  }

  close(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }
}
