/**
 * Drawing a scenario into its island: first its cards, parameter controls and steps (from its
 * fetched file; the page prints only its title and text), then, played, the steps with the rules
 * each one applied, and the outcome — the objects the example is about, each observed
 * characteristic, the rules that decided it (linked to their pages), what the rules say, and the
 * whole trace — all in the page's language: the scenario's own words where it has them in that
 * language (else English, marked so), the trace through the language's templates, cards by the
 * language's names. Every text from the data goes in through textContent (never innerHTML):
 * scenario text is data, not markup.
 */
import { SOURCE_LANG } from '../../lib/langs/source';
import { describeStep, showValue, type Say, type ScenarioFile } from '../../lib/scenarios/describe';
import { PARAM_MAX, PARAM_MIN, paramView, type ParamView } from '../../lib/scenarios/params';
import type { Observation, TraceEntry } from '../../lib/engine/index';
import type { Scenario, ScenarioRun, StepRecord } from '../../lib/scenarios/index';
import type { Text } from '../../lib/scenarios/schema';
import { inLang } from '../../lib/scenarios/text';
import { mana } from './mana';

/** A rule's page, or undefined when the site has no page for it (nor for a parent rule). */
type Href = (rule: string) => string | undefined;
export type Child = Node | string | null | undefined | false;

export function h(tag: string, attrs: Record<string, string | undefined>, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, v);
  for (const c of children) if (c) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

/** Card text is English; mark it so when the page is in another language. */
const en = (t: Say) => (t.lang === SOURCE_LANG ? undefined : SOURCE_LANG);

/** Observed values that are the cards' own (English) text. */
const CARD_TEXT = new Set(['abilities', 'modes', 'subtypes', 'manaCost', 'turnFaceUpFor']);

/** Card text is English unless the page put one of its game words into its own language. */
export const asPrinted = (t: Say, values: unknown): boolean =>
  ![values].flat().some((x) => typeof x === 'string' && t.word({ term: x }) !== x);

/** A scenario's words in the page's language, else in English marked as such. */
function words(tag: string, attrs: Record<string, string>, text: Text, t: Say): HTMLElement {
  const w = inLang(text, t.lang);
  return h(tag, { ...attrs, lang: w.lang === t.lang ? undefined : w.lang }, w.text);
}

function traceItem(entry: TraceEntry, t: Say, href: Href): HTMLElement {
  return h(
    'li',
    {},
    href(entry.rule)
      ? h('a', { class: 'sc-rule', href: href(entry.rule), title: t('ruleLink', { rule: entry.rule }) }, entry.rule)
      : h('span', { class: 'sc-rule' }, entry.rule),
    ' ',
    h('span', {}, ...mana(t(entry.key, entry.vars), t)),
  );
}

function paramControl(p: ParamView, t: Say): HTMLElement {
  const text = h('span', { lang: p.text.lang === t.lang ? undefined : p.text.lang }, p.text.text);
  if (p.kind === 'boolean')
    return h(
      'label',
      { class: 'sc-param' },
      h('input', { type: 'checkbox', name: p.name, checked: p.value === 'true' ? '' : undefined }),
      ' ',
      text,
    );
  const input =
    p.kind === 'number'
      ? h('input', {
          type: 'number',
          name: p.name,
          value: p.value,
          step: '1',
          min: String(PARAM_MIN),
          max: String(PARAM_MAX),
        })
      : h(
          'select',
          { name: p.name },
          ...p.options.map((o) =>
            h('option', { value: o.value, selected: o.value === p.value ? '' : undefined }, o.label),
          ),
        );
  return h('label', { class: 'sc-param' }, text, ' ', input);
}

