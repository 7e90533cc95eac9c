/** `rules examples [--run ID | --all] [--param NAME=VALUE …]`: the rules' examples as runnable scenarios. */
import path from 'node:path';
import type { Command } from 'commander';
import { resolveContentDir } from '../../lib/files/paths.js';
import type { TraceEntry } from '../../lib/engine/index.js';
import type { ParamValue, Scenario, ScenarioRun } from '../../lib/scenarios/index.js';
import type { Text } from '../../lib/scenarios/schema.js';
import { printJson, UsageError } from '../output.js';
import { withCommon, type CommonOptions } from './common.js';

interface ExamplesOptions extends CommonOptions {
  run?: string;
  all?: boolean;
  param: string[];
}

export function registerExamples(program: Command): void {
  withCommon(program.command('examples'))
    .description("the rules' own examples as scenarios you can run and change (no flag: list them)")
    .option('--run <id>', 'run one scenario (with its hand-checked parameter sets, unless --param is given)')
    .option('--all', 'run every scenario')
    .option(
      '--param <name=value>',
      'set a parameter of the scenario given with --run (repeatable)',
      (v: string, acc: string[]) => [...acc, v],
      [],
    )
    .action(async (opts: ExamplesOptions) => {
      if (opts.run && opts.all) throw new UsageError('give either --run ID or --all');
      if (opts.param.length && !opts.run) throw new UsageError('--param needs --run ID');
      const { loadScenarios } = await import('../../lib/scenarios/load.js');
      const { runScenario, runWithChecks } = await import('../../lib/scenarios/index.js');
      const { traceText } = await import('../../lib/scenarios/words.js');
      const scenarios = loadScenarios(path.join(resolveContentDir(opts.content), 'scenarios'));
      let results: Entry[];
      if (opts.run) {
        const s = scenarios.find((x) => x.id === opts.run);
        if (!s) throw new UsageError(`no scenario "${opts.run}" (try \`rules examples\` for the list)`);
        results = [opts.param.length ? runScenario(s, parseParams(s, opts.param)) : runWithChecks(s)];
      } else if (opts.all) {
        results = scenarios.map(runWithChecks);
      } else {
        results = scenarios.map((s) => ({
          id: s.id,
          rules: s.rules,
          title: s.title,
          passed: null,
          outcome: null,
          trace: [],
          params: s.params ?? {},
          source: s.source,
        }));
      }
      // A scenario that does not do what its rule says fails the command (exit 1), in JSON too.
      if (opts.all && results.some((r) => r.passed === false)) process.exitCode = 1;
      // the trace in English words (the page puts the same entries into the reader's language)
      // in English: the scenario's words and the trace through the templates (a page uses its language)
      const printed = results.map((r) => inEnglish(r, traceText));
      if (opts.json) return printJson({ scenarios: printed });
      for (const r of printed) printHuman(r, !!(opts.run || opts.all), !!opts.run);
      if (opts.all) {
        const failed = results.filter((r) => r.passed === false).length;
        process.stdout.write(`\n${results.length - failed}/${results.length} scenarios pass\n`);
      }
    });
}

/** A scenario as listed (not run: passed and outcome null) or as run. */
type Entry = Pick<ScenarioRun, 'id' | 'rules' | 'title' | 'trace'> & {
  passed: boolean | null;
  outcome: ScenarioRun['outcome'] | null;
  says?: Text | null;
  failures?: string[];
  checks?: { params: Record<string, ParamValue>; passed: boolean; says?: Text | null; failures: string[] }[];
  params?: unknown;
  source?: unknown;
};

/** An entry as the CLI prints it: its words in English, the trace in words. */
type Printed = Omit<Entry, 'title' | 'says' | 'checks' | 'trace'> & {
  title: string;
  says?: string | null;
  checks?: { params: Record<string, ParamValue>; passed: boolean; says?: string | null; failures: string[] }[];
  trace: { rule: string; text: string }[];
};

const english = (t: Text | null | undefined) => (t === undefined ? undefined : (t?.en ?? null));

function inEnglish(r: Entry, traceText: (t: TraceEntry) => string): Printed {
  return {
    ...r,
    title: r.title.en,
    says: english(r.says),
    checks: r.checks?.map((c) => ({ ...c, says: english(c.says) })),
    trace: r.trace.map((t) => ({ rule: t.rule, text: traceText(t) })),
  };
}

/** NAME=VALUE, read as the kind of value the parameter's default is. */
function parseParams(s: Scenario, pairs: string[]): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new UsageError(`--param ${pair}: write NAME=VALUE`);
    const name = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    const p = s.params?.[name];
    if (!p)
      throw new UsageError(
        `${s.id} has no parameter "${name}" (it has: ${Object.keys(s.params ?? {}).join(', ') || 'none'})`,
      );
    const d = p.default;
    if (typeof d === 'number') {
      if (!/^-?\d+$/.test(raw)) throw new UsageError(`--param ${name}: a whole number is expected, got "${raw}"`);
      out[name] = Number(raw);
    } else if (typeof d === 'boolean') {
      if (raw !== 'true' && raw !== 'false')
        throw new UsageError(`--param ${name}: true or false is expected, got "${raw}"`);
      out[name] = raw === 'true';
    } else if (Array.isArray(d)) out[name] = raw ? raw.split(',') : [];
    else out[name] = raw;
  }
  return out;
}

function printHuman(r: Printed, ran: boolean, verbose: boolean): void {
  const mark = !ran ? '-' : r.passed === true ? 'PASS' : r.passed === false ? 'FAIL' : 'RAN';
  process.stdout.write(`${mark.padEnd(4)} ${r.id}  [${r.rules.join(', ')}]  ${r.title}\n`);
  if (!ran) return;
  if (r.says) process.stdout.write(`     the rule says: ${r.says}\n`);
  for (const f of r.failures ?? []) process.stdout.write(`     ✗ ${f}\n`);
  for (const c of r.checks ?? []) {
    if (!c.passed || verbose)
      process.stdout.write(
        `     ${c.passed ? '✓' : '✗'} with ${JSON.stringify(c.params)}${c.failures.length ? `: ${c.failures.join('; ')}` : ''}\n`,
      );
  }
  if (verbose) for (const t of r.trace) process.stdout.write(`     ${t.rule.padEnd(8)} ${t.text}\n`);
}
