/**
 * Reading the store (layout.ts). `openStore` reads and validates the index only; the graph it gives
 * is the §5 Graph, read lazily: `graph.rules[id]` reads that rule's line, `graph.numbers` (and the
 * glossary, cards, articles) the file that holds it, each validated with its zod schema when read.
 * Walking every rule (Object.values) reads the rules file once. A graph.json written by an older
 * release (schema 1, the whole graph in one file) is read as it is.
 */
import { LexiconSchema } from '../model/lexicon.js';
import path from 'node:path';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { z } from 'zod';
import { InputError } from '../model/errors.js';
import { textOf } from '../files/ascii-json.js';
import {
  ArticleSchema,
  CardSchema,
  GlossaryEntrySchema,
  GraphSchema,
  NumberUseSchema,
  RuleSchema,
  type Graph,
  type NumberUse,
  type ReviewItem,
  type Rule,
} from '../model/schema.js';
import { quickly } from '../model/quick.js';
import {
  reviewItems,
  StoredDiffsSchema,
  StoredReviewSchema,
  StoreIndexSchema,
  type RuleTable,
  type StoreIndex,
} from './layout.js';

export interface Store {
  /** The index file. */
  file: string;
  /** The §5 graph, read as it is used. */
  graph: Graph;
  /**
   * `rules review --lang` as the ingest stored it (undefined: not stored, derive it); `diffs: false`
   * leaves the pending changes' diffs empty, and their part unread.
   */
  review(lang: string, options?: { diffs?: boolean }): ReviewItem[] | undefined;
  /**
   * The runnable examples the ingest loaded, read with `schema` (scenarios/schema.ts
   * storedScenario: given by the reader, so that a command that reads none loads no scenario code);
   * undefined: a store written without them.
   */
  scenarios<T>(schema: ItemSchema<T>): T[] | undefined;
  /**
   * What the store holds, in a word: its parts' names (each the hash of its bytes), joined; a
   * single-file graph has none. Keys what is derived from the graph (the search indexes).
   */
  digest?: string;
}

/**
 * What the store's reader needs of a schema it is given (the scenarios' is written in zod 4's API,
 * engine/vocabulary-schema.ts: this reader checks with it and loads none of it).
 */
export interface ItemSchema<T> {
  safeParse(
    v: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** The index file a `--graph` value names: the file itself, or a folder's graph.json. */
export function indexFileOf(p: string): string {
  const abs = path.resolve(p);
  return existsSync(abs) && statSync(abs).isDirectory() ? path.join(abs, 'graph.json') : abs;
}

export function openStore(p: string): Store {
  const file = indexFileOf(p);
  const label = path.relative(process.cwd(), file) || file;
  let json: unknown;
  try {
    json = JSON.parse(textOf(readFileSync(file)));
  } catch (err) {
    throw new InputError(
      label,
      0,
      existsSync(file) ? `not a graph file: ${(err as Error).message}` : 'graph file not found',
      'rules:bad-graph',
    );
  }
  const schema = (json as { schema?: unknown })?.schema;
  if (schema === 1) return wholeGraph(file, label, json);
  if (schema === 2 || schema === 3 || schema === 4)
    throw new InputError(
      label,
      0,
      `a store of an earlier development version (schema ${schema}): write it again with \`rules ingest --out\``,
      'rules:bad-graph',
    );
  const parsed = QuickIndex.safeParse(json);
  if (!parsed.success) throw invalid(label, parsed.error);
  return new SplitStore(file, label, parsed.data);
}

function invalid(label: string, error: z.ZodError): InputError {
  const issue = error.issues[0];
  return new InputError(label, 0, `not a valid graph: ${issue?.path.join('.')}: ${issue?.message}`, 'rules:bad-graph');
}

function wholeGraph(file: string, label: string, json: unknown): Store {
  const parsed = quickly(GraphSchema).safeParse(json);
  if (!parsed.success) throw invalid(label, parsed.error);
  return { file, graph: parsed.data, review: () => undefined, scenarios: () => undefined };
}

/** A JSON object whose values are checked one by one when used (thousands of them). */
const LazyObject = z.custom<Record<string, unknown>>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'expected an object',
);

// What every command reads is checked in one pass (quick.ts): zod's walk and copy of a rule's
// record of every release (707.10's is 186 kB) cost more than the rest of `rules lookup`.
const QuickIndex = quickly(StoreIndexSchema);
const QuickRule = quickly(RuleSchema);
const NumberUses = quickly(NumberUseSchema.array());

class SplitStore implements Store {
  readonly graph: Graph;
  readonly digest: string;
  private readonly dir: string;
  private readonly lines: RuleLines;
  private readonly cache = new Map<string, Rule>();
  private everything = false;

