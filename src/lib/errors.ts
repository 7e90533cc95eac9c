/** A problem with an input file, located at a line (1-based; 0 when the whole file is at fault). */
export class InputError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'InputError';
  }
}

/** An oddity real files have: reported, never fatal. */
export interface Warning {
  file: string;
  line: number;
  reason: string;
}
