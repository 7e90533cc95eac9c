/**
 * Mana and tap symbols in the island's texts: "{G}", "{2}", "{U/R}", "{G/P}", "{T}", "{X}" drawn
 * as small coloured circles (src/styles/scenarios.css), each an image named in the page's language
 * ("green mana", «зелёная мана») that keeps its raw text inside, visually hidden, so the text still
 * copies and reads as printed. Text nodes only: card text is data, never markup.
 */
import type { Say } from '../../lib/scenarios/describe';

const SYMBOL = /\{([^{}\s]{1,5})\}/g;
const COLOURED = /^[WUBRGC]$/;

/** A symbol's name in the page's words, or undefined for one the island doesn't know (left as text). */
function nameOf(code: string, t: Say): string | undefined {
  if (/^\d{1,2}$/.test(code)) return t('mana.generic', { count: Number(code) });
  if (COLOURED.test(code) || /^[TQXS]$/.test(code)) return t(`mana.${code}`);
  const [a = '', b = ''] = code.split('/');
  if (b === 'P' && COLOURED.test(a)) return t('mana.phyrexian', { mana: t(`mana.${a}`) });
  const x = nameOf(a, t);
  const y = b && nameOf(b, t);
  return x && y ? t('mana.hybrid', { a: x, b: y }) : undefined;
}

/**
 * `text` with its symbols drawn, for an element's children. The circle shows the symbol's letter
 * or number (a hybrid's two halves by data-a/data-b), so colour is never the only clue.
 */
export function mana(text: string, t: Say): (Node | string)[] {
  const out: (Node | string)[] = [];
  let last = 0;
  for (const m of text.matchAll(SYMBOL)) {
    const code = m[1]!;
    const name = nameOf(code, t);
    if (!name) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    const [a = '', b] = code.split('/');
    const s = document.createElement('span');
    s.className = 'ms';
    s.dataset.a = /^\d+$/.test(a) ? 'N' : a;
    if (b) s.dataset.b = b;
    s.dataset.m = code;
    s.setAttribute('role', 'img');
    s.setAttribute('aria-label', name);
    s.title = name;
    const raw = document.createElement('span');
    raw.className = 'sr';
    raw.textContent = m[0];
    s.append(raw);
    out.push(s);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
