/**
 * package.json promises a Node version (`engines.node`); every package the lockfile installs must
 * accept its oldest, or `npm ci` warns EBADENGINE and the package may not run there (issue #41:
 * undici 8, through astro → unifont 0.7.5, wants Node 22; package.json's `overrides` hold unifont at
 * 0.7.4, which does not use it). This reads the lockfile, the tree a fresh `npm ci` installs, not
 * node_modules. A package that declares no engines is not checked: there is nothing to read.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT } from '../helpers/paths.js';

// semver (a devDependency) ships no types; the three functions used here, typed.
const semver = createRequire(import.meta.url)('semver') as {
  validRange(range: string): string | null;
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

/** Old packages wrote engines as a list (`["node >= 0.8"]`); npm reads the object form only. */
const Engines = z.union([z.object({ node: z.string().optional() }).passthrough(), z.array(z.string())]);
const Lock = z.object({
  lockfileVersion: z.literal(3),
  packages: z.record(
    z.string(),
    z.object({ version: z.string().optional(), engines: Engines.optional() }).passthrough(),
  ),
});
const Manifest = z.object({ engines: z.object({ node: z.string() }) });

/** The packages of a lockfile whose `engines.node` excludes `node`: "path@version requires range". */
function excluding(lock: z.infer<typeof Lock>, node: string): string[] {
  const out: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (where === '') continue; // the project itself
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) continue;
    // A range semver cannot read is reported too: it cannot be shown to accept the promised version.
    if (semver.validRange(range) === null || !semver.satisfies(node, range))
      out.push(`${where}@${entry.version ?? '?'} requires node ${range}`);
  }
  return out;
}

const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown;

describe('the Node version package.json promises', () => {
  const manifest = Manifest.parse(read('package.json'));
  const lock = Lock.parse(read('package-lock.json'));
  const oldest = semver.minVersion(manifest.engines.node)?.version;

  it('is a Node 20 release, and the lockfile was written from this package.json', () => {
    expect(oldest).toMatch(/^20\./);
    expect(lock.packages['']?.engines).toEqual(manifest.engines);
  });

  it('is accepted by every package the lockfile installs', () => {
    expect(excluding(lock, oldest!)).toEqual([]);
  });

  it('would be refused by a package that wants Node 22 (the check can fail)', () => {
    const undici = { version: '8.13.1', engines: { node: '>=22.19.0' } };
    const listed = { version: '1.0.0', engines: ['node >= 0.8'] };
    const unreadable = { version: '1.0.0', engines: { node: 'twenty' } };
    const fake = Lock.parse({
      lockfileVersion: 3,
      packages: { '': {}, 'node_modules/undici': undici, 'node_modules/old': listed, 'node_modules/odd': unreadable },
    });
    expect(excluding(fake, oldest!)).toEqual([
      'node_modules/undici@8.13.1 requires node >=22.19.0',
      'node_modules/odd@1.0.0 requires node twenty',
    ]);
  });
});
