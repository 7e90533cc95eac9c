/** One parser per source format (DESIGN §2). */
import type { Format, Parser } from '../model/tree.js';
import { parseCr } from './cr/index.js';
import { parseRuleHistory } from './rule-history/index.js';
import { parseRulePage } from './rule-page/index.js';
import { parseCrSection } from './cr-section/index.js';
import { parseRuleExcerpt } from './rule-excerpt/index.js';
import { parseArticle } from './article/index.js';
import { parseXliff } from './xliff/index.js';
import { parsePo } from './po/index.js';
import { parseArticleMd } from './article-md/index.js';

export const PARSERS: Record<Format, Parser> = {
  cr: parseCr,
  'rule-history': parseRuleHistory,
  'rule-page': parseRulePage,
  'cr-section': parseCrSection,
  'rule-excerpt': parseRuleExcerpt,
  article: parseArticle,
  xliff: parseXliff,
  po: parsePo,
  'article-md': parseArticleMd,
};
