/**
 * A scenario's parameters without zod (the site's island imports this): how `$name` is written,
 * which values a reader may give each parameter (its declared domain), and which parameters a step
 * or setup entry depends on. The loader proves, with the strict schemas, that every value of every
 * domain gives valid steps (./run.ts `checkParamDomains`), so the page only has to check that a
 * reader's value is in the domain.
 */
import type { Say } from '../../i18n/resolve.js';
import type { ParamValue, Scenario } from './schema.js';
import { inLang } from './text.js';

export const PARAM_REF = /^\$[A-Za-z_][A-Za-z0-9_]*$/;
/** a parameter inside a longer string: "token copy of ${copyOf}" */
export const PARAM_IN_TEXT = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The integers a numeric parameter without a list of values may take (the widget's number field). */
export const PARAM_MIN = -99;
export const PARAM_MAX = 99;

export type ParamDecl = NonNullable<Scenario['params']>[string];

/**
 * The values a reader may give a parameter: both flags; else its listed values (and its default);
 * else any integer in PARAM_MIN..PARAM_MAX for a number; else only its default (a name or a list
 * of names the widget shows but doesn't let the reader edit).
 */
export function enumerableDomain(p: ParamDecl): ParamValue[] | 'integer' {
  if (typeof p.default === 'boolean') return [false, true];
  if (p.values) return p.values.some((v) => same(v, p.default)) ? p.values : [p.default, ...p.values];
  if (typeof p.default === 'number') return 'integer';
  return [p.default];
}

/** Is `v` a value of the parameter's declared domain? */
export function inDomain(p: ParamDecl, v: unknown): boolean {
  const domain = enumerableDomain(p);
  if (domain === 'integer') return Number.isInteger(v) && (v as number) >= PARAM_MIN && (v as number) <= PARAM_MAX;
  return domain.some((d) => same(d, v));
}

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The parameters an entry names: `$name` values, `${name}` in text, and its `when` condition's. */
export function paramsIn(entry: unknown, out = new Set<string>()): Set<string> {
  if (typeof entry === 'string') {
    if (PARAM_REF.test(entry)) out.add(entry.slice(1));
    else for (const m of entry.matchAll(PARAM_IN_TEXT)) out.add(m[1]!);
  } else if (Array.isArray(entry)) for (const x of entry) paramsIn(x, out);
  else if (entry && typeof entry === 'object') {
    const w = (entry as Record<string, unknown>)['when'];
    const name = typeof w === 'string' ? w : w && typeof w === 'object' ? (w as { param?: unknown }).param : undefined;
    if (typeof name === 'string') out.add(name.replace(/^\$/, ''));
    for (const x of Object.values(entry)) paramsIn(x, out);
  }
  return out;
}

/** Parameter values as form values: lists of names are written comma-separated. */
export function formValue(v: ParamValue): string {
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** A parameter as the widget's control shows it (a checkbox, a number field or a choice). */
export interface ParamView {
  name: string;
  /** in the reader's language, else English (`lang` says which) */
  text: { text: string; lang: string };
  kind: 'number' | 'boolean' | 'choice';
  value: string;
  options: { value: string; label: string }[];
}

/**
 * How a value of a parameter reads: "none" and the players in the reader's words, any other word
 * as the page names it (the scenario's own words, the language's card names); else as written.
 */
export function valueLabel(v: ParamValue, say: Say): string {
  if (v === 'none') return say('value.none');
  if (v === 'you' || v === 'opponent') return say(`player.${v}`);
  return typeof v === 'string' ? say.word({ name: v }) : formValue(v);
}

/** How the widget shows a parameter, in the reader's words. */
export function paramView(name: string, p: ParamDecl, say: Say): ParamView {
  const kind =
    typeof p.default === 'boolean'
      ? 'boolean'
      : p.values
        ? 'choice'
        : typeof p.default === 'number'
          ? 'number'
          : 'choice';
  const values = p.values ?? [p.default];
  return {
    name,
    text: inLang(p.text, say.lang),
    kind,
    value: formValue(p.default),
    options: values.map((v) => ({ value: formValue(v), label: valueLabel(v, say) })),
  };
}
