/**
 * One rule as a block of HTML: number (linked), title, paragraphs, examples set apart, and small
 * badges (not translated, unconfirmed placement). Used by rule, section and one-page views.
 */
import type { Element, ElementContent } from 'hast';
import { paragraphNodes, type LinkContext } from './rule-text.js';
import { txt } from './safe.js';
import { h } from 'hastscript';

export interface Badge {
  text: string;
  title?: string;
  className: string;
}

export interface BlockInput {
  id: string;
  anchor: string;
  kind: 'chapter' | 'section' | 'rule' | 'subrule';
  /** The number shown (canonical id without `@date`). */
  number: string;
  numberHref?: string;
  title: string;
  /** An example in another language than the rendition's (the English of a part not translated) says so. */
  rendition?: { lang: string; text: string; examples: ReadonlyArray<{ text: string; lang?: string }> };
  /** The title of the badge on such an example ("not translated"). */
  untranslatedLabel?: string;
  badges: Badge[];
  uiLang: string;
  exampleLabel: string;
  /** Headings for chapters and sections: h2…h6; rules and subrules are paragraphs. */
  headingLevel?: number;
  link: LinkContext;
}

function numberNode(input: BlockInput): ElementContent[] {
  if (!input.number) return [];
  const n = [txt(input.number)];
  return [
    input.numberHref ? h('a', { className: ['n'], href: input.numberHref }, n) : h('span', { className: ['n'] }, n),
  ];
}

function badgeNodes(badges: Badge[], uiLang: string): ElementContent[] {
  return badges.flatMap((b) => [
    txt(' '),
    h('small', { className: ['badge', b.className], lang: uiLang, ...(b.title ? { title: b.title } : {}) }, [
      txt(b.text),
    ]),
  ]);
}

export function ruleBlock(input: BlockInput): Element {
  const r = input.rendition;
  const title = input.title;
  const children: ElementContent[] = [];
  const heading = input.kind === 'chapter' || input.kind === 'section';
  if (heading && !input.number && !title) {
    if (r?.text) children.push(...paragraphNodes(r.text, input.link));
  } else if (heading) {
    const level = Math.min(6, Math.max(2, input.headingLevel ?? 2));
    children.push(
      h(`h${level}`, {}, [
        ...numberNode(input),
        ...(title ? [txt(' '), txt(title)] : []),
        ...badgeNodes(input.badges, input.uiLang),
      ]),
    );
    if (r?.text) children.push(...paragraphNodes(r.text, input.link));
  } else {
    const lead: ElementContent[] = numberNode(input);
    if (title) lead.push(...(lead.length ? [txt(' ')] : []), h('strong', {}, [txt(title)]));
    lead.push(...badgeNodes(input.badges, input.uiLang));
    children.push(...paragraphNodes(r?.text ?? '', input.link, lead));
  }
  for (const ex of r?.examples ?? []) {
    const label = h('span', { className: ['exl'], lang: input.uiLang }, [txt(input.exampleLabel + ':')]);
    if (ex.lang && ex.lang !== r!.lang) {
      const badge = badgeNodes(
        [
          {
            text: ex.lang.toUpperCase(),
            className: 'fb',
            ...(input.untranslatedLabel ? { title: input.untranslatedLabel } : {}),
          },
        ],
        input.uiLang,
      );
      children.push(
        h(
          'div',
          { className: ['ex'], lang: ex.lang },
          paragraphNodes(ex.text, input.link, [label, ...badge, txt(' ')]),
        ),
      );
    } else children.push(h('div', { className: ['ex'] }, paragraphNodes(ex.text, input.link, [label])));
  }
  const props: Record<string, string | string[]> = { className: ['r', `k-${input.kind}`], id: input.anchor };
  if (r) props.lang = r.lang;
  return h(heading ? 'section' : 'div', props, children);
}
