/** `po`: a gettext PO file a translator brought back from `rules export` (see ../exchange.ts). */
import { readPo } from '../../exchange/po.js';
import { exchangeTree } from '../exchange.js';
import type { Parser } from '../../model/tree.js';

export const parsePo: Parser = (text, ctx) => exchangeTree(readPo(text, ctx.file), 'po', ctx);
