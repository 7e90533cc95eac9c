/**
 * The search files as the engine reads them: all in memory (Node: the CLI, tests, the build), or
 * fetched on demand (the browser). A read of a file not yet here returns undefined and is noted as
 * missing; the engine runs a query, fetches what it missed, and runs it again until nothing is
 * missing (engine.ts `query`). Parsed JSON is kept per file. Browser-safe.
 */
export type FileData = string | Uint8Array;
export type Fetcher = (name: string) => Promise<string>;

function asText(v: FileData): string {
  return typeof v === 'string' ? v : new TextDecoder().decode(v);
}

export class SearchFiles {
  private readonly raw = new Map<string, FileData>();
  private readonly parsed = new Map<string, unknown>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Files a read asked for that are not here yet. */
  readonly missing = new Set<string>();

  constructor(
    files: Record<string, FileData> = {},
    private readonly fetcher?: Fetcher,
  ) {
    for (const [name, data] of Object.entries(files)) this.raw.set(name, data);
  }

  /** Can missing files be fetched (the browser), or is all there is in memory (Node)? */
  get fetches(): boolean {
    return this.fetcher !== undefined;
  }

  has(name: string): boolean {
    return this.raw.has(name) || this.parsed.has(name);
  }

  /** A file's JSON, or undefined (noted missing) when it is not loaded. */
  json<T>(name: string): T | undefined {
    if (this.parsed.has(name)) return this.parsed.get(name) as T;
    const data = this.raw.get(name);
    if (data === undefined) {
      this.missing.add(name);
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(asText(data));
    } catch (err) {
      throw new Error(`search index: ${name} is not JSON (${(err as Error).message})`);
    }
    this.parsed.set(name, value);
    this.raw.delete(name);
    return value as T;
  }

  /** A file's JSON that must be there (the metas). */
  required<T>(name: string): T {
    const v = this.json<T>(name);
    if (v === undefined) throw new Error(`search index: missing file ${name}`);
    return v;
  }

  /** Fetch files (in parallel; each once). Without a fetcher, a missing file is an error. */
  async load(names: Iterable<string>): Promise<void> {
    const waits: Array<Promise<void>> = [];
    for (const name of names) {
      if (this.has(name)) continue;
      let p = this.pending.get(name);
      if (!p) {
        const fetcher = this.fetcher;
        if (!fetcher) throw new Error(`search index: missing file ${name}`);
        p = fetcher(name).then(
          (text) => {
            this.raw.set(name, text);
            this.pending.delete(name);
          },
          (err: unknown) => {
            this.pending.delete(name);
            throw err;
          },
        );
        this.pending.set(name, p);
      }
      waits.push(p);
    }
    await Promise.all(waits);
  }
}
