/**
 * Read a YAML file, validating it with zod; errors name file:line. Valid files are read by js-yaml
 * (YAML 1.2 core schema), five times faster than `yaml` on a cold start, which matters on every
 * ingest and CLI call; a file js-yaml refuses or zod rejects is read again by `yaml`, whose
 * document positions give the line of the error.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { Node as YamlNode } from 'yaml';

/** The `yaml` package, loaded only when a line must be found (it takes longer to load than a command). */
export const yamlPackage = (): typeof import('yaml') => createRequire(import.meta.url)('yaml') as typeof import('yaml');
import type { z } from 'zod';
import { InputError } from '../model/errors.js';

export function readYaml<S extends z.ZodTypeAny>(file: string, schema: S, label = file): z.output<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new InputError(label, 0, 'file not found');
  }
  return parseYaml(text, schema, label);
}

/** What quickYaml returns for a text js-yaml refuses. */
export const NOT_READ = Symbol('not read');

/** js-yaml's reading of `text` (YAML 1.2 core schema; an empty document is null), or NOT_READ. */
export function quickYaml(text: string): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA }) ?? null;
  } catch {
    return NOT_READ;
  }
}

export function parseYaml<S extends z.ZodTypeAny>(text: string, schema: S, label: string): z.output<S> {
  const data = quickYaml(text);
  const result = data === NOT_READ ? undefined : schema.safeParse(data);
  return result?.success ? (result.data as z.output<S>) : explainYaml(text, schema, label);
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

/** The `yaml` package's reading of `text`: its value when valid, else an error with the line. */
export function explainYaml<S extends z.ZodTypeAny>(text: string, schema: S, label: string): z.output<S> {
  const { doc, lineAt } = locateYaml(text, label);
  const result = schema.safeParse(doc.toJS());
  if (result.success) return result.data as z.output<S>;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  throw new InputError(label, lineAt(issue.path), `${issue.message}${where}`);
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

/** The line (1-based) where the node at `path` starts in a YAML text (0 when there is none). */
export function yamlLineOf(text: string, path: ReadonlyArray<string | number>): number {
  return locateYaml(text, '').lineAt(path);
}
