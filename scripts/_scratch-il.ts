// @ts-nocheck
import { diffArrays } from 'diff';
import { wordTokens } from '../src/lib/history/text.js';
import { splitGlued } from '../src/lib/history/glue.js';
const a = "Instant and sorcery cards can't come into play. Some tribal cards can come into play and some can't.";
const b = "Instant and sorcery cards can't enter the battlefield and thus can't be permanents. Some tribal cards can enter the battlefield and some can't.";
const block = diffArrays(wordTokens(a), wordTokens(b)).map((c) => (c.added ? '{' : c.removed ? '[' : '') + c.value.join('') + (c.added ? '}' : c.removed ? ']' : '')).join('');
console.log(block);
const plain = diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
const tk = (t) => wordTokens(t).filter((x) => x.trim());
console.log(splitGlued([tk(a), tk(plain), tk(b)]).map((x) => x.join(' ')));
