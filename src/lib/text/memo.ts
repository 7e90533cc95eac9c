/**
 * Memo tables for what is derived from one text or word (anchors, stems, references, word bags…):
 * rule texts repeat across CR versions, so each is worked out once. Every table has a cap (a
 * long-running process never grows without bound) and is registered here, so that a benchmark can
 * start a build with all of them empty (`clearMemos`) and measure the work a fresh ingest does.
 */
export class Memo<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly cap = 100_000) {
    registry.add(this);
  }

  /** The value for `key`, computed by `compute` the first time (share it: never change it). */
  get(key: string, compute: (key: string) => V): V {
    let value = this.map.get(key);
    if (value === undefined) {
      if (this.map.size >= this.cap) this.map.clear();
      this.map.set(key, (value = compute(key)));
    }
    return value;
  }

  clear(): void {
    this.map.clear();
  }
}

/** One memo per language (or other small key), created on first use. */
export class MemoByLang<V> {
  private readonly memos = new Map<string, Memo<V>>();

  constructor(private readonly cap = 100_000) {}

  for(lang: string): Memo<V> {
    let memo = this.memos.get(lang);
    if (!memo) this.memos.set(lang, (memo = new Memo<V>(this.cap)));
    return memo;
  }
}

const registry = new Set<{ clear(): void }>();

/** Also clear this when memos are cleared (tables kept in another shape, such as interned ids). */
export function onClearMemos(clear: () => void): void {
  registry.add({ clear });
}

/** Empty every memo table: the next build derives everything again. */
export function clearMemos(): void {
  for (const memo of registry) memo.clear();
}
