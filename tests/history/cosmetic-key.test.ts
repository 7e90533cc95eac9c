/**
 * cosmeticKey skips the passes whose characters a text lacks: it must give what running every pass
 * gives, on any text.
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { cosmeticKey } from '../../src/lib/text/rule-text.js';

// Every pass, always: the definition the skipping must keep.
const ITALIC = /(?<![_\w])_(?!_)([^_\n]+?)(?<!_)_(?![_\w])/g;
const everyPass = (text: string) =>
  text
    .replace(ITALIC, '$1')
    .replace(/[‘’‚‛′`´"“”„‟″«»]/g, "'")
    .replace(/…/g, '...')
    .replace(/(?<=\w)\((r|tm)\)/gi, (_, m: string) => (m.toLowerCase() === 'r' ? '®' : '™'))
    .replace(/\s*(?:-{1,3}|[‐‑‒–—―−])\s*/g, ' — ')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[.,;:!?)\]}'])|(?<=[([{']) /g, '')
    .trim();

const pieces = [
  'a',
  'Copy',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '_',
  '__',
  '-',
  '--',
  '—',
  '–',
  '−',
  '"',
  '“',
  '’',
  "'",
  '…',
  '.',
  ',',
  '(',
  ')',
  '[',
  '7',
  '(r)',
  '(TM)',
  '®',
  '™',
];
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((a) => a.join(''));

it('gives what running every pass gives', () => {
  fc.assert(
    fc.property(text, (t) => {
      expect(cosmeticKey(t)).toBe(everyPass(t));
    }),
    { numRuns: 3000 },
  );
});
