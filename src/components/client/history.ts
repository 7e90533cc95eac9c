/**
 * History page island: pick any two versions and see their word diff. Texts come from a JSON
 * script element; the diff is built with DOM text nodes only (never innerHTML).
 */
import { diffArrays } from 'diff';

interface Rev {
  v: string;
  l: string;
  n: string;
  t: string;
}

const TOKEN = /\s+|[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function marked(tag: 'ins' | 'del', text: string, title: string): HTMLElement {
  const el = document.createElement(tag);
  el.title = title;
  const open = document.createElement('span');
  open.className = 'mk';
  open.textContent = tag === 'ins' ? '[+' : '[−';
  const close = document.createElement('span');
  close.className = 'mk';
  close.textContent = tag === 'ins' ? '+]' : '−]';
  el.append(open, text, close);
  return el;
}

/** Text with its line breaks (body, then each example on its own line) as <br>, like the page's diffs. */
function withBreaks(text: string): Array<string | HTMLElement> {
  return text
    .split('\n')
    .flatMap((line, i) => [...(i > 0 ? [document.createElement('br')] : []), ...(line ? [line] : [])]);
}

export function renderWordDiff(out: HTMLElement, a: string, b: string): void {
  out.replaceChildren();
  const div = document.createElement('div');
  div.className = 'diff';
  let changed = false;
  for (const part of diffArrays(tokens(a), tokens(b))) {
    const text = part.value.join('');
    if (part.added) div.append(marked('ins', text, out.dataset.ins ?? '+'));
    else if (part.removed) div.append(marked('del', text, out.dataset.del ?? '−'));
    else div.append(...withBreaks(text));
    changed ||= !!(part.added || part.removed);
  }
  if (!changed) div.append(' ', out.dataset.same ?? '');
  out.append(div);
}

export function initHistory(): void {
  const data = document.getElementById('rev-data');
  const a = document.getElementById('pick-a') as HTMLSelectElement | null;
  const b = document.getElementById('pick-b') as HTMLSelectElement | null;
  const out = document.getElementById('pick-out');
  if (!data || !a || !b || !out) return;
  const revs = JSON.parse(data.textContent ?? '[]') as Rev[];
  const from = new URLSearchParams(location.search).get('from');
  const at = from ? revs.findIndex((r) => r.v === from) : -1;
  if (at >= 0) {
    a.value = String(at);
    b.value = String(revs.length - 1);
  }
  const update = () => renderWordDiff(out, revs[Number(a.value)]?.t ?? '', revs[Number(b.value)]?.t ?? '');
  a.addEventListener('change', update);
  b.addEventListener('change', update);
  update();
  (out.closest('section') as HTMLElement | null)?.removeAttribute('hidden');
}
