// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { parseRuleHistory } from '/work/main/src/lib/parse/rule-history/index.js';
import { wordTokens } from '/work/main/src/lib/history/text.js';
const t = parseRuleHistory(readFileSync('/work/main/content/sources/en/rule-707.10-history.txt','utf8'), {file:'x', lang:'en', warn(){}});
const blocks = t.children.map(c => c.value);
const a = wordTokens(blocks[3]), b = wordTokens(blocks[4]);
for (const c of diffArrays(a, b)) if (c.added || c.removed) console.log(c.added ? '+' : '-', JSON.stringify(c.value.join('')));