/** The island's cards, parameter controls (at their defaults) and steps, put before its controls. */
export function renderIsland(el: HTMLElement, file: ScenarioFile, t: Say): void {
  const s = file.scenario;
  const params = Object.entries(s.params ?? {}).map(([k, p]) => paramView(k, p, t));
  const parts: Child[] = [
    h('h4', {}, t('cards')),
    h(
      'ul',
      { class: 'sc-cards' },
      ...file.cards.map((c) =>
        h(
          'li',
          {},
          h('strong', {}, t.word({ name: c.name })),
          ' ',
          h('span', { class: 'sc-line' }, ...mana(t.word(c.line), t)),
          c.text && h('span', { class: 'sc-text', lang: en(t) }, ...mana(c.text, t)),
        ),
      ),
    ),
    params.length > 0 &&
      h('fieldset', { class: 'sc-params' }, h('legend', {}, t('params')), ...params.map((p) => paramControl(p, t))),
    // the steps and their trace beside the table (scenario-board.ts), side by side where there is room
    h(
      'div',
      { class: 'sc-play' },
      h(
        'div',
        {},
        h('h4', {}, t('steps')),
        h(
          'ol',
          { class: 'sc-steps' },
          ...s.steps.map((raw, i) => {
            const note = (raw as { note?: Text }).note;
            return h(
              'li',
              { 'data-step': String(i) },
              h('span', { class: 'sc-do' }),
              note && words('span', { class: 'sc-note' }, note, t),
            );
          }),
        ),
      ),
      h('div', { class: 'sc-board', role: 'group', 'aria-labelledby': `${el.id || s.id}-board` }),
    ),
  ];
  const before = el.querySelector('.sc-controls') ?? el.querySelector('.sc-outcome');
  for (const part of parts)
    if (part) el.insertBefore(typeof part === 'string' ? document.createTextNode(part) : part, before);
}

/**
 * Step texts (they change with the parameters), which are done, and the rules each one applied.
 * Before the example is played, `ahead` gives each step with the form's values: the list reads as
 * what will be done, not as bare numbers.
 */
export function renderSteps(
  el: HTMLElement,
  s: Scenario,
  played: { run: ScenarioRun; steps: StepRecord[] } | null,
  shown: number,
  t: Say,
  href: Href,
  ahead: readonly Record<string, unknown>[] = [],
): void {
  const items = el.querySelectorAll<HTMLElement>('.sc-steps > li');
  items.forEach((li, i) => {
    const rec = played?.steps[i];
    const step = rec?.step ?? ahead[i];
    const doing = li.querySelector<HTMLElement>('.sc-do');
    if (step && doing) doing.replaceChildren(...mana(describeStep(t, step), t));
    li.classList.toggle('skipped', !!rec?.skipped);
    li.classList.toggle('done', i < shown);
    li.classList.toggle('current', i === shown - 1);
    if (i === shown - 1) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
    li.querySelector('.sc-step-out')?.remove();
    if (!rec || i >= shown) return;
    const out = h('div', { class: 'sc-step-out' });
    if (rec.skipped) out.append(h('p', { class: 'legend' }, t('skipped')));
    if (rec.trace.length) out.append(h('ul', { class: 'sc-trace' }, ...rec.trace.map((e) => traceItem(e, t, href))));
    const name = 'snapshot' in rec.step ? String(rec.step['snapshot']) : undefined;
    const snap = name ? played.run.outcome.snapshots[name] : undefined;
    if (snap && name) out.append(objectsBlock(snap, relevant(s, name), t, [], href, t('snapshot')));
    li.append(out);
  });
}

/**
 * The objects (and fields) the example is about: those its expectations name, at the end or in a
 * snapshot. Only used to choose what to show; the engine never sees the expectations.
 */
function relevant(s: Scenario, snapshot?: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const expectations = [s.expect, ...(s.checks ?? []).map((c) => c.expect)];
  for (const e of expectations) {
    const state = snapshot ? e.snapshots?.[snapshot] : e;
    for (const [label, fields] of Object.entries(state?.objects ?? {})) {
      const list = out.get(label) ?? [];
      for (const f of Object.keys(fields)) if (!list.includes(f)) list.push(f);
      out.set(label, list);
    }
  }
  return out;
}