  constructor(
    readonly file: string,
    private readonly label: string,
    private readonly index: StoreIndex,
  ) {
    this.dir = path.dirname(file);
    this.digest = Object.values(index.layout).sort().join('\n');
    const lines = (this.lines = new RuleLines(index.rules, label));
    const store = this;
    const rules = new Proxy({} as Record<string, Rule>, {
      get: (_, id) => (typeof id === 'string' && lines.has(id) ? store.rule(id) : undefined),
      has: (_, id) => typeof id === 'string' && lines.has(id),
      ownKeys: () => {
        // Walking every rule: read the rules file once rather than rule by rule.
        store.readAll();
        return [...lines.ids()];
      },
      getOwnPropertyDescriptor: (_, id) =>
        typeof id === 'string' && lines.has(id)
          ? { value: store.rule(id), enumerable: true, configurable: true, writable: false }
          : undefined,
    });
    const part = <T>(name: 'numbers' | 'glossary' | 'cards' | 'articles' | 'lexicon', schema: z.ZodType<T>) => {
      let value: T | undefined;
      return () => (value ??= this.readPart(index.layout[name], schema));
    };
    let numbersRead: Record<string, NumberUse[]> | undefined;
    // Every number ever used (thousands): each number's uses are validated when asked for.
    const numbers = () =>
      (numbersRead ??= lazyRecord(this.readPart(index.layout.numbers, LazyObject), (k, v) => {
        const ok = NumberUses.safeParse(v);
        if (!ok.success) throw invalid(`${this.label} (numbers ${k})`, ok.error);
        return ok.data;
      }));
    const glossary = part('glossary', GlossaryEntrySchema.array());
    const cards = part('cards', CardSchema.array());
    const articles = part('articles', ArticleSchema.array());
    const lexicon = part('lexicon', LexiconSchema);
    this.graph = {
      schema: 1,
      contentHash: index.contentHash,
      canonicalNumbering: index.canonicalNumbering,
      sources: index.sources,
      versions: index.versions,
      rules,
      get numbers() {
        return numbers();
      },
      get glossary() {
        return glossary();
      },
      get cards() {
        return cards();
      },
      get articles() {
        return articles();
      },
      get lexicon() {
        return lexicon();
      },
      warnings: index.warnings,
    } as Graph;
  }

  review(lang: string, options: { diffs?: boolean } = {}): ReviewItem[] | undefined {
    const { review, reviewDiffs } = this.index.layout;
    if (review === undefined) return undefined;
    // A language the ingest stored no queue for has none to list (no source in that language).
    const name = Object.hasOwn(review, lang) ? review[lang] : undefined;
    if (name === undefined) return [];
    const diffsName = reviewDiffs && Object.hasOwn(reviewDiffs, lang) ? reviewDiffs[lang] : undefined;
    if (diffsName === undefined)
      throw new InputError(this.label, 0, `${name}: the layout names no diffs for it`, 'rules:bad-graph');
    const diffs = options.diffs === false ? undefined : this.readPart(diffsName, StoredDiffsSchema);
    const releases = this.index.versions.filter((v) => v.kind === 'cr').map((v) => v.id);
    const items = reviewItems(this.readPart(name, StoredReviewSchema), lang, releases, diffs);
    if (!items)
      throw new InputError(this.label, 0, `${name}: its order, its items and its diffs disagree`, 'rules:bad-graph');
    return items;
  }

  scenarios<T>(schema: ItemSchema<T>): T[] | undefined {
    const name = this.index.layout.scenarios;
    if (name === undefined) return undefined;
    const json = this.readJson(name);
    if (!Array.isArray(json)) throw new InputError(this.label, 0, `${name}: not a list`, 'rules:bad-graph');
    return json.map((item, i) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const at = [i, ...(issue?.path ?? [])].map(String).join('.');
      throw new InputError(this.label, 0, `${name}: not a valid scenario: ${at}: ${issue?.message}`, 'rules:bad-graph');
    });
  }

  rule(id: string): Rule {
    let rule = this.cache.get(id);
    if (rule) return rule;
    const [offset, length] = this.lines.line(id);
    const bytes = Buffer.alloc(length);
    const fd = openSync(this.path(this.index.layout.rules), 'r');
    try {
      readSync(fd, bytes, 0, length, offset);
    } finally {
      closeSync(fd);
    }
    rule = this.parseRule(id, bytes.toString('utf8'));
    this.cache.set(id, rule);
    return rule;
  }

  private readAll(): void {
    if (this.everything) return;
    this.everything = true;
    const text = readFileSync(this.path(this.index.layout.rules));
    for (const id of this.lines.ids()) {
      if (this.cache.has(id)) continue;
      const [offset, length] = this.lines.line(id);
      this.cache.set(id, this.parseRule(id, text.toString('utf8', offset, offset + length)));
    }
  }

