/**
 * Writes src/components/client/island-shapes.ts: the shapes of the island's schemas
 * (src/lib/scenarios/island.ts), which the island checks what it fetches with (it loads no zod).
 * Run after changing those schemas: `npx tsx scripts/island-shapes.ts` (tests/scenarios/island.test.ts
 * fails while the file and the schemas disagree).
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { islandFile, labelsFile } from '../src/lib/scenarios/island.js';
import { shapeOf } from '../src/lib/scenarios/shape.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(ROOT, 'src/components/client/island-shapes.ts');
const text = `/**
 * The shapes of the island's files, derived from their zod schemas (src/lib/scenarios/island.ts) by
 * scripts/island-shapes.ts: do not edit (tests/scenarios/island.test.ts holds them to the schemas).
 */
import type { Shape } from '../../lib/scenarios/shape-check';

export const FILE: Shape = ${JSON.stringify(shapeOf(islandFile))};

export const LABELS: Shape = ${JSON.stringify(shapeOf(labelsFile))};
`;
const options = await resolveConfig(file);
writeFileSync(file, await format(text, { ...options, filepath: file }));
console.log(`wrote ${path.relative(ROOT, file)}`);
