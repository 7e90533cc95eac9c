/**
 * `rule-history`: a rules-change site's history of one rule (seed 003).
 *
 *   Rule 707.10
 *   <block>            ← change view 0
 *   View this change
 *   <block>            ← change view 1
 *   View this change
 *   …
 *
 * Each block is a change view whose markup was lost: deleted and inserted text stand side
 * by side (`activatedtriggered`). We keep every block as printed, in order, as a
 * RevisionNode; reading the clean texts out of them is the history stage's job. Block i shows
 * the change from revision i to revision i+1 (its deleted side is revision i), so n blocks
 * describe n+1 revisions, and block 0 is where the text before the first change lives.
 * Text after the last `View this change` line, if a page has any, is one more block.
 */
import { splitLines } from '../../decode/index.js';
import { InputError } from '../../model/errors.js';
import type { Parser, RevisionNode, SourceRoot } from '../../model/tree.js';
import { pos } from '../../model/tree.js';
import { parseTitleLine } from '../rule-page/labels.js';

/** The separator line between blocks (the site's link text). */
export const VIEW_CHANGE_RE = /^\s*View this change\s*$/i;

export const parseRuleHistory: Parser = (text, ctx) => {
  const lines = splitLines(text.replace(/^\uFEFF/, ''));
  const titleIndex = lines.findIndex((l) => l.trim() !== '');
  if (titleIndex < 0) throw new InputError(ctx.file, 0, 'empty rule history: expected a first line like "Rule 707.10"');
  const titleText = lines[titleIndex]!.trim();
  const title = parseTitleLine(titleText);
  if (!title) {
    throw new InputError(
      ctx.file,
      titleIndex + 1,
      `not a rule history: expected a first line like "Rule 707.10", got "${titleText.slice(0, 60)}"`,
    );
  }

  const root: SourceRoot = {
    type: 'root',
    data: { format: 'rule-history', lang: ctx.lang, title: titleText, rule: title.number },
    children: [],
  };

  let block: { lines: string[]; start: number; end: number } | undefined;
  let separators = 0;
  const close = (separatorLine: number): void => {
    if (!block) {
      ctx.warn(separatorLine, '"View this change" with no text before it: ignored', 'rules:empty-change');
      return;
    }
    const node: RevisionNode = {
      type: 'revision',
      index: root.children.length,
      value: block.lines.join('\n'),
      position: pos(block.start, block.end),
    };
    root.children.push(node);
    block = undefined;
  };

  for (let i = titleIndex + 1; i < lines.length; i++) {
    const line = i + 1;
    const raw = lines[i]!;
    if (VIEW_CHANGE_RE.test(raw)) {
      separators++;
      close(line);
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    if (block) {
      block.lines.push(trimmed);
      block.end = line;
    } else {
      block = { lines: [trimmed], start: line, end: line };
    }
  }
  if (block) close(block.end);

  if (separators === 0) {
    throw new InputError(ctx.file, titleIndex + 1, 'not a rule history: no "View this change" line');
  }
  return root;
};
