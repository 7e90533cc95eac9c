/**
 * The files of a scenario folder (content/scenarios/): its YAML files, the card library among them.
 * Apart from the loader (load.ts) so that the content hash lists them without loading the schemas.
 */
import { existsSync, readdirSync } from 'node:fs';

export const CARDS_FILE = 'cards.yaml';

/** The YAML files of a scenario folder (its card library among them), by name, sorted. */
export function scenarioFileNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
}
