/**
 * The timeline of a rule's changes (history.ts draws it in the "Changes" section): one mark per
 * revision on a time axis, its shape telling the kind of change, each a link to the revision. A
 * revision's date is written under its mark where it fits: labels are measured once drawn and
 * placed in lanes (history/geometry.ts placeLabels), so that they never overlap, however many
 * revisions crowd a year; a mark left unlabelled keeps its title and its entry in the list.
 */
import { labelOrder, placeLabels, type LabelBox } from '../../lib/history/geometry';
import { isIsoDate } from '../../lib/model/time';
import type { ChangesLabels } from '../../lib/query/site-labels';

export interface TimelineData {
  w: number;
  h: number;
  years: Array<[number, string]>;
  revs: Array<{ v: string; l: string; n: string; c: string; r?: 1; x: number }>;
  t: ChangesLabels;
}

const SVG = 'http://www.w3.org/2000/svg';
/** The axis, and the baselines of the lanes of labels under it. */
const AXIS = 34;
const LANES = [AXIS + 22, AXIS + 36, AXIS + 50];
/** A label's width when it cannot be measured (not rendered): wider than 11px digits ever read. */
const CHAR = 7;

function svg(tag: string, attrs: Record<string, string | number>, ...children: Array<Node | string>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

function mark(c: string, x: number, y: number): SVGElement {
  if (c === 'substantive' || c === 'created') return svg('circle', { cx: x, cy: y, r: 7, fill: 'currentColor' });
  if (c === 'retired')
    return svg('path', { d: `M${x - 6} ${y - 6}l12 12m0 -12l-12 12`, stroke: 'currentColor', 'stroke-width': 2.5 });
  if (c === 'renumbered')
    return svg('rect', {
      x: x - 6,
      y: y - 6,
      width: 12,
      height: 12,
      transform: `rotate(45 ${x} ${y})`,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
    });
  const r = c === 'unchanged' ? 3 : 6;
  return svg('circle', { cx: x, cy: y, r, fill: 'var(--bg)', stroke: 'currentColor', 'stroke-width': 2 });
}

/** A revision's label: its first date, or its place on a history page (#3). */
function short(r: { v: string; l: string }, i: number): string {
  if (isIsoDate(r.v)) return r.v;
  return r.l.length > 16 ? '#' + (r.l.split('#')[1] ?? i) : r.l;
}

export function timeline(d: TimelineData): { figure: HTMLElement; place: () => void } {
  const box = svg('svg', {
    class: 'timeline',
    viewBox: `0 0 ${d.w} ${d.h}`,
    width: d.w,
    height: d.h,
    role: 'group',
    'aria-labelledby': 'tl-title',
  });
  box.append(svg('title', { id: 'tl-title' }, d.t.timeline));
  box.append(svg('line', { x1: 10, y1: AXIS, x2: d.w - 10, y2: AXIS, stroke: 'currentColor', 'stroke-width': 1.5 }));
  const years = d.years.map(([x, year]) => {
    const text = svg('text', { x, y: AXIS - 10 }, year);
    box.append(svg('g', {}, svg('line', { x1: x, y1: AXIS - 5, x2: x, y2: AXIS + 5, stroke: 'currentColor' }), text));
    return { x, text };
  });
  const labels = d.revs.map((r, i) => {
    const text = svg('text', { x: r.x, y: LANES[0]! }, short(r, i));
    const title = `${r.l}: ${d.t.c[r.c] ?? r.c}${r.r ? ` (${d.t.renumbered} ${r.n})` : ''}`;
    box.append(
      svg(
        'a',
        { href: `#v${i}` },
        svg('title', {}, title),
        svg('g', { class: `m c-${r.c}` }, mark(r.c, r.x, AXIS), text),
      ),
    );
    return { x: r.x, text };
  });
  const figure = document.createElement('figure');
  figure.className = 'timeline-fig';
  const caption = document.createElement('figcaption');
  caption.className = 'legend';
  caption.textContent = d.t.key;
  figure.append(box, caption);
  /** Once the figure is in the page: labels measured, placed in lanes, those with no room taken out. */
  const place = () => {
    const measure = (all: Array<{ x: number; text: SVGElement }>): LabelBox[] =>
      all.map(({ x, text }) => ({
        x,
        width: (text as SVGTextElement).getComputedTextLength() || (text.textContent ?? '').length * CHAR,
      }));
    const put = (all: Array<{ x: number; text: SVGElement }>, order: number[], ys: number[]) =>
      placeLabels(measure(all), order, ys.length).forEach((p, i) => {
        const { text } = all[i]!;
        if (!p) return text.remove();
        text.setAttribute('x', String(p.left));
        text.setAttribute('y', String(ys[p.lane]));
      });
    put(
      years,
      years.map((_, i) => i),
      [AXIS - 10],
    );
    put(labels, labelOrder(d.revs.map((r) => r.c)), LANES);
  };
  return { figure, place };
}
