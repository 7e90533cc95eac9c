/**
 * The table as cards, beside the steps: each player's side (battlefield permanents as small cards,
 * Auras and Equipment with what they are attached to, hand, graveyard, exile and library as small
 * piles with counts) and the stack between them, top first, each spell with its targets — before
 * the first step, after the step just played, or after any played step the reader picks. Every
 * state a card is in is said in words (tapped, face down, counters…); its frame colour, the
 * landscape shape of a tapped card and the overlap of an Aura only repeat them.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import type { Observation, ObjectView } from '../../lib/engine/index';
import { labelPhrase } from '../../lib/engine/labels';
import { colorWords, typeLine } from '../../lib/engine/words';
import type { Played } from '../../lib/scenarios/play';
import { showValue, type Say } from '../../lib/scenarios/describe';
import { mana } from './mana';
import { asPrinted, h, type Child } from './scenario-view';

interface Shown {
  played: Played;
  t: Say;
  /** the steps played to reach the table drawn (0: the table as set up) */
  at: number;
}

const shown = new WeakMap<HTMLElement, Shown>();
const PILES = ['hand', 'graveyard', 'exile', 'library'];
const COLOR: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Colours the cost doesn't show (a red copy of a green spell): said, not only drawn. */
function colorsUnlike(v: ObjectView): boolean {
  const fromCost = new Set([...(v.manaCost ?? '')].flatMap((c) => (COLOR[c] ? [COLOR[c]] : [])));
  const colors = v.colors ?? [];
  return colors.length !== fromCost.size || colors.some((c) => !fromCost.has(c));
}

function card(label: string, v: ObjectView | undefined, t: Say, host?: ObjectView): HTMLElement {
  const name = (n: string) => t.word({ name: n });
  if (!v) return h('div', { class: 'sc-card', 'data-card': label }, h('strong', {}, name(label)));
  const en = t.lang === SOURCE_LANG ? undefined : SOURCE_LANG;
  const pt = v.power != null ? `${v.power}/${v.toughness ?? 0}` : '';
  const tags: Child[] = [];
  const tag = (text: string, cls = '', lang?: string) => tags.push(h('li', { class: cls || undefined, lang }, text));
  if (v.tapped) tag(t('field.tapped'), 'sc-tapped');
  if (v.faceDown) tag(t('board.faceDown', { pt }), 'sc-down');
  if (v.token) tag(t('field.token'));
  if (v.copy && !labelPhrase(label)) tag(t('field.copy'));
  if (v.faceUp === 'back') tag(t('value.back'));
  for (const [kind, n] of Object.entries(v.counters ?? {})) if (n) tag(`${kind} ×${n}`, 'sc-counter', en);
  if (v.damage) tag(`${t('field.damage')} ${v.damage}`);
  if (v.chosen) tag(`${t('field.chosen')}: ${showValue(t, 'chosen', v.chosen)}`);
  if (v.attachedTo) tag(`${t('field.attachedTo')} ${name(v.attachedTo)}`);
  if (v.zone === 'stack' || (host && host.controller !== v.controller))
    tag(`${t('field.controller')}: ${t(`player.${v.controller ?? 'you'}`)}`);
  if (v.targets?.length) tag(`${t('field.targets')}: ${showValue(t, 'targets', v.targets)}`);
  if (v.x != null) tag(`X = ${v.x}`);
  if (colorsUnlike(v)) tag(t.word(colorWords(v.colors ?? [])));
  // an object the engine observes has all of these (only a gone one has none, and it isn't drawn)
  const types = t.word(typeLine(v as Required<ObjectView>));
  // a modal spell on the stack: the mode chosen, not the whole card; keywords in the page's words
  const printed = v.modes?.length ? v.modes : (v.abilities ?? []);
  const text = printed.map((a) => t.word({ term: a })).join(' · ');
  const colors = v.faceDown ? 'down' : (v.colors ?? []).length > 1 ? 'multi' : (v.colors?.[0] ?? 'none');
  return h(
    'div',
    { class: `sc-card${v.tapped ? ' tapped' : ''}`, 'data-card': label, 'data-colors': colors },
    h(
      'span',
      { class: 'sc-head' },
      h('strong', {}, name(label)),
      v.manaCost && h('span', { class: 'sc-cost' }, ...mana(v.manaCost, t)),
    ),
    v.name && v.name !== label && !labelPhrase(label) && h('span', { class: 'sc-as' }, `= ${name(v.name)}`),
    types && h('span', { class: 'sc-tl' }, types),
    text && h('span', { class: 'sc-ab', lang: asPrinted(t, printed) ? en : undefined }, ...mana(text, t)),
    tags.length > 0 && h('ul', { class: 'sc-tags' }, ...tags),
    (pt || v.loyalty != null) && h('span', { class: 'sc-pt' }, pt || `${t('field.loyalty')} ${v.loyalty}`),
  );
}

