/**
 * The deploy workflow (.github/workflows/deploy.yml) is a valid GitHub Actions workflow by the
 * published schema (@action-validator/core, which refuses a damaged copy of it below), it does what
 * the rules-in-force issue asks in that order — update, the whole suite through CI's own scripts,
 * build, then commit and deploy with the official Pages actions — and every command it runs exists:
 * the scripts it calls, the package.json scripts, the `rules` commands.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateWorkflow } from '@action-validator/core';
import { ROOT } from '../helpers/shared.js';

const FILE = path.join(ROOT, '.github', 'workflows', 'deploy.yml');
const source = readFileSync(FILE, 'utf8');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  needs?: string;
  if?: string;
  container?: { image: string };
  steps: Step[];
  environment?: { name: string };
}
interface Workflow {
  on: { schedule?: Array<{ cron: string }>; push?: { branches: string[] }; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}
const workflow = parse(source) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The commands of a step's shell script, one per line (continuations joined, comments dropped). */
function commands(run: string): string[][] {
  return run
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/));
}

/** The `rules` commands there are (`rules --help`, as a user sees them). */
function rulesCommands(): Set<string> {
  const help = execFileSync(process.execPath, [path.join(ROOT, 'bin', 'rules.mjs'), '--help'], { encoding: 'utf8' });
  return new Set([...help.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]!));
}

describe('the deploy workflow', () => {
  it('is valid by the GitHub Actions workflow schema, and the validator refuses a damaged copy', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
    const damaged = source.replace(
      /^( {4})runs-on: ubuntu-latest\n( {4}timeout-minutes)/m,
      '$1runs-onn: ubuntu-latest\n$2',
    );
    expect(damaged).not.toBe(source);
    expect(validateWorkflow(damaged).errors.length).toBeGreaterThan(0);
    expect(validateWorkflow(source.replace('on:\n', 'onn:\n')).errors.length).toBeGreaterThan(0);
  });

  it('runs daily, on push to main and by hand, one run at a time, with the permissions Pages needs', () => {
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect('workflow_dispatch' in workflow.on).toBe(true);
    expect(workflow.permissions).toEqual({ contents: 'write', pages: 'write', 'id-token': 'write' });
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('updates, tests and builds in Debian with Node 20 through CI’s scripts, then commits and deploys with the official actions', () => {
    const build = workflow.jobs.build!;
    expect(build.container?.image).toMatch(/^node:20-(bookworm|bullseye|trixie)/);
    const order = (pred: (s: Step) => boolean) => build.steps.findIndex(pred);
    const setup = order((s) => s.run === 'bash .ci/setup');
    const update = order((s) => /^npx rules update\b/m.test(s.run ?? ''));
    const test = order((s) => s.run === 'bash .ci/test');
    const site = order((s) => s.run === 'npm run build');
    const commit = order((s) => /git push origin HEAD:main/.test(s.run ?? ''));
    const upload = order((s) => (s.uses ?? '').startsWith('actions/upload-pages-artifact@'));
    expect([setup, update, test, site, commit, upload].every((i) => i >= 0)).toBe(true);
    expect(setup < update && update < test && test < site && site < commit && commit < upload).toBe(true);
    expect(build.steps[upload]!.with?.path).toBe('dist');
    expect(steps.some((s) => (s.uses ?? '').startsWith('actions/configure-pages@'))).toBe(true);
    // Commit and upload only on main; the deploy job needs the build to have passed.
    expect(build.steps[commit]!.if).toMatch(/github\.ref == 'refs\/heads\/main'/);
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.some((s) => (s.uses ?? '').startsWith('actions/deploy-pages@'))).toBe(true);
    // CI runs the same two scripts.
    const ci = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/^bash \.ci\/setup$/m);
    expect(ci).toMatch(/^bash \.ci\/test$/m);
    expect(readFileSync(path.join(ROOT, '.ci', 'test'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('runs only commands that exist: its scripts, package.json scripts, rules commands', () => {
    const known = rulesCommands();
    expect(known.has('update')).toBe(true);
    const shell = new Set(['echo', 'cat', 'git', 'node']);
    for (const step of steps)
      for (const [cmd, ...args] of commands(step.run ?? '')) {
        if (cmd === 'bash') {
          const script = path.join(ROOT, args[0]!);
          expect(existsSync(script), args[0]).toBe(true);
          expect(statSync(script).mode & 0o111, `${args[0]} is executable`).not.toBe(0);
        } else if (cmd === 'npx') {
          expect(args[0]).toBe('rules');
          expect(known.has(args[1]!), `rules ${args[1]}`).toBe(true);
          // Its options are the command's own.
          const help = execFileSync(process.execPath, [path.join(ROOT, 'bin', 'rules.mjs'), args[1]!, '--help'], {
            encoding: 'utf8',
          });
          for (const flag of args.filter((a) => a.startsWith('--'))) expect(help).toContain(flag);
        } else if (cmd === 'npm') {
          const script = args[0] === 'run' ? args[1]! : args[0]!;
          expect(pkg.scripts[script], `npm ${args.join(' ')}`).toBeDefined();
        } else expect(shell.has(cmd!), `${cmd} is a tool the container has`).toBe(true);
      }
  });
});
