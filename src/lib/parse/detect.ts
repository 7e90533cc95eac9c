/**
 * Which format, language and date a source has, for `rules add` (DESIGN §2).
 *
 * Every format gets a score in [0, 1] from the clues of DESIGN §2's table; the best wins only
 * when it reaches MIN_SCORE and leads the runner-up by MIN_MARGIN, otherwise the answer is
 * null and the CLI asks for `--format`. `reasons` says what was seen, for that message.
 */
import { FORMATS, type Format } from '../model/tree.js';
import { collectFeatures, type Features } from './detection/features.js';

export { detectLanguage, type Lang } from './detection/language.js';
export { detectDate, dateInFileName, dateInText } from './detection/date.js';

export const MIN_SCORE = 0.5;
export const MIN_MARGIN = 0.2;

export type Detection =
  | { format: Format; scores: Record<Format, number>; reasons: string[] }
  | { format: null; scores: Record<Format, number>; reasons: string[] };

export function detectFormat(text: string): Detection {
  const f = collectFeatures(text);
  const reasons: string[] = [];
  const scores = {} as Record<Format, number>;
  for (const format of FORMATS) scores[format] = round(SCORERS[format](f, reasons));

  const ranked = [...FORMATS].sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0]!;
  const second = ranked[1]!;
  if (scores[best] < MIN_SCORE) {
    reasons.push(`no format scores ${MIN_SCORE} or more (best: ${best} ${scores[best]})`);
    return { format: null, scores, reasons };
  }
  if (scores[best] - scores[second] < MIN_MARGIN) {
    reasons.push(`no clear winner: ${best} ${scores[best]} vs ${second} ${scores[second]}`);
    return { format: null, scores, reasons };
  }
  reasons.push(`detected ${best} (${scores[best]}; next ${second} ${scores[second]})`);
  return { format: best, scores, reasons };
}

type Scorer = (f: Features, reasons: string[]) => number;

/**
 * A whole CR: title and date at the top, or title, sections of every chapter and a glossary (a
 * whole translation whose date line cannot be read). A translation of one part lacks the date line.
 */
function isFullCr(f: Features): boolean {
  return f.crTitle && (f.asOf || wholeBody(f));
}

const wholeBody = (f: Features) => f.glossaryHeadings > 0 && f.sectionHeadings.size >= 20;

const SCORERS: Record<Format, Scorer> = {
  cr(f, reasons) {
    if (f.crTitle) reasons.push('title names the Comprehensive Rules');
    if (f.asOf) reasons.push('an effective date ("effective as of …") near the top');
    if (wholeBody(f)) reasons.push(`${f.sectionHeadings.size} sections and a glossary heading`);
    return Math.min(
      1,
      (f.crTitle ? 0.55 : 0) +
        (f.asOf ? 0.4 : 0) +
        (f.sectionHeadings.size >= 20 ? 0.05 : 0) +
        (wholeBody(f) ? 0.35 : 0),
    );
  },

  'rule-history'(f, reasons) {
    if (f.viewChangeLines === 0) return 0;
    reasons.push(`${f.viewChangeLines} "View this change" line(s)`);
    return f.viewChangeLines >= 2 ? 1 : 0.7;
  },

  'rule-page'(f, reasons) {
    if (f.pageTitle === 'strong') {
      reasons.push(`first line is a rule page title: "${clip(f.firstLine)}"`);
      return 0.95;
    }
    if (f.pageTitle === 'bare') {
      reasons.push(`first line names one rule: "${clip(f.firstLine)}"`);
      return 0.55;
    }
    return 0;
  },

  'cr-section'(f, reasons) {
    const n = f.sectionHeadings.size;
    if (n < 2) return 0;
    reasons.push(`${n} section headings (${[...f.sectionHeadings].slice(0, 3).join(', ')}${n > 3 ? ', …' : ''})`);
    const score = Math.min(0.95, 0.8 + (n - 2) * 0.015);
    // A whole CR also has section headings; its title and date explain them better.
    return isFullCr(f) ? Math.min(score, 0.5) : score;
  },

  'rule-excerpt'(f, reasons) {
    if (f.ruleLines === 0 || f.ruleSections.size !== 1 || f.sectionHeadings.size >= 2) return 0;
    const section = [...f.ruleSections][0]!;
    let score = 0.9;
    const penalties: string[] = [];
    if (f.ruleBases.size > 3) {
      score -= 0.4;
      penalties.push(`${f.ruleBases.size} different rules`);
    }
    if (f.leadingLines > 3) {
      score -= 0.3;
      penalties.push(`${f.leadingLines} lines before the first rule`);
    } else if (f.leadingLongest > 100) {
      score -= 0.2;
      penalties.push('prose before the first rule');
    }
    if (f.backReferenceLines > 0) {
      score -= 0.3;
      penalties.push(`${f.backReferenceLines} back-reference line(s)`);
    }
    if (f.commentaryLines > 0) {
      score -= Math.min(0.3, 0.1 * f.commentaryLines);
      penalties.push(`${f.commentaryLines} heading or question line(s) among the rules`);
    }
    reasons.push(
      `${f.ruleLines} numbered rule line(s), all in section ${section}` +
        (penalties.length ? `, but ${penalties.join(', ')}` : ''),
    );
    // A page or a history also prints numbers of one rule; their own markers decide.
    if (f.pageTitle === 'strong' || f.viewChangeLines > 0) score *= 0.5;
    return Math.max(0, score);
  },

  // A translator's file: XML with an <xliff> root, or gettext entries.
  xliff(f, reasons) {
    if (!/^<\?xml|^<xliff\b/.test(f.firstLine)) return 0;
    reasons.push('an XML file (XLIFF)');
    return 0.9;
  },

  // Markdown with front matter: a guide (`rules add guide.md`).
  'article-md'(f, reasons) {
    if (f.firstLine !== '---' || !f.frontMatterTitle) return 0;
    reasons.push('Markdown front matter with a title');
    return 0.9;
  },

  po(f, reasons) {
    if (!/^(msgid|msgctxt|#)/.test(f.firstLine) || f.poEntries === 0) return 0;
    reasons.push(`${f.poEntries} gettext msgid line(s)`);
    return 0.9;
  },

  article(f, reasons) {
    if (f.ruleLines === 0 && f.inlineNumbers === 0) return 0;
    let score = 0.5;
    const signs: string[] = [];
    if (f.ruleSections.size > 1) {
      score += 0.15;
      signs.push(`rules of ${f.ruleSections.size} sections`);
    }
    if (f.ruleBases.size > 3) {
      score += 0.15;
      signs.push(`${f.ruleBases.size} different rules`);
    }
    if (f.leadingLines > 3 || f.leadingLongest > 100) {
      score += 0.15;
      signs.push('prose before the first rule');
    }
    if (f.backReferenceLines > 0) {
      score += 0.15;
      signs.push('back-references');
    }
    if (f.commentaryLines > 0) {
      score += 0.1;
      signs.push('headings or questions among the rules');
    }
    reasons.push(`rule numbers in prose${signs.length ? ': ' + signs.join(', ') : ''}`);
    // "Anything else with rule numbers": the other formats' own markers explain the numbers.
    if (f.viewChangeLines > 0 || f.pageTitle === 'strong' || f.sectionHeadings.size >= 2 || isFullCr(f)) score *= 0.5;
    return Math.min(1, score);
  },
};

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function clip(s: string): string {
  return s.length > 60 ? s.slice(0, 57) + '…' : s;
}
