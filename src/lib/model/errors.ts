/**
 * Diagnostics (DESIGN §7): every warning and error about an input is a vfile message with the file,
 * line, column, reason, a rule id (`rules:number-repaired`, …) and the content source's id. Printed,
 * a message is `file:line: reason`; in JSON, `{file, line, column, reason, ruleId, source}`.
 */
import { VFileMessage } from 'vfile-message';

/** What kind of problem a message reports: `rules:` and a name (`rules:indented-rule-line`). */
export type RuleId = `rules:${string}`;

const BRAND = Symbol.for('mtg-rules-kb.InputError');

/**
 * A problem with an input file, located at a line (1-based; 0 when the whole file is at fault): a
 * fatal vfile message whose `message` is already the printed form.
 */
export class InputError extends VFileMessage {
  declare file: string;
  declare line: number;

  /**
   * `instanceof` by a brand, not by class identity: the CLI runs a command from its own bundle and
   * the ingest from another (bin/rules.mjs), each with a copy of this class.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  constructor(file: string, line: number, reason: string, ruleId: RuleId = 'rules:bad-input', column = 1) {
    super(reason, { place: { line, column }, ruleId });
    this.file = file;
    this.line = line;
    this.fatal = true;
    this.message = `${file}:${line}: ${reason}`;
    this.name = 'InputError';
    (this as unknown as Record<symbol, unknown>)[BRAND] = true;
  }
}

/** An oddity real files have, reported and never fatal: a vfile message as JSON. */
export interface Warning {
  file: string;
  line: number;
  reason: string;
  column?: number;
  ruleId?: string;
  /** The id of the content source the file is (sources.yaml). */
  source?: string;
}

/** The printed form of a warning. */
export function printWarning(w: Warning): string {
  return `${w.file}:${w.line}: ${w.reason}`;
}