function objectsBlock(
  obs: Observation,
  wanted: Map<string, string[]>,
  t: Say,
  why: TraceEntry[],
  href: Href,
  heading?: string,
): HTMLElement {
  const block = h('div', { class: 'sc-objects' }, heading && h('p', { class: 'sc-sub' }, heading));
  const labels = wanted.size
    ? [...wanted.keys()]
    : Object.keys(obs.objects).filter((l) => obs.objects[l]?.zone === 'battlefield');
  const list = h('ul', {});
  for (const label of labels) {
    const view = obs.objects[label] as Record<string, unknown> | undefined;
    if (!view) continue;
    const fields = wanted.get(label)?.length
      ? wanted.get(label)!
      : ['zone', 'power', 'toughness', 'abilities', ...(view['attachedTo'] ? ['attachedTo'] : [])];
    const shownFields = view['zone'] === 'gone' ? ['zone'] : fields;
    const facts = h(
      'ul',
      { class: 'sc-facts' },
      ...shownFields.map((f) =>
        h(
          'li',
          { 'data-field': f },
          h('span', { class: 'sc-field' }, t(`field.${f}`)),
          ': ',
          h(
            'span',
            { class: 'sc-value', lang: CARD_TEXT.has(f) && asPrinted(t, view[f]) ? en(t) : undefined },
            ...mana(showValue(t, f, view[f]), t),
          ),
        ),
      ),
    );
    const reasons = why.filter((e) => isAbout(e, label));
    list.append(
      h(
        'li',
        { class: 'sc-object', 'data-object': label },
        h('strong', {}, t.word({ name: label })),
        facts,
        reasons.length > 0 &&
          h(
            'div',
            { class: 'sc-why' },
            h('span', {}, t('why')),
            h('ul', { class: 'sc-trace' }, ...reasons.map((e) => traceItem(e, t, href))),
          ),
      ),
    );
  }
  block.append(list);
  return block;
}

/** explainLayers' entries about an object: each effect applied to it, then what it is now. */
function isAbout(e: TraceEntry, label: string): boolean {
  const object = e.vars?.['object'];
  return (
    (e.key === 'trace.layer.applied' || e.key === 'trace.layer.now') &&
    typeof object === 'object' &&
    'name' in object &&
    object.name === label
  );
}

/** The outcome: the objects with the rules that decided them, the rule's own words, the whole trace. */
export function renderOutcome(
  out: HTMLElement,
  s: Scenario,
  run: ScenarioRun,
  steps: StepRecord[],
  t: Say,
  href: Href,
): void {
  const stepTrace = steps.reduce((n, r) => n + r.trace.length, 0);
  // explainLayers' entries (after the steps' own) say, per object, which effect set which characteristic
  const layers = run.trace.slice(stepTrace);
  const parts: Child[] = [h('h4', {}, t('outcome')), objectsBlock(run.outcome, relevant(s), t, layers, href)];
  const players = s.expect.players ? Object.entries(run.outcome.players) : [];
  if (players.length)
    parts.push(
      h(
        'ul',
        { class: 'sc-players' },
        ...players.map(([who, p]) =>
          h(
            'li',
            { 'data-player': who },
            `${t(`player.${who}`)}: ${t('field.life')} ${p.life}, ${t('field.cardsDrawn')} ${p.cardsDrawn}`,
          ),
        ),
      ),
    );
  if (run.says) {
    parts.push(h('p', { class: 'sc-sub' }, t('says')), words('blockquote', { class: 'sc-says' }, run.says, t));
    parts.push(
      h('p', { class: run.passed ? 'sc-verdict ok' : 'sc-verdict bad' }, run.passed ? t('matches') : t('differs')),
    );
    if (!run.passed) parts.push(h('ul', { lang: SOURCE_LANG }, ...run.failures.map((f) => h('li', {}, f))));
  } else parts.push(h('p', { class: 'sc-verdict' }, t('unknown')));
  parts.push(
    h(
      'details',
      { class: 'sc-all' },
      h('summary', {}, t('allRules')),
      h('ol', { class: 'sc-trace' }, ...run.trace.map((e) => traceItem(e, t, href))),
    ),
  );
  out.replaceChildren(...parts.filter((p): p is Node | string => !!p));
}
