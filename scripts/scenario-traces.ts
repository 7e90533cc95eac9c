/**
 * Every scenario's trace in words, for comparing the engine's output before and after a change:
 * each scenario at its defaults, at each check's values and at each suggested value of each
 * parameter, every entry as `rule<TAB>text` (a combination the scenario doesn't allow prints its
 * error, file lines left out). Diff two runs; `--lang es|ru` prints the Spanish or Russian.
 *
 *   npx tsx scripts/scenario-traces.ts > before.txt   # … change the engine …
 *   npx tsx scripts/scenario-traces.ts > after.txt && diff before.txt after.txt
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sayer } from '../src/i18n/resolve.js';
import { resolveContentDir } from '../src/lib/files/paths.js';
import { loadScenarios } from '../src/lib/scenarios/load.js';
import { playScenario } from '../src/lib/scenarios/index.js';
import type { ParamValue } from '../src/lib/scenarios/schema.js';
import { scenarioLabels } from '../src/lib/scenarios/labels.js';

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'en' } } });
const lang = values.lang!;
const say = sayer(scenarioLabels(lang), lang);
const out: string[] = [];
for (const s of loadScenarios(path.join(resolveContentDir(), 'scenarios'))) {
  const sets: Record<string, ParamValue>[] = [{}, ...(s.checks ?? []).map((c) => c.params)];
  for (const [k, p] of Object.entries(s.params ?? {})) for (const v of p.values ?? []) sets.push({ [k]: v });
  for (const params of sets) {
    out.push(JSON.stringify({ id: s.id, params }));
    try {
      const { run, steps } = playScenario(s, params);
      for (const t of run.trace) out.push(`${t.rule}\t${say(t.key, t.vars)}`);
      out.push(`steps ${steps.map((r) => r.trace.length).join(',')}`);
    } catch (e) {
      out.push(`error ${(e instanceof Error ? e.message : String(e)).replace(/\.yaml:\d+:/, '.yaml:')}`);
    }
  }
}
process.stdout.write(out.join('\n') + '\n');
