/**
 * `rule-page`: one rule as a rules site shows it (seed 002).
 *
 *   Regla 707.10 · Copiar objetos      ← the rule's number; the title is its SECTION's (707)
 *   <body paragraphs>                  ← rule 707.10
 *   Ejemplo: …                         ← examples of 707.10
 *   Subreglas                          ← heading
 *   <paragraph>                        ← 707.10a (unnumbered: number inferred by position)
 *   Ejemplo: …                         ← belongs to the subrule before it
 *   <paragraph>                        ← 707.10b …
 *
 * Pages that print their subrule numbers (`707.10a …`) are read as printed; there an
 * unnumbered paragraph continues the subrule before it instead of starting a new one.
 */
import { InputError } from '../../model/errors.js';
import { letterAt, nextLetter, parseNumber } from '../../model/numbers.js';
import type { ExampleNode, HeadingNode, ParagraphNode, Parser, RuleNode, SourceRoot } from '../../model/tree.js';
import { pos } from '../../model/tree.js';
import { EXAMPLE_LABEL_RE, leadingNumber, parseTitleLine, SUBRULES_HEADING_RE } from './labels.js';
import { toParagraphs, type Para } from './paragraphs.js';

export const parseRulePage: Parser = (text, ctx) => {
  const paras = toParagraphs(text);
  const first = paras[0];
  if (!first) throw new InputError(ctx.file, 0, 'empty rule page: expected a first line like "Rule 707.10 · Title"');
  const title = parseTitleLine(first.text);
  if (!title) {
    throw new InputError(
      ctx.file,
      first.line,
      `not a rule page: expected a first line like "Rule 707.10 · Title", got "${clip(first.text)}"`,
    );
  }

  const root: SourceRoot = {
    type: 'root',
    data: { format: 'rule-page', lang: ctx.lang, title: first.text, rule: title.number },
    children: [],
  };
  if (title.sectionTitle) {
    const heading: HeadingNode = {
      type: 'heading',
      depth: 2,
      number: title.number.slice(0, 3),
      value: title.sectionTitle,
      position: pos(first.line),
    };
    root.children.push(heading);
  }

  const main: RuleNode = {
    type: 'rule',
    number: title.number,
    printed: title.printed,
    children: [],
    position: pos(first.line),
  };
  root.children.push(main);

  const body = paras.slice(1);
  // Decided once per page: if any subrule number is printed, unnumbered paragraphs are continuations.
  const printsSubruleNumbers = body.some((p) => isSubruleOf(leadingNumber(p.text)?.number, title.number));
  let inSubrules = false;
  let current: RuleNode = main;
  let expected: string | undefined = letterAt(0);

  const startSubrule = (p: Para, number: string, printed: string, value: string, inferred: boolean): void => {
    const rule: RuleNode = { type: 'rule', number, printed, children: [], position: pos(p.line, p.endLine) };
    if (inferred) rule.inferred = true;
    if (value !== '') rule.children.push(paragraph(value, p));
    root.children.push(rule);
    current = rule;
    expected = nextLetter(parseNumber(number)?.letter ?? '');
  };

  for (const p of body) {
    if (SUBRULES_HEADING_RE.test(p.text)) {
      const heading: HeadingNode = {
        type: 'heading',
        depth: 3,
        value: p.text.replace(/\s*:$/, ''),
        position: pos(p.line, p.endLine),
      };
      root.children.push(heading);
      // A subrule's own page (`Rule 707.10a`) cannot have subrules: what follows stays its text.
      if (/\d$/.test(title.number)) inSubrules = true;
      else
        ctx.warn(
          p.line,
          `subrule heading on the page of subrule ${title.number}: paragraphs kept as its text`,
          'rules:subrule-heading',
        );
      continue;
    }

    const label = EXAMPLE_LABEL_RE.exec(p.text);
    if (label) {
      if (inSubrules && current === main)
        ctx.warn(p.line, 'example before the first subrule: attached to the rule', 'rules:example-before-subrule');
      addChild(current, example(p.text.slice(label[0].length), p));
      continue;
    }

    const lead = leadingNumber(p.text);
    if (lead && isSubruleOf(lead.number, title.number)) {
      inSubrules = true;
      const letter = lead.number.slice(title.number.length);
      if (expected !== undefined && letter !== expected) {
        ctx.warn(
          p.line,
          `subrule ${lead.number} out of sequence (expected ${title.number}${expected})`,
          'rules:number-out-of-sequence',
        );
      }
      startSubrule(p, lead.number, lead.printed, lead.rest, false);
      continue;
    }
    if (lead && lead.number === title.number && current === main && main.children.length === 0) {
      // The body repeats the page's number (`707.10. To copy …`): keep it as the printed number.
      main.printed = lead.printed;
      if (lead.rest !== '') addChild(main, paragraph(lead.rest, p));
      continue;
    }
    if (lead && lead.number !== title.number) {
      ctx.warn(
        p.line,
        `rule number ${lead.number} on the page of ${title.number}: kept as a paragraph`,
        'rules:foreign-number',
      );
    }

    if (!inSubrules || (printsSubruleNumbers && current !== main)) {
      addChild(current, paragraph(p.text, p));
      continue;
    }
    if (expected === undefined) {
      throw new InputError(ctx.file, p.line, `more unnumbered subrules than subrule letters after ${current.number}`);
    }
    startSubrule(p, title.number + expected, '', p.text, true);
  }
  // The rule's text starts below the title line; a rule with no body stays at the title.
  const firstChild = main.children[0];
  if (firstChild) main.position = pos(firstChild.position.start.line, main.position.end.line);
  return root;
};

/** True when `number` is a lettered subrule of `rule` (`707.10a` of `707.10`). */
function isSubruleOf(number: string | undefined, rule: string): boolean {
  return number !== undefined && /^[a-z]{1,2}$/.test(number.slice(rule.length)) && number.startsWith(rule);
}

function paragraph(value: string, p: Para): ParagraphNode {
  return { type: 'paragraph', value, position: pos(p.line, p.endLine) };
}

function example(value: string, p: Para): ExampleNode {
  return { type: 'example', value: value.trim(), position: pos(p.line, p.endLine) };
}

function addChild(rule: RuleNode, child: ParagraphNode | ExampleNode): void {
  rule.children.push(child);
  const { start, end } = rule.position;
  if (child.position.end.line > end.line) rule.position = pos(start.line, child.position.end.line);
}

function clip(s: string): string {
  return s.length > 60 ? s.slice(0, 57) + '…' : s;
}
