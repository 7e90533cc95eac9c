/**
 * Parser for format `cr`: an official Comprehensive Rules text file of any year (2003–2026).
 * Title and effective date from the top, the Introduction and contents list skipped, then the
 * rules (chapters, sections, rules, subrules, examples), the glossary, and the Credits block.
 * A hard-wrapped release is unwrapped first (unwrap.ts); a release that ends early keeps what it
 * has and says where it ends (`truncated`): what it lacks is unknown, not removed.
 */
import { InputError } from '../../model/errors.js';
import { SOURCE_LANG } from '../../langs/source.js';
import { splitLines } from '../../decode/index.js';
import { hasSilentEdge, withoutSilentEdges } from '../../text/invisible.js';
import type { BlockNode, Parser, SourceRoot } from '../../model/tree.js';
import { findEffectiveDate } from './effective-date.js';
import { locateParts } from './layout.js';
import { parseRules } from './rules.js';
import { parseGlossary } from './glossary.js';
import { readCredit } from './credit.js';
import { unwrapLines } from './unwrap.js';

import { stripItalics } from './italics.js';

export { stripItalics };
export { countTree as countCr, type Counts as CrCounts } from '../count.js';
export { splitTerms } from './glossary.js';
export { findEffectiveDate } from './effective-date.js';

export const parseCr: Parser = (text, ctx) => {
  // A republication's stray byte-order marks, zero-width spaces and blank lines of any white space
  // read as the lines of the publication before it (text/invisible.ts).
  const printed = splitLines(text);
  for (let i = 0; i < printed.length; i++) if (hasSilentEdge(printed[i]!)) printed[i] = withoutSilentEdges(printed[i]!);
  const stated = findEffectiveDate(printed);
  // A whole translation whose date line cannot be read takes the date it is listed with (said once);
  // an official release must state its own.
  const effective = stated ?? (ctx.date && ctx.lang !== SOURCE_LANG ? { date: ctx.date, line: 0 } : undefined);
  if (!stated && effective)
    ctx.warn(
      1,
      `no effective date line read: the date it is listed with (${effective.date}) is taken`,
      'rules:listed-date',
    );
  if (!effective)
    throw new InputError(
      ctx.file,
      0,
      'no effective date: expected "These rules are effective as of <Month> <day>, <year>." or a registered language\'s form of it ("此规则于2024年2月2日起生效。")',
      'rules:no-effective-date',
    );
  const { lines, joined, width } = unwrapLines(printed);
  if (joined > 0)
    ctx.warn(
      1,
      `the file is hard-wrapped (lines of up to ${width} characters): ${joined} wrapped lines joined to the paragraphs they continue`,
      'rules:hard-wrapped',
    );
  const layout = locateParts(lines, ctx.file);
  const warn = ctx.warn;

  const rules = parseRules(lines, layout.rulesStart, layout.glossary, warn);
  if (!rules.some((n) => n.type === 'rule'))
    throw new InputError(ctx.file, layout.rulesStart + 1, 'no numbered rules before the glossary', 'rules:no-rules');
  const glossary = layout.omitted
    ? []
    : parseGlossary(lines, layout.glossary + 1, layout.credits, warn, layout.truncated !== undefined);
  if (layout.omitted)
    warn(
      layout.omitted.line,
      `the glossary is left out ("${layout.omitted.mark}"): its terms are not in this source`,
      'rules:omitted-glossary',
    );
  else if (glossary.length === 0 && !layout.truncated)
    warn(layout.glossary + 1, 'the glossary has no entries', 'rules:empty-glossary');

  // The title is the first line, above the date (a file may have none).
  const title = lines
    .slice(0, effective.line > 0 ? Math.min(layout.rulesStart, effective.line - 1) : layout.rulesStart)
    .find((l) => l.trim() !== '');
  const root: SourceRoot = {
    type: 'root',
    data: { format: 'cr', lang: ctx.lang, date: effective.date },
    children: [...rules, ...glossary] as BlockNode[],
  };
  // The title as a reader sees it: 2008–2013 files mark the product name's italics with `_`.
  if (title !== undefined) root.data.title = stripItalics(title.trim());
  if (layout.truncated) {
    const { part, line } = layout.truncated;
    const last = part === 'rules' ? rules.findLast((n) => n.type === 'rule')?.number : glossary.at(-1)?.headword;
    root.data.truncated = { part, line, ...(last !== undefined ? { after: last } : {}) };
    warn(
      line,
      part === 'rules'
        ? `the file ends inside the rules${last ? `, after ${last}` : ''}: what follows is unknown in this release, not removed`
        : `the file ends inside the glossary${last ? `, after "${last}"` : ''}: the entries that follow are unknown in this release, not removed`,
      'rules:truncated',
    );
  } else {
    const credit = readCredit(lines, layout.credits + 1);
    if (credit) root.data.credit = credit;
  }
  return root;
};
