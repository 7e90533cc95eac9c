/** `xliff`: an XLIFF 1.2 file a translator brought back from `rules export` (see ../exchange.ts). */
import { readXliff } from '../../exchange/xliff.js';
import { exchangeTree } from '../exchange.js';
import type { Parser } from '../../model/tree.js';

export const parseXliff: Parser = (text, ctx) => exchangeTree(readXliff(text, ctx.file), 'xliff', ctx);
