/**
 * What the fuzzers run on one input, inside the worker process (worker.ts): decode, detectFormat,
 * detectLanguage, a parser, or the whole ingest (buildGraph + writeGraph). The answer says only
 * how it ended — a result, a located InputError, or a crash with its stack — so the parent can
 * judge it and kill the worker if it never answers.
 */
import os from 'node:os';
import path from 'node:path';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { ROOT } from './paths.js';
import { decode } from '../../../src/lib/decode/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import { detectFormat, detectLanguage } from '../../../src/lib/parse/detect.js';
import { PARSERS } from '../../../src/lib/parse/index.js';
import { FORMATS, type Format, type SourceRoot } from '../../../src/lib/model/tree.js';
import { buildGraph } from '../../../src/lib/ingest/build.js';
import { writeGraph } from '../../../src/lib/ingest/write.js';
import { copyContent } from '../../../src/lib/content/subset.js';
import { readWholeGraph, storeFiles } from '../../../src/lib/store/read.js';

export type Job =
  /** decode → detectFormat/detectLanguage → every parser on the decoded text. */
  | { kind: 'parse'; bytes: Uint8Array; lang: string }
  /** detectFormat and every parser on a text the decoder could have produced. */
  | { kind: 'parse-text'; text: string; lang: string }
  /**
   * A content folder holding just this file in `format` (or content/ plus it, so that alignment
   * and placement meet it too); buildGraph, then writeGraph.
   */
  | { kind: 'ingest'; bytes: Uint8Array; format: Format; lang: string; withContent?: boolean };

export type Outcome =
  | { status: 'ok'; steps: string[] }
  | { status: 'input-error'; step: string; file: string; line: number; reason: string }
  | { status: 'crash'; step: string; message: string; stack: string };

/** The file name the input is given; InputErrors must name it (or the manifest). */
export const FILE = 'doc.txt';

/** Characters the decoder never lets through (text-check.ts): a parser need not cope with them. */
const UNDECODABLE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function decodable(text: string): string {
  return text.replace(UNDECODABLE, ' ');
}

class Step {
  done: string[] = [];
  name = '';
  constructor(private onStep?: (name: string) => void) {}
  run<T>(name: string, fn: () => T): T {
    this.name = name;
    this.onStep?.(name);
    const r = fn();
    this.done.push(name);
    return r;
  }
}

/** `onStep` hears each step's name before it starts: the parent can then say which one hung. */
export function runJob(job: Job, onStep?: (name: string) => void): Outcome {
  const step = new Step(onStep);
  try {
    if (job.kind === 'ingest') ingest(job, step);
    else {
      const text = job.kind === 'parse' ? step.run('decode', () => decode(job.bytes, FILE).text) : decodable(job.text);
      step.run('detectFormat', () => checkDetection(detectFormat(text)));
      step.run('detectLanguage', () => detectLanguage(text));
      for (const format of FORMATS) {
        // A parser's InputError is a fine answer; the other parsers still get their turn.
        try {
          step.run(format, () =>
            checkTree(PARSERS[format](text, { file: FILE, lang: job.lang, warn: warnCheck }), text),
          );
        } catch (err) {
          if (!isLocated(err)) throw err;
        }
      }
    }
    return { status: 'ok', steps: step.done };
  } catch (err) {
    if (isLocated(err))
      return { status: 'input-error', step: step.name, file: err.file, line: err.line, reason: err.reason };
    const e = err instanceof Error ? err : new Error(String(err));
    return { status: 'crash', step: step.name, message: e.message, stack: e.stack ?? e.message };
  }
}

function isLocated(err: unknown): err is InputError {
  return err instanceof InputError && Number.isInteger(err.line) && err.line >= 0 && err.file.length > 0;
}

function warnCheck(line: number, reason: string): void {
  if (!Number.isInteger(line) || line < 0) throw new Error(`warning at line ${line}: ${reason}`);
}

function checkDetection(d: ReturnType<typeof detectFormat>): void {
  for (const f of FORMATS) {
    const s = d.scores[f];
    if (!(s >= 0 && s <= 1)) throw new Error(`detectFormat: score ${s} for ${f}`);
  }
  if (d.format !== null && !FORMATS.includes(d.format)) throw new Error(`detectFormat: format ${d.format}`);
}

/** Every node is located inside the text (the `file:line` of later warnings depends on it). */
function checkTree(root: SourceRoot, text: string): void {
  if (root.type !== 'root' || !Array.isArray(root.children)) throw new Error('parser returned no root');
  const lines = text.split(/\r\n|\r|\n/).length;
  const walk = (node: unknown): void => {
    const n = node as { type?: string; position?: { start?: { line?: number } }; children?: unknown[] };
    if (n.type !== 'root') {
      const line = n.position?.start?.line;
      if (!Number.isInteger(line) || line! < 0 || line! > lines + 1)
        throw new Error(`${n.type} node at line ${line} of a ${lines}-line text`);
    }
    if (Array.isArray(n.children)) n.children.forEach(walk);
  };
  walk(root);
}

function ingest(job: Extract<Job, { kind: 'ingest' }>, step: Step): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rules-fuzz-'));
  try {
    const content = path.join(dir, 'content');
    // content/'s translations, without its archive of releases (a test never ingests all of it).
    if (job.withContent) copyContent(path.join(ROOT, 'content'), content);
    mkdirSync(path.join(content, 'sources'), { recursive: true });
    writeFileSync(path.join(content, 'sources', FILE), job.bytes);
    appendFileSync(
      path.join(content, 'sources.yaml'),
      `\n- id: doc\n  file: sources/${FILE}\n  lang: ${job.lang}\n  format: ${job.format}\n` +
        (job.format === 'cr' ? '  date: 2020-01-01\n' : ''),
    );
    const graph = step.run('buildGraph', () => buildGraph({ contentDir: content }));
    const out = path.join(dir, 'out', 'graph.json');
    step.run('writeGraph', () => writeGraph(out, graph));
    // What was written is complete and valid, with no temporary left beside it.
    step.run('re-read', () => {
      // Reading every part validates it (a store whose parts do not match its index throws).
      readWholeGraph(out);
      const kept = storeFiles(out);
      const left = readdirSync(path.dirname(out)).filter((f) => !kept.includes(f));
      if (left.length) throw new Error(`left beside graph.json: ${left.join(', ')}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
