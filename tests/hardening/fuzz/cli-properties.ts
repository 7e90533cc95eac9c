/**
 * The CLI under hostile files (issue #9): `ingest`, `add`, `stats` and `lookup` on generated
 * content folders exit 0, or 1 with a located message — never a crash, a hang (watchdog) or a
 * partial write: a failing ingest leaves the previous graph.json as it was, a failing add leaves the
 * content folder as it was, and no temporary file stays behind. The CLI is slow to start, so each
 * run spawns it four times in parallel and `npm test` does only a few runs.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { FORMATS, type Format } from '../../../src/lib/model/tree.js';
import { readWholeGraph, storeFiles } from '../../../src/lib/store/read.js';
import { describeBadExit, runCli, type CliResult } from '../cli.js';
import { snapshot } from '../snapshot.js';
import { bigInput, smallInputs, smallText, spliced, type HostileInput } from './inputs.js';
import { saveInput } from './properties.js';

export interface CliRunOptions {
  seed: number;
  numRuns: number;
  /** Include 1 MB inputs (the long fuzz run). */
  big?: boolean;
  log?: (line: string) => void;
}

const MB = 1 << 20;
/** Startup of a loaded machine plus the generous 10 s per MB of input. */
const watchdogMs = (bytes: number) => Math.round(120_000 + (10_000 * bytes) / MB);

const PREVIOUS = '{"previous graph":"must survive a failing ingest"}\n';

const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

const lookupToken = fc.oneof(
  fc.constantFrom(
    '707.10',
    '100.1',
    '707.',
    '7',
    'R70710',
    '706.10@2012-07-01',
    '__proto__',
    'constructor',
    'toString',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => !s.startsWith('-')),
);

function contentWithDoc(input: HostileInput, format: Format, lang: string): string {
  const dir = path.join(tmp('rules-cli-fuzz-'), 'content');
  mkdirSync(path.join(dir, 'sources'), { recursive: true });
  writeFileSync(path.join(dir, 'sources/doc.txt'), input.bytes);
  writeFileSync(
    path.join(dir, 'sources.yaml'),
    `- id: doc\n  file: sources/doc.txt\n  lang: ${lang}\n  format: ${format}\n` +
      (format === 'cr' ? '  date: 2020-01-01\n' : ''),
  );
  return dir;
}

function problems(name: string, r: CliResult, extra: string[] = []): string[] {
  const bad = describeBadExit(r);
  return [...(bad ? [`${name}: ${bad}`] : []), ...extra.map((e) => `${name}: ${e}`)];
}

/** One hostile file through ingest, add, stats and lookup; returns what went wrong. */
async function roundTrip(input: HostileInput, format: Format, lang: string, token: string): Promise<string[]> {
  const timeoutMs = watchdogMs(input.bytes.length);
  const content = contentWithDoc(input, format, lang);
  const contentBefore = snapshot(content);
  const out = tmp('rules-cli-out-');
  writeFileSync(path.join(out, 'graph.json'), PREVIOUS);
  const addTo = path.join(tmp('rules-cli-add-'), 'content');
  mkdirSync(addTo);
  const file = path.join(tmp('rules-cli-file-'), 'hostile.txt');
  writeFileSync(file, input.bytes);

  const [ingest, add, stats, look] = await Promise.all([
    runCli(['ingest', '--content', content, '--out', out, '--json'], { timeoutMs }),
    runCli(['add', file, '--content', addTo, '--json'], { timeoutMs }),
    runCli(['stats', '--content', content, '--json'], { cwd: tmp('rules-cli-cwd-'), timeoutMs }),
    runCli(['lookup', token, '--content', content, '--json'], { cwd: tmp('rules-cli-cwd-'), timeoutMs }),
  ]);

  const found: string[] = [];
  // ingest: a whole new graph, or the previous file untouched; no temporary left behind.
  const written = readFileSync(path.join(out, 'graph.json'), 'utf8');
  const ingestChecks: string[] = [];
  let kept = ['graph.json'];
  if (ingest.code === 0) {
    try {
      readWholeGraph(path.join(out, 'graph.json'));
      kept = storeFiles(path.join(out, 'graph.json'));
    } catch (err) {
      ingestChecks.push(`wrote an invalid or partial graph: ${(err as Error).message}`);
    }
  } else if (written !== PREVIOUS) ingestChecks.push('failed, and changed the previous graph.json');
  // Beside the store's own files (the index and the parts it names), nothing: no temporary.
  const left = readdirSync(out).filter((f) => !kept.includes(f));
  if (left.length) ingestChecks.push(`left ${left.join(', ')} beside graph.json`);
  found.push(...problems('ingest', ingest, ingestChecks));

  // add: on success the file is copied verbatim; on failure the folder stays empty.
  const addChecks: string[] = [];
  if (add.code === 0) {
    try {
      const entry = JSON.parse(add.out) as { file: string };
      if (!readFileSync(path.join(addTo, entry.file)).equals(input.bytes)) addChecks.push('copied other bytes');
    } catch (err) {
      addChecks.push(`exit 0 but ${(err as Error).message}`);
    }
  } else if (Object.keys(snapshot(addTo)).length) addChecks.push('failed, and left files in the content folder');
  found.push(...problems('add', add, addChecks));

  found.push(...problems('stats', stats));
  const lookChecks =
    look.code === 1 && !/^rules: unknown rule number|:\d+: /.test(look.err)
      ? [`exit 1: ${look.err.slice(0, 300)}`]
      : [];
  found.push(...problems(`lookup ${JSON.stringify(token)}`, look, lookChecks));

  // Nothing a command does may change the content folder it reads.
  if (JSON.stringify(snapshot(content)) !== JSON.stringify(contentBefore)) found.push('the content folder changed');
  return found;
}

export function cliRoundTrips(opts: CliRunOptions): Promise<void> {
  const inputs = opts.big
    ? fc.oneof(smallInputs(), spliced(smallText), spliced(bigInput))
    : fc.oneof(smallInputs(), spliced(smallText));
  return fc.assert(
    fc.asyncProperty(
      inputs,
      fc.constantFrom(...FORMATS),
      fc.constantFrom('en', 'es', 'ru'),
      lookupToken,
      async (input, anyFormat, anyLang, token) => {
        // A spliced input keeps the format and language of the source it went into.
        const { format, lang } = (input as Partial<{ format: Format; lang: string }>).format
          ? (input as unknown as { format: Format; lang: string })
          : { format: anyFormat, lang: anyLang };
        const started = performance.now();
        const found = await roundTrip(input, format, lang, token);
        opts.log?.(
          `${found.length ? 'FAIL' : 'ok  '} ${Math.round(performance.now() - started)} ms  cli ${format} ${input.label.slice(0, 120)}`,
        );
        if (found.length) {
          const saved = saveInput(input, { kind: 'parse', bytes: input.bytes, lang });
          throw new Error(
            `${input.label} (declared ${format}, ${lang}):\n  ${found.join('\n  ')}\n  input saved to ${saved}`,
          );
        }
      },
    ),
    { seed: opts.seed, numRuns: opts.numRuns, endOnFailure: true },
  );
}
