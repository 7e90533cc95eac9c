/**
 * Diagnostics (DESIGN §7): every warning and error about an input is a vfile message with the file,
 * line, column, reason, a rule id (`rules:number-repaired`, …) and the content source's id. Printed,
 * a message is `file:line: reason`; in JSON, `{file, line, column, reason, ruleId, source}`.
 */
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';

/** What kind of problem a message reports: `rules:` and a name (`rules:indented-rule-line`). */
export type RuleId = `rules:${string}`;

/**
 * A problem with an input file, located at a line (1-based; 0 when the whole file is at fault): a
 * fatal vfile message whose `message` is already the printed form.
 */
export class InputError extends VFileMessage {
  declare file: string;
  declare line: number;

  constructor(file: string, line: number, reason: string, ruleId: RuleId = 'rules:bad-input', column = 1) {
    super(reason, { place: { line, column }, ruleId });
    this.file = file;
    this.line = line;
    this.fatal = true;
    this.message = `${file}:${line}: ${reason}`;
    this.name = 'InputError';
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

/** A source's diagnostics: a VFile that collects warnings as messages. */
export function sourceFile(label: string, source?: string): VFile {
  const file = new VFile({ path: label });
  if (source !== undefined) file.data.source = source;
  return file;
}

/** Record a warning on `file`. */
export function warnOn(file: VFile, line: number, reason: string, ruleId: RuleId, column = 1): void {
  const m = file.message(reason, { place: { line, column }, ruleId });
  if (typeof file.data.source === 'string') m.source = file.data.source;
}

/** The messages of a file as warnings, in the order they were made. */
export function warningsOf(file: VFile): Warning[] {
  return file.messages.map((m) => ({
    file: m.file ?? '',
    line: m.line ?? 0,
    reason: m.reason,
    column: m.column ?? 1,
    ...(m.ruleId ? { ruleId: m.ruleId } : {}),
    ...(m.source ? { source: m.source } : {}),
  }));
}

/** The printed form of a warning. */
export function printWarning(w: Warning): string {
  return `${w.file}:${w.line}: ${w.reason}`;
}