function side(obs: Observation, who: string, t: Say): HTMLElement {
  const all = Object.entries(obs.objects);
  const here = (v: ObjectView) => v.zone === 'battlefield';
  const hosts = all.filter(
    ([, v]) => here(v) && v.controller === who && !(v.attachedTo && obs.objects[v.attachedTo]?.zone === 'battlefield'),
  );
  // lands after the rest, as they sit on a table
  const land = (v: ObjectView) => (v.types?.includes('Land') ? 1 : 0);
  hosts.sort(([, a], [, b]) => land(a) - land(b));
  const field = hosts.map(([label, v]) => {
    const attached = all.filter(([, a]) => here(a) && a.attachedTo === label);
    // Auras and Equipment tucked under what they are attached to (and each says so)
    return h(
      'li',
      { class: attached.length ? 'sc-host' : undefined },
      card(label, v, t),
      attached.length > 0 &&
        h('ul', { class: 'sc-attached' }, ...attached.map(([l, a]) => h('li', {}, card(l, a, t, v)))),
    );
  });
  const piles = h('dl', { class: 'sc-piles' });
  for (const zone of PILES) {
    const cards = all.filter(([, v]) => v.zone === zone && v.owner === who);
    if (cards.length)
      piles.append(
        h('dt', {}, `${t(`zone.${zone}`)} (${cards.length})`),
        ...cards.map(([label]) => h('dd', { 'data-card': label }, t.word({ name: label }))),
      );
  }
  const life = obs.players[who]?.life;
  return h(
    'div',
    { class: 'sc-side', 'data-side': who },
    h('h5', {}, `${t(`player.${who}`)} · ${t('field.life')} ${life ?? '—'}`),
    field.length > 0 && h('ul', { class: 'sc-bf', 'aria-label': t('zone.battlefield') }, ...field),
    piles.childElementCount > 0 && piles,
  );
}

function draw(el: HTMLElement, s: Shown): void {
  const box = el.querySelector<HTMLElement>('.sc-board');
  if (!box) return;
  const { played, t, at } = s;
  const total = played.steps.length;
  const obs = at ? played.steps[at - 1]!.board : played.start;
  const top = [...obs.stack].reverse();
  box.replaceChildren(
    h(
      'h4',
      { id: box.getAttribute('aria-labelledby') ?? undefined },
      at === 0 ? t('board.start') : at >= total ? t('board.end') : t('board.after', { n: at, total }),
    ),
    side(obs, 'opponent', t),
    h(
      'div',
      { class: 'sc-stackzone' },
      h('h5', {}, t('board.stack')),
      top.length
        ? h('ol', { class: 'sc-pile' }, ...top.map((label) => h('li', {}, card(label, obs.objects[label], t))))
        : h('p', { class: 'legend' }, t('stackEmpty')),
    ),
    side(obs, 'you', t),
  );
  el.querySelectorAll<HTMLElement>('.sc-at').forEach((b) =>
    b.setAttribute('aria-pressed', String(b.dataset.at === String(at))),
  );
}

/**
 * The table after `upTo` steps of `played` (none when it couldn't be played), and on each played
 * step a button that shows the table after it.
 */
export function renderBoard(el: HTMLElement, played: Played | null, upTo: number, t: Say): void {
  const box = el.querySelector<HTMLElement>('.sc-board');
  if (!box) return;
  box.hidden = !played;
  if (!played) return box.replaceChildren();
  if (!shown.has(el))
    el.addEventListener('click', (e) => {
      const at = e.target instanceof Element ? e.target.closest<HTMLElement>('.sc-at')?.dataset.at : undefined;
      const s = shown.get(el);
      if (at && s) draw(el, Object.assign(s, { at: Number(at) }));
    });
  const s: Shown = { played, t, at: upTo };
  shown.set(el, s);
  el.querySelectorAll('.sc-steps > li').forEach((li, i) => {
    li.querySelector('.sc-step-out')?.prepend(
      h('button', { type: 'button', class: 'sc-at', 'data-at': String(i + 1) }, t('board.show')),
    );
  });
  draw(el, s);
}
