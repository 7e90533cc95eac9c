/** Types of atomic.mjs (plain JavaScript: the CLI launcher uses it before TypeScript is compiled). */
export declare function writeAtomically(
  file: string,
  data: string | Uint8Array | ReadonlyArray<string | Uint8Array>,
): void;
