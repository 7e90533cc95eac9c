/** Each source read is a VFile whose messages are its warnings (errors.ts: the JSON form). */
import { VFile } from 'vfile';
import type { RuleId, Warning } from '../model/errors.js';

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
