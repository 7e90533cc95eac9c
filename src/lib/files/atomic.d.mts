/** Types of atomic.mjs (plain JavaScript: the CLI launcher uses it before TypeScript is compiled). */
export declare function writeAtomically(
  file: string,
  data: string | Uint8Array | ReadonlyArray<string | Uint8Array>,
  options?: AtomicOptions,
): void;

export interface AtomicOptions {
  /** Flush to disk before the rename (default true); false for files that check themselves when read. */
  durable?: boolean;
}

/** A file written atomically chunk by chunk (atomic.mjs). */
export declare class AtomicFile {
  constructor(file: string);
  write(chunk: string | Uint8Array): void;
  /** Flush to disk and rename over `to` (default: the file opened), in the same folder. */
  commit(to?: string, options?: AtomicOptions): void;
  /** Leave the target as it was. */
  discard(): void;
}
