// @ts-nocheck
import { wordDiff, sidesOf } from '../src/lib/history/diff.js';
const cases = [['a b c', 'a x c'], ['To copy a spell or activated ability means', 'To copy a spell, activated ability, or triggered ability means'], ['x', 'x y'], ['same', 'same'], ['abc def', 'abd def'], ['Копия заклинания — это само заклинание.', 'Копия способности — это сама способность.']];
for (const [a, b] of cases) { const d = wordDiff(a, b); const [x, y] = sidesOf(d); console.log(JSON.stringify(d), x === a && y === b); }
