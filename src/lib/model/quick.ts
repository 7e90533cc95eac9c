/**
 * A zod schema with a one-pass check in front: a value the check accepts is taken as it is (no
 * copy, none of zod's per-field work), anything else goes through the schema, so a refused value
 * gets zod's message and path. For large inputs read on every command or ingest (a rule's record of
 * every release, a review queue, the lexicon), where zod's walk and its copy cost more than the work
 * that follows.
 *
 * The check is derived from the schema itself (`guardOf`), so there is one definition of what is
 * valid. It accepts a value only when zod would accept it and return an equal value (an object's
 * keys may come in another order: zod would put them in its shape's), never one with a key zod
 * would drop. What it cannot decide exactly (a transform, a kind of check it does not know) it asks
 * zod about that one part, and takes the part only when zod returns it unchanged.
 */
import { z } from 'zod';

export function quickly<S extends z.ZodTypeAny>(schema: S) {
  const guard = guardOf(schema);
  return z.unknown().transform((value, ctx): z.output<S> => {
    if (guard(value)) return value;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as z.IssueData);
    return z.NEVER;
  });
}

export type Guard<T> = (v: unknown) => v is T;
type Check = (v: unknown) => boolean;

const guards = new WeakMap<z.ZodTypeAny, Check>();

/** The one-pass check of `schema` (made once per schema). */
export function guardOf<S extends z.ZodTypeAny>(schema: S): Guard<z.output<S>> {
  let guard = guards.get(schema);
  if (!guard) {
    // A recursive schema (z.lazy) meets itself while being compiled: it then calls the entry.
    guards.set(schema, (v) => guard!(v));
    guard = compile(schema);
    guards.set(schema, guard);
  }
  return guard as Guard<z.output<S>>;
}

/** zod's own verdict on a part: valid and returned unchanged (a primitive, or a custom check's value). */
const askZod =
  (schema: z.ZodTypeAny): Check =>
  (v) => {
    const parsed = schema.safeParse(v);
    return parsed.success && Object.is(parsed.data, v);
  };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function compile(schema: z.ZodTypeAny): Check {
  const def = schema._def as { typeName?: string } & Record<string, never>;
  switch (def.typeName) {
    case 'ZodString':
      return stringCheck(schema as z.ZodString) ?? askZod(schema);
    case 'ZodNumber':
      return numberCheck(schema as z.ZodNumber) ?? askZod(schema);
    case 'ZodBoolean':
      return (v) => typeof v === 'boolean';
    case 'ZodNull':
      return (v) => v === null;
    case 'ZodAny':
    case 'ZodUnknown':
      return () => true;
    case 'ZodLiteral': {
      const value = (schema as z.ZodLiteral<unknown>).value;
      return (v) => v === value;
    }
    case 'ZodEnum': {
      const values: ReadonlySet<unknown> = new Set((schema as z.ZodEnum<[string, ...string[]]>).options);
      return (v) => values.has(v);
    }
    case 'ZodOptional': {
      const inner = guardOf((schema as z.ZodOptional<z.ZodTypeAny>).unwrap());
      return (v) => v === undefined || inner(v);
    }
    case 'ZodNullable': {
      const inner = guardOf((schema as z.ZodNullable<z.ZodTypeAny>).unwrap());
      return (v) => v === null || inner(v);
    }
    case 'ZodDefault': {
      // An absent value is replaced by the default: not the value given.
      const inner = guardOf((schema as z.ZodDefault<z.ZodTypeAny>).removeDefault());
      return (v) => v !== undefined && inner(v);
    }
    case 'ZodLazy':
      return guardOf((schema as z.ZodLazy<z.ZodTypeAny>).schema);
    case 'ZodArray':
      return arrayCheck(schema as z.ZodArray<z.ZodTypeAny>);
    case 'ZodTuple':
      return tupleCheck(schema as z.ZodTuple) ?? askZod(schema);
    case 'ZodObject':
      return objectCheck(schema as z.AnyZodObject) ?? askZod(schema);
    case 'ZodRecord':
      return recordCheck(schema as z.ZodRecord) ?? askZod(schema);
    case 'ZodUnion':
      return unionCheck(schema as z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>) ?? askZod(schema);
    case 'ZodEffects':
      return refinementCheck(schema as z.ZodEffects<z.ZodTypeAny>) ?? askZod(schema);
    default:
      return askZod(schema);
  }
}

type StringCheck = z.ZodStringDef['checks'][number];

/** A string's checks, or undefined if one of them is of a kind not known here (or changes the value). */
function stringCheck(schema: z.ZodString): Check | undefined {
  const tests: ((s: string) => boolean)[] = [];
  for (const c of schema._def.checks as StringCheck[]) {
    if (c.kind === 'min') tests.push((s) => s.length >= c.value);
    else if (c.kind === 'max') tests.push((s) => s.length <= c.value);
    else if (c.kind === 'length') tests.push((s) => s.length === c.value);
    else if (c.kind === 'startsWith') tests.push((s) => s.startsWith(c.value));
    else if (c.kind === 'endsWith') tests.push((s) => s.endsWith(c.value));
    // A check that changes the value: zod's output equals the input only if it changes nothing.
    else if (c.kind === 'trim') tests.push((s) => s === s.trim());
    else if (c.kind === 'toLowerCase') tests.push((s) => s === s.toLowerCase());
    else if (c.kind === 'toUpperCase') tests.push((s) => s === s.toUpperCase());
    else if (c.kind === 'regex')
      tests.push((s) => {
        c.regex.lastIndex = 0;
        return c.regex.test(s);
      });
    else return undefined;
  }
  if (!tests.length) return (v) => typeof v === 'string';
  return (v) => typeof v === 'string' && tests.every((t) => t(v));
}

