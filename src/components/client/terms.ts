/**
 * What a glossary term means, shown beside it: on hover (the box stays while the pointer moves onto
 * it), on keyboard focus, and on a tap (a second tap follows the link to the glossary); Escape,
 * leaving or tapping elsewhere closes it. One box for the page (role="tooltip"), the description
 * of the term it is shown for (aria-describedby) while it is. The words come from /{lang}/glossary.json (fetched
 * once; lib/query/site-term-notes.ts) and go in as text (textContent), never as markup.
 */
type Note = [term: string, text: string, lang?: string, word?: string];

let notes: Promise<Record<string, unknown>> | undefined;
let tip: HTMLElement | undefined;
let shownFor: HTMLAnchorElement | undefined;
/** The term a tap showed: the next tap on it follows its link. */
let tappedFor: HTMLAnchorElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const pageLang = () => document.documentElement.lang;

function load(): Promise<Record<string, unknown>> {
  notes ??= fetch(`/${encodeURIComponent(pageLang())}/glossary.json`)
    .then((r) => (r.ok ? (r.json() as Promise<unknown>) : undefined))
    .then((d) => {
      const terms = d && typeof d === 'object' ? (d as { terms?: unknown }).terms : undefined;
      return terms && typeof terms === 'object' ? (terms as Record<string, unknown>) : {};
    })
    .catch(() => {
      notes = undefined; // offline or damaged: the next use tries again
      return {};
    });
  return notes;
}

/** A note as the file should have it: strings only (anything else is not shown). */
const isNote = (n: unknown): n is Note => Array.isArray(n) && n.length >= 2 && n.every((x) => typeof x === 'string');

function el(tag: string, text: string, lang?: string, cls?: string): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = text;
  if (lang && lang !== pageLang()) e.lang = lang;
  if (cls) e.className = cls;
  return e;
}

function box(): HTMLElement {
  if (tip) return tip;
  tip = document.createElement('div');
  tip.id = 'term-tip';
  tip.className = 'term-tip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  document.body.append(tip);
  return tip;
}

export function hideTerm(): void {
  clearTimeout(timer);
  if (tip) tip.hidden = true;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = tappedFor = undefined;
}

/** Show what the term links to, beside it: if the reader is still on it (or tapped it). */
export async function showTerm(a: HTMLAnchorElement, tapped = false): Promise<void> {
  clearTimeout(timer);
  let slug: string;
  try {
    slug = decodeURIComponent(a.hash.slice(1));
  } catch {
    return;
  }
  const n = (await load())[slug];
  if (!isNote(n) || !(tapped || a.matches(':hover, :focus'))) return;
  if (shownFor !== a) hideTerm();
  const [term, text, lang, word] = n;
  const t = box();
  const head = el('p', '', undefined, 'tip-head');
  head.append(el('strong', term, lang));
  if (word) head.append(' · ', el('span', word));
  const body = el('p', text, lang);
  // A definition in another language than the page's says which (as rule blocks do).
  if (lang && lang !== pageLang()) body.append(' ', el('small', lang.toUpperCase(), undefined, 'badge'));
  t.replaceChildren(head, body);
  t.hidden = false;
  shownFor = a;
  if (tapped) tappedFor = a;
  a.setAttribute('aria-describedby', t.id);
  // Under the term, within the viewport's width (a 390 px phone included).
  const r = a.getBoundingClientRect();
  const left = Math.max(8, Math.min(r.left, document.documentElement.clientWidth - t.offsetWidth - 8));
  t.style.left = `${left + scrollX}px`;
  t.style.top = `${r.bottom + scrollY + 6}px`;
}

const termOf = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.term') : null);
const inTip = (n: EventTarget | null) => !!tip && n instanceof Node && tip.contains(n);
const later = () => {
  clearTimeout(timer);
  timer = setTimeout(hideTerm, 300);
};

let ready = false;

/** The page's listeners, once (client/terms-hook.ts calls this when it loads the module). */
export function initTerms(): void {
  if (ready) return;
  ready = true;
  const on = (kind: string, f: (e: Event) => void) => addEventListener(kind, f, true);
  on('pointerover', (e) => {
    const a = termOf(e);
    if (inTip(e.target)) clearTimeout(timer);
    else if (a && (e as PointerEvent).pointerType !== 'touch') void showTerm(a);
  });
  on('pointerout', (e) => {
    const p = e as PointerEvent;
    const to = p.relatedTarget;
    // (A finger lifted leaves the term too: what a tap showed stays until the next tap elsewhere.)
    if (p.pointerType === 'touch') return;
    if ((termOf(e) || inTip(e.target)) && !inTip(to) && !(to instanceof Node && shownFor?.contains(to))) later();
  });
  on('focusin', (e) => {
    const a = termOf(e);
    if (a) void showTerm(a);
  });
  on('focusout', (e) => {
    if (termOf(e) === shownFor) hideTerm();
  });
  on('keydown', (e) => {
    if ((e as KeyboardEvent).key === 'Escape') hideTerm();
  });
  on('click', (e) => {
    const a = termOf(e);
    if (a && (e as PointerEvent).pointerType === 'touch' && tappedFor !== a) {
      // The first tap shows the definition; the second follows the link.
      e.preventDefault();
      void showTerm(a, true);
    } else if (!a && !inTip(e.target)) hideTerm();
  });
  addEventListener('resize', hideTerm);
}