  private parseRule(id: string, line: string): Rule {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (err) {
      throw new InputError(this.label, 0, `rule ${id}: not JSON: ${(err as Error).message}`, 'rules:bad-graph');
    }
    const parsed = QuickRule.safeParse(json);
    if (!parsed.success || parsed.data.id !== id)
      throw new InputError(
        this.label,
        0,
        `rule ${id}: ${parsed.success ? `the record is ${parsed.data.id}'s` : `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`}`,
        'rules:bad-graph',
      );
    return parsed.data;
  }

  private path(name: string): string {
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.'))
      throw new InputError(this.label, 0, `not a file of the store: ${name}`, 'rules:bad-graph');
    return path.join(this.dir, name);
  }

  /** A part's JSON. */
  private readJson(name: string): unknown {
    try {
      return JSON.parse(textOf(readFileSync(this.path(name))));
    } catch (err) {
      throw new InputError(this.label, 0, `${name}: ${(err as Error).message}`, 'rules:bad-graph');
    }
  }

  /** A part read and checked against `schema` in one pass (quick.ts), zod's reading if that refuses it. */
  private readPart<T>(name: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T {
    const parsed = quickly(schema).safeParse(this.readJson(name));
    if (!parsed.success) throw invalid(`${this.label} (${name})`, parsed.error);
    return parsed.data;
  }
}

/** The index's rules table (layout.ts RuleTableSchema), its ids mapped to their lines on first use. */
class RuleLines {
  private read?: { list: readonly string[]; at: ReadonlyMap<string, number> };

  constructor(
    private readonly table: RuleTable,
    private readonly label: string,
  ) {}

  private get ready() {
    if (this.read) return this.read;
    const { ids, offsets } = this.table;
    const list = ids === '' ? [] : ids.split(' ');
    const at = new Map(list.map((id, i) => [id, i]));
    const broken =
      offsets.length !== list.length + 1
        ? `${list.length} ids but ${offsets.length} offsets`
        : offsets.some((o, i) => (i === 0 ? o !== 0 : o <= offsets[i - 1]!))
          ? 'offsets that do not increase from 0'
          : at.size !== list.length
            ? 'an id named twice'
            : undefined;
    if (broken) throw new InputError(this.label, 0, `not a valid graph: rules: ${broken}`, 'rules:bad-graph');
    return (this.read = { list, at });
  }

  ids(): readonly string[] {
    return this.ready.list;
  }

  has(id: string): boolean {
    return this.ready.at.has(id);
  }

  /** Byte offset and length of a rule's record (its line less the newline). */
  line(id: string): [number, number] {
    const i = this.ready.at.get(id);
    if (i === undefined) throw new InputError(this.label, 0, `no rule ${id} in the store`, 'rules:bad-graph');
    const offsets = this.table.offsets;
    return [offsets[i]!, offsets[i + 1]! - offsets[i]! - 1];
  }
}

/**
 * A record whose values are checked (and kept) as they are read: `get`, `in`, keys and entries
 * behave as on a plain object.
 */
function lazyRecord<T>(raw: Record<string, unknown>, check: (key: string, value: unknown) => T): Record<string, T> {
  const done = new Map<string, T>();
  const value = (k: string): T => {
    let v = done.get(k);
    if (v === undefined) done.set(k, (v = check(k, raw[k])));
    return v;
  };
  return new Proxy({} as Record<string, T>, {
    get: (_, k) => (typeof k === 'string' && Object.hasOwn(raw, k) ? value(k) : undefined),
    has: (_, k) => typeof k === 'string' && Object.hasOwn(raw, k),
    ownKeys: () => Object.keys(raw),
    getOwnPropertyDescriptor: (_, k) =>
      typeof k === 'string' && Object.hasOwn(raw, k)
        ? { value: value(k), enumerable: true, configurable: true, writable: false }
        : undefined,
  });
}

/** The whole graph of a store as plain data, every part read and validated (tests, exports). */
export function readWholeGraph(p: string): Graph {
  const g = openStore(p).graph;
  return {
    schema: g.schema,
    contentHash: g.contentHash,
    canonicalNumbering: g.canonicalNumbering,
    sources: g.sources,
    versions: g.versions,
    rules: Object.fromEntries(Object.entries(g.rules)),
    numbers: Object.fromEntries(Object.entries(g.numbers)),
    glossary: g.glossary,
    cards: g.cards,
    articles: g.articles,
    lexicon: g.lexicon,
    warnings: g.warnings,
  };
}

/** The files of the store whose index is `p`: the index and every file it names. */
export function storeFiles(p: string): string[] {
  const file = indexFileOf(p);
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    schema?: number;
    layout?: Record<string, string | Record<string, string>>;
  };
  const names =
    json.schema === 1
      ? []
      : Object.values(json.layout ?? {}).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
  return [path.basename(file), ...names].sort();
}
