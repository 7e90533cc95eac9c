/**
 * A scenario's steps and observed values in words, in the reader's language. Browser-safe and
 * free of i18next (the site runs this in the page, where the engine chunk must stay small): the
 * site passes the `scenario.*` templates of src/i18n/{lang}.json, put into words by the shared
 * resolver (src/i18n/resolve.ts).
 */

import type { Scenario } from './schema.js';

import { sayer, type Say, type Templates } from '../../i18n/resolve.js';

export { sayer, type Say };

/** Flat templates: "step.cast" → "Cast {{card}}". */
export type Labels = Templates;

function list(v: unknown): string {
  return Array.isArray(v) ? v.map(String).join(', ') : String(v);
}

/** A value the engine observed, in words: lists joined, yes/no, zones and players named. */
export function showValue(say: Say, field: string, v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return say(v ? 'value.yes' : 'value.no');
  if (Array.isArray(v)) {
    if (!v.length) return say('value.none');
    return v.map((x) => showValue(say, field, x)).join(field === 'abilities' ? ' · ' : ', ');
  }
  if (typeof v === 'object') {
    const parts = Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}: ${String(x)}`);
    return parts.length ? parts.join(', ') : say('value.none');
  }
  if (field === 'zone') return say(`zone.${String(v)}`);
  if (field === 'controller' || field === 'owner') return say(`player.${String(v)}`);
  if (field === 'colors') return say(`color.${String(v)}`);
  return String(v);
}

/** One step, parameters filled in, as a sentence ("Cast Fork targeting Emerald Charm, spending {R}{R}"). */
export function describeStep(say: Say, step: Record<string, unknown>): string {
  const action = Object.keys(step).find((k) => k !== 'choose' && k !== 'note');
  if (!action) return '';
  const arg = step[action];
  const o = (arg && typeof arg === 'object' && !Array.isArray(arg) ? arg : {}) as Record<string, unknown>;
  const name = (k: string) => String(o[k] ?? '');
  let head: string;
  switch (action) {
    case 'resolve':
      head =
        arg === 'all'
          ? say('step.resolveAll')
          : Number(arg) === 1
            ? say('step.resolveTop')
            : say('step.resolve', { count: Number(arg) });
      break;
    case 'upkeep':
    case 'endStep':
      head = say(`step.${action}`, { player: say(`player.${String(arg)}`) });
      break;
    case 'cleanup':
      head = say('step.cleanup');
      break;
    case 'snapshot':
      head = say('step.snapshot', { name: String(arg) });
      break;
    case 'putInto':
      head = say('step.putInto', { card: name('card'), zone: say(`zone.${name('zone')}`) });
      break;
    case 'becomeCopy':
      head = say('step.becomeCopy', { object: name('object'), of: name('of') });
      break;
    case 'addCounters':
      head = say('step.addCounters', { object: name('object'), counter: name('counter'), count: Number(o['count']) });
      break;
    case 'pump': {
      const sign = (n: unknown) => (Number(n) >= 0 ? `+${Number(n)}` : String(n));
      head = say('step.pump', { object: name('object'), pt: `${sign(o['power'])}/${sign(o['toughness'])}` });
      break;
    }
    case 'turnFaceUp':
      head = say(o['by'] === 'effect' ? 'step.turnFaceUpEffect' : 'step.turnFaceUp', { object: name('object') });
      break;
    default:
      head = say(`step.${action}`, { card: name('card'), object: name('object') });
  }
  const details: string[] = [];
  if (o['by'] === 'opponent' && action === 'cast') details.push(say('detail.byOpponent'));
  if (action === 'enter' && o['under'] === 'opponent') details.push(say('detail.underOpponent'));
  if (typeof o['attachedTo'] === 'string') details.push(say('detail.attachedTo', { object: name('attachedTo') }));
  if (o['faceDown'] === true) details.push(say('detail.faceDown'));
  if (o['mode'] !== undefined) details.push(say('detail.mode', { mode: String(o['mode']) }));
  if (Array.isArray(o['modes'])) details.push(say('detail.modes', { modes: list(o['modes']) }));
  if (Array.isArray(o['targets']) && o['targets'].length)
    details.push(say('detail.targets', { targets: list(o['targets']) }));
  if (o['x'] !== undefined) details.push(say('detail.x', { x: String(o['x']) }));
  if (o['sacrifice'] !== undefined) details.push(say('detail.sacrifice', { object: name('sacrifice') }));
  if (typeof o['manaSpent'] === 'string')
    details.push(say('detail.spent', { mana: o['manaSpent'] ? o['manaSpent'].replace(/(.)/g, '{$1}') : '—' }));
  if (o['except'] !== undefined) details.push(say('detail.except'));
  const choose = step['choose'] as Record<string, unknown> | undefined;
  for (const [kind, v] of Object.entries(choose ?? {}))
    details.push(
      say('detail.choose', {
        what: say(`choice.${kind}`),
        value: v === 'none' ? say('value.none') : showValue(say, kind, v),
      }),
    );
  return details.length ? `${head} (${details.join('; ')})` : head;
}

/** A card as the widget lists it: name, cost and type line, rules text (faces included). */
export interface CardView {
  name: string;
  line: string;
  text: string;
}

/**
 * What the site writes for each scenario (/scenarios/{id}.json, language-neutral) and the island
 * fetches when the example is about to be used: the scenario, its cards in words, and the page of
 * each rule its trace can cite (its own, else its nearest ancestor's).
 */
export interface ScenarioFile {
  scenario: Scenario;
  cards: CardView[];
  links: Record<string, string>;
}

/** The widget's strings in one language (/scenarios/labels/{lang}.json). */
export interface LabelsFile {
  lang: string;
  labels: Labels;
}
