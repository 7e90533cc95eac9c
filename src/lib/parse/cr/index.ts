/**
 * Parser for format `cr`: an official Comprehensive Rules text file of any year (2008–2026).
 * Title and effective date from the top, the Introduction and contents list skipped, then the
 * rules (chapters, sections, rules, subrules, examples), the glossary, and the Credits block.
 */
import { InputError } from '../../errors.js';
import { splitLines } from '../../decode/index.js';
import type { BlockNode, Parser, SourceRoot } from '../tree.js';
import { findEffectiveDate } from './effective-date.js';
import { locateParts } from './layout.js';
import { parseRules } from './rules.js';
import { parseGlossary } from './glossary.js';
import { readCredit } from './credit.js';

export { stripItalics } from './italics.js';
export { countTree as countCr, type Counts as CrCounts } from '../count.js';
export { splitTerms } from './glossary.js';
export { findEffectiveDate } from './effective-date.js';

export const parseCr: Parser = (text, ctx) => {
  const lines = splitLines(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const effective = findEffectiveDate(lines);
  if (!effective)
    throw new InputError(
      ctx.file,
      0,
      'no effective date: expected "These rules are effective as of <Month> <day>, <year>."',
    );
  const layout = locateParts(lines, ctx.file);
  const warn = (line: number, reason: string) => ctx.warn(line, reason);

  const rules = parseRules(lines, layout.rulesStart, layout.glossary, warn);
  if (!rules.some((n) => n.type === 'rule'))
    throw new InputError(ctx.file, layout.rulesStart + 1, 'no numbered rules before the glossary');
  const glossary = parseGlossary(lines, layout.glossary + 1, layout.credits, warn);
  if (glossary.length === 0) warn(layout.glossary + 1, 'the glossary has no entries');

  // The title is the first line, above the date (a file may have none).
  const title = lines.slice(0, Math.min(layout.rulesStart, effective.line - 1)).find((l) => l.trim() !== '');
  const credit = readCredit(lines, layout.credits + 1);
  const root: SourceRoot = {
    type: 'root',
    data: { format: 'cr', lang: ctx.lang, date: effective.date },
    children: [...rules, ...glossary] as BlockNode[],
  };
  if (title !== undefined) root.data.title = title.trim();
  if (credit) root.data.credit = credit;
  return root;
};
