/**
 * YAML: one library per job. The content's data files (sources.yaml, lexicon.yaml, cards.yaml, the
 * numbering maps, an article's front matter) are read by js-yaml (YAML 1.2 core schema); `yaml`
 * (eemeli/yaml) reads a document where its lines are wanted (the line of a problem zod found, a
 * scenario's steps, whose lines its messages name) and edits one keeping its comments (sources.yaml).
 * Reading the data files with `yaml` too was measured: ten times slower (33 against 2.8 ms warm for
 * sources.yaml, lexicon.yaml and cards.yaml), 100 to 230 ms more per ingest without cache, and the
 * ingest's parse from 4.4 to 6.5 times its floor, over its budget of 5. js-yaml cannot locate (its
 * maintainers: "not suited" for source positions) nor keep comments. The ingest keeps each data
 * file's value in its cache under the file's bytes: an ingest after `rules add` reads none again.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CORE_SCHEMA, load } from 'js-yaml';
import { z } from 'zod';
import type { Node as YamlNode } from 'yaml';
import { InputError } from '../model/errors.js';
import { cacheKey, type KeyedCache } from './cache.js';
import { codeHash } from './code.js';

/** The `yaml` package, loaded only when a line must be found or a file edited (it takes longer to load than a command). */
export const yamlPackage = (): typeof import('yaml') => createRequire(import.meta.url)('yaml') as typeof import('yaml');

export function readYaml<S extends z.ZodTypeAny>(
  file: string,
  schema: S,
  label = file,
  cache?: KeyedCache,
): z.output<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new InputError(label, 0, 'file not found');
  }
  return parseYaml(text, schema, label, cache);
}

/** A YAML text's value checked by `schema`; the first problem is an InputError at its line. */
export function parseYaml<S extends z.ZodTypeAny>(
  text: string,
  schema: S,
  label: string,
  cache?: KeyedCache,
): z.output<S> {
  const result = schema.safeParse(yamlValue(text, label, cache));
  if (result.success) return result.data as z.output<S>;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  throw new InputError(label, yamlLineOf(text, issue.path), `${issue.message}${where}`);
}

/** A kept value: what the text reads as (JSON holds it exactly: checked before it is kept). */
const KeptValue = z.object({ value: z.unknown() });

/**
 * What a YAML text reads as (an empty document is null); a syntax error is an InputError at its
 * line. With `cache`, kept under the text's bytes and the reading code (files/code.ts: the
 * libraries' versions included).
 */
export function yamlValue(text: string, label: string, cache?: KeyedCache): unknown {
  const key = cache?.enabled ? cacheKey(codeHash('lib/files/yaml.ts'), text) : undefined;
  if (key) {
    const kept = cache!.get('yaml', key, KeptValue);
    if (kept) return kept.value;
  }
  let value: unknown;
  try {
    value = load(text, { schema: CORE_SCHEMA }) ?? null;
  } catch (err) {
    const { mark, reason } = err as { mark?: { line?: number }; reason?: string };
    throw new InputError(label, (mark?.line ?? -1) + 1, `invalid YAML: ${reason ?? (err as Error).message}`);
  }
  if (key && inJson(value)) cache!.set('yaml', key, { value });
  return value;
}

/** Whether JSON holds `value` exactly: .inf and .nan read as numbers it has no form for. */
function inJson(value: unknown): boolean {
  let exact = true;
  JSON.stringify(value, (_, v: unknown) => {
    if (typeof v === 'number' && !Number.isFinite(v)) exact = false;
    return v;
  });
  return exact;
}

/** A YAML text as a located document: its nodes' lines, by path or by node. */
export interface LocatedYaml {
  doc: import('yaml').Document.Parsed;
  /** The line (1-based) where the deepest node along `path` starts; 0 when the text is empty. */
  lineAt(path: ReadonlyArray<string | number>): number;
  /** The line (1-based) where `node` starts; 0 for none. */
  lineOf(node: YamlNode | null | undefined): number;
}

/**
 * The one YAML locator: the `yaml` package's document with a line counter. A syntax error is an
 * InputError at its line (`label`: the file as messages name it).
 */
export function locateYaml(text: string, label: string): LocatedYaml {
  const { LineCounter, parseDocument } = yamlPackage();
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  const err = doc.errors[0];
  if (err) throw new InputError(label, counter.linePos(err.pos[0]).line, `invalid YAML: ${err.message.split('\n')[0]}`);
  const lineOf = (node: YamlNode | null | undefined) => {
    const offset = node?.range?.[0];
    return offset === undefined ? 0 : counter.linePos(offset).line;
  };
  return { doc, lineOf, lineAt: (path) => lineOf(nodeAt(doc.contents, path)) };
}

/** The deepest YAML node along a zod issue path, for its line. */
function nodeAt(root: unknown, path: ReadonlyArray<string | number>): YamlNode | undefined {
  const { isMap, isSeq } = yamlPackage();
  let node = root as YamlNode | undefined;
  for (const key of path) {
    if (isSeq(node) && typeof key === 'number') {
      const next = node.items[key] as YamlNode | undefined;
      if (!next) return node;
      node = next;
    } else if (isMap(node)) {
      const next = node.get(key, true) as YamlNode | undefined;
      if (!next) return node;
      node = next;
    } else return node;
  }
  return node;
}

/**
 * The line (1-based) where the node at `path` starts in a YAML text: 0 when there is none, or when
 * `yaml` refuses a text js-yaml read (the problem is then named without its line).
 */
export function yamlLineOf(text: string, path: ReadonlyArray<string | number>): number {
  try {
    return locateYaml(text, '').lineAt(path);
  } catch {
    return 0;
  }
}
