/** Declared numbering maps (content/numbering/*.yaml): old numbers read in a newer numbering. */
import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { z } from 'zod';
import { readYaml } from '../files/yaml.js';
import type { KeyedCache } from '../files/cache.js';
import { normaliseNumber } from '../model/numbers.js';

const Num = z.string().refine((s) => normaliseNumber(s) === s, 'expected a rule number like 706.9b');
const IsoOrCurrent = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^(\d{4}-\d{2}-\d{2}|current)$/));

export const NumberingMapSchema = z
  .object({
    from: IsoOrCurrent,
    to: IsoOrCurrent,
    sections: z.record(z.string().regex(/^\d{3}$/), z.string().regex(/^\d{3}$/)).default({}),
    rules: z.record(Num, Num.nullable()).default({}),
  })
  .strict();
export type NumberingMap = z.infer<typeof NumberingMapSchema>;

export function loadNumberingMaps(contentDir: string, cache?: KeyedCache): Array<NumberingMap & { file: string }> {
  const dir = path.join(contentDir, 'numbering');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => ({ ...readYaml(path.join(dir, f), NumberingMapSchema, path.join('numbering', f), cache), file: f }));
}

/** The number `number` has in the map's target numbering; null when declared gone, undefined when the map is silent. */
export function mapNumber(map: NumberingMap, number: string): string | null | undefined {
  if (number in map.rules) return map.rules[number] ?? null;
  const section = number.slice(0, 3);
  const to = map.sections[section];
  if (to === undefined) return undefined;
  return to + number.slice(3);
}
