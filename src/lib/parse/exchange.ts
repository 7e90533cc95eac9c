/**
 * What the `xliff` and `po` parsers share: a translator's file, read by the exchange layer, as the
 * tree every parser produces. Units are those `rules export` writes (lib/exchange/ids.ts): one per
 * rule's title, text and example, named by the rule's number in the English version they were
 * exported from. Only accepted units (a target, translated or better) become text; a rule none of
 * whose units is accepted is left out, so an untouched export adds nothing.
 */
import { InputError } from '../model/errors.js';
import { isAccepted, type ExchangeDoc } from '../exchange/units.js';
import { unitIdsOf } from '../exchange/ids.js';
import { pos, type ExampleNode, type Format, type HeadingNode, type RuleNode, type SourceRoot } from '../model/tree.js';
import type { ParseContext } from '../model/tree.js';

export function exchangeTree(doc: ExchangeDoc, format: Format, ctx: ParseContext): SourceRoot {
  if (doc.targetLang !== ctx.lang)
    throw new InputError(ctx.file, 0, `the file's target language is "${doc.targetLang}", the source's "${ctx.lang}"`);
  const root: SourceRoot = {
    type: 'root',
    // The title sources.yaml gets from `rules import` (the site names the source by it).
    data: {
      format,
      lang: ctx.lang,
      date: doc.version,
      title: `Reviewed translation (${doc.targetLang}) of English ${doc.version}`,
    },
    children: [],
  };
  const rules = new Map<string, RuleNode>();
  const headings = new Map<string, HeadingNode>();
  const ids = unitIdsOf(doc, ctx.file);
  for (const [k, unit] of doc.units.entries()) {
    const line = unit.line ?? 0;
    const id = ids[k]!;
    if (!isAccepted(unit)) continue;
    const target = unit.target!.trim();
    if (!id.number.includes('.')) {
      // A chapter or section: only its title is translated.
      const heading: HeadingNode = {
        type: 'heading',
        depth: id.number.length === 1 ? 1 : 2,
        number: id.number,
        value: target,
        position: pos(line),
      };
      headings.set(id.number, heading);
      continue;
    }
    let rule = rules.get(id.number);
    if (!rule) {
      rule = { type: 'rule', number: id.number, printed: id.number, children: [], position: pos(line) };
      rules.set(id.number, rule);
    }
    if (id.part === 'title') rule.title = target;
    else if (id.part === 'text') rule.children.unshift({ type: 'paragraph', value: target, position: pos(line) });
    else {
      const example: ExampleNode = { type: 'example', value: target, position: pos(line), index: id.example! };
      rule.children.push(example);
    }
  }
  root.children.push(...headings.values(), ...rules.values());
  return root;
}
