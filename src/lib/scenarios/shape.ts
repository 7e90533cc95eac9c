/**
 * A zod schema's shape (shape-check.ts), for checking records where zod is not loaded: the island's
 * script checks what it fetches with the shapes of island.ts's schemas, derived here and written
 * into src/components/client/island-shapes.ts by scripts/island-shapes.ts (a test holds the file to
 * this derivation). Covers what a record's shape is written with: objects (loose, strict or with a
 * catch-all: the keys the reader relies on), lists, records, strings, numbers, booleans, literals and
 * enums (by their type), unions, optional and unknown values; anything else is refused, so that a
 * schema the browser could not check as zod does is found when the shapes are derived.
 */
import type { z } from 'zod/v4';
import type { Shape } from './shape-check.js';

type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

export function shapeOf(schema: z.ZodType): Shape {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 's';
    case 'number':
      return 'n';
    case 'boolean':
      return 'b';
    case 'unknown':
    case 'any':
      return '*';
    case 'optional':
      return { q: shapeOf(def['innerType'] as z.ZodType) };
    case 'array':
      return { a: shapeOf(def['element'] as z.ZodType) };
    case 'record': {
      if (defOf(def['keyType']).type !== 'string') throw new Error('shapeOf: a record keyed by strings only');
      const value = shapeOf(def['valueType'] as z.ZodType);
      return value === '*' ? {} : { c: value };
    }
    case 'union': {
      const options = (def['options'] as z.ZodType[]).map(shapeOf);
      const unique = [...new Map(options.map((s) => [JSON.stringify(s), s])).values()];
      return unique.length === 1 ? unique[0]! : unique;
    }
    case 'object': {
      const shape = def['shape'] as Record<string, z.ZodType>;
      const o: Record<string, Shape> = {};
      for (const [k, v] of Object.entries(shape)) o[k] = shapeOf(v);
      const catchall = def['catchall'] as z.ZodType | undefined;
      const rest = catchall ? defOf(catchall).type : 'unknown';
      if (rest === 'never') throw new Error('shapeOf: a strict object (the browser checks the keys it reads)');
      return rest === 'unknown' ? { o } : { o, c: shapeOf(catchall!) };
    }
    default:
      throw new Error(`shapeOf: no shape for a zod ${def.type}`);
  }
}