function numberCheck(schema: z.ZodNumber): Check | undefined {
  const tests: ((n: number) => boolean)[] = [];
  for (const c of schema._def.checks) {
    if (c.kind === 'int') tests.push(Number.isInteger);
    else if (c.kind === 'finite') tests.push(Number.isFinite);
    else if (c.kind === 'min') tests.push(c.inclusive ? (n) => n >= c.value : (n) => n > c.value);
    else if (c.kind === 'max') tests.push(c.inclusive ? (n) => n <= c.value : (n) => n < c.value);
    else return undefined;
  }
  if (!tests.length) return (v) => typeof v === 'number' && !Number.isNaN(v);
  return (v) => typeof v === 'number' && !Number.isNaN(v) && tests.every((t) => t(v));
}

function arrayCheck(schema: z.ZodArray<z.ZodTypeAny>): Check {
  const { exactLength, minLength, maxLength } = schema._def;
  const item = guardOf(schema.element);
  return (v) => {
    if (
      !Array.isArray(v) ||
      (exactLength !== null && v.length !== exactLength.value) ||
      (minLength !== null && v.length < minLength.value) ||
      (maxLength !== null && v.length > maxLength.value)
    )
      return false;
    for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
    return true;
  };
}

function tupleCheck(schema: z.ZodTuple): Check | undefined {
  if (schema._def.rest) return undefined;
  const items = schema.items.map((s: z.ZodTypeAny) => guardOf(s));
  return (v) => Array.isArray(v) && v.length === items.length && items.every((g, i) => g(v[i]));
}

/**
 * An object: no key zod would drop (or, strict, refuse). Keys in another order than the shape's are
 * taken as they come: zod would reorder them, an equal value all the same (a person's YAML puts
 * `note` where it likes).
 */
function objectCheck(schema: z.AnyZodObject): Check | undefined {
  const { unknownKeys, catchall } = schema._def;
  if (!(catchall instanceof z.ZodNever)) return undefined;
  const shape = schema.shape as Record<string, z.ZodTypeAny>;
  const keys = Object.keys(shape);
  // zod asks `key in input`, which a key of Object.prototype (toString…) answers for every input.
  if (keys.some((k) => k in Object.prototype)) return undefined;
  const fields = keys.map((k) => guardOf(shape[k]!));
  const known: ReadonlySet<string> = new Set(keys);
  const passthrough = unknownKeys === 'passthrough';
  // Plain loops, no for…in: a command runs this once over thousands of objects, before any of it
  // is optimised, and V8's interpreter is slow at enumerating keys.
  return (v) => {
    if (!isPlainObject(v)) return false;
    const given = Object.keys(v);
    for (let j = 0; j < given.length; j++)
      if (!known.has(given[j]!) && (!passthrough || given[j] === '__proto__')) return false;
    for (let i = 0; i < keys.length; i++) if (!fields[i]!(v[keys[i]!])) return false;
    return true;
  };
}

function recordCheck(schema: z.ZodRecord): Check | undefined {
  const key = schema.keySchema as z.ZodTypeAny;
  if (!(key instanceof z.ZodString)) return undefined;
  const keyOk = guardOf(key);
  const value = guardOf(schema.valueSchema as z.ZodTypeAny);
  return (v) => {
    if (!isPlainObject(v)) return false;
    const given = Object.keys(v);
    for (let i = 0; i < given.length; i++) {
      const k = given[i]!;
      if (k === '__proto__' || !keyOk(k) || !value(v[k])) return false;
    }
    return true;
  };
}

/**
 * zod returns the first option that accepts a value. A check that refuses a valid value (an object
 * in an order zod would change) could pass a later option zod never reaches: so only options whose
 * check is exact (primitives) are tried here.
 */
function unionCheck(schema: z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>): Check | undefined {
  const exact = ['ZodString', 'ZodNumber', 'ZodBoolean', 'ZodNull', 'ZodLiteral', 'ZodEnum'];
  const options = schema.options as z.ZodTypeAny[];
  if (!options.every((o) => exact.includes((o._def as { typeName: string }).typeName))) return undefined;
  const checks = options.map((o) => guardOf(o));
  return (v) => checks.some((c) => c(v));
}

/**
 * A refinement (z.custom, .refine, .superRefine): the inner check, then the refinement itself, as
 * zod runs it, with a context that only notes whether it raised an issue. Transforms are zod's.
 */
function refinementCheck(schema: z.ZodEffects<z.ZodTypeAny>): Check | undefined {
  const effect = schema._def.effect;
  if (effect.type !== 'refinement') return undefined;
  const inner = guardOf(schema.innerType());
  return (v) => {
    if (!inner(v)) return false;
    let raised = false;
    const ctx = { addIssue: () => void (raised = true), path: [] as (string | number)[] };
    const result = effect.refinement(v, ctx);
    return !(result instanceof Promise) && !raised;
  };
}
