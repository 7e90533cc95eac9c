/** The Credits block: designers, editors, thanks — up to where the file restates its effective date. */
import { effectiveDateIn } from './effective-date.js';

/** The English restatement however its date is printed ("June18, 2021"), or the publisher's line. */
const END_OF_CREDITS = /^(?:These rules are (?:effective|current) as of|Published by )/;

/** Lines after the "Credits" heading, blank runs collapsed to one empty line, trimmed. */
export function readCredit(lines: readonly string[], from: number): string {
  const out: string[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (END_OF_CREDITS.test(line) || effectiveDateIn(line) !== undefined) break;
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
