/**
 * An Astro integration that writes the service worker (dist/sw.js) after the build: it lists what
 * the worker keeps from the built files (precache.ts) and bundles client/service-worker.ts with
 * that list (esbuild; one deterministic file at the site's root, the scope every page needs).
 *
 *   // astro.config.mjs — after the search index, whose files it lists
 *   integrations: [searchIndex(), offline()],
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { LANGS } from '../query/site-langs.js';
import { precacheOf, precacheSize } from './precache.js';

export function offline(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'rules-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const precache = precacheOf(dist, LANGS);
        const out = await build({
          entryPoints: [path.join(root, 'src/components/client/service-worker.ts')],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2022',
          write: false,
          legalComments: 'none',
          define: { OFFLINE: JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
        });
        writeFileSync(path.join(dist, 'sw.js'), out.outputFiles[0]!.contents);
        const sizes = LANGS.map((l) => {
          const s = precacheSize(dist, precache, l);
          return `${l} ${s.files} files, ${(s.gzip / 1024 / 1024).toFixed(2)} MB gzip`;
        });
        logger.info(`service worker ${precache.version}: keeps ${sizes.join('; ')}`);
      },
    },
  };
}
