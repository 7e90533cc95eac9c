/**
 * An Astro integration that serves and writes the search index files, so the site needs no
 * endpoint: in `astro dev` a middleware answers /search/{lang}/{file}.json from memory (an
 * endpoint would have to live with trailingSlash: 'always', which 404s "manifest.json" in dev),
 * and `astro build` writes the same files to dist/search/{lang}/. The graph is read like the
 * site's (src/lib/query/site.ts): $RULES_GRAPH, else generated/graph.json; the indexes are
 * rebuilt in dev when that file changes.
 *
 *   // astro.config.mjs
 *   import { searchIndex } from './src/lib/search/astro';
 *   export default defineConfig({ integrations: [searchIndex()], … });
 *
 * It also points the site's bundle at FlexSearch's compact build (see browserFlexsearch).
 */
import path from 'node:path';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { indexFileOf, openStore } from '../graph/store/read.js';
import type { BuiltIndexes } from './build.js';
import { SEARCH_LANGS } from './encoders.js';
import { searchIndexesFor, writeSearchIndexes } from './node.js';

export interface SearchIndexOptions {
  /** The graph file (default: $RULES_GRAPH, else generated/graph.json). */
  graph?: string;
  /** The content folder whose lexicon.yaml to use (default: $RULES_CONTENT, else content/). */
  content?: string;
  /** Where the files are served, under the site's base (default "search": /search/{lang}/). */
  folder?: string;
}

/**
 * FlexSearch 0.8's compact ES module build (Index, Document, Encoder, export/import; no Worker,
 * Resolver or persistence, none of which the engine uses): 10 kB gzipped against the full
 * bundle's 18 kB, and without the full bundle's worker code (`Function(…)`, blob workers). The
 * package's exports do not name it, so bundlers are given its path; Node keeps the package's
 * main build, which exports and imports the same format.
 */
export function browserFlexsearch(): string {
  const main = createRequire(import.meta.url).resolve('flexsearch');
  return path.join(path.dirname(main), 'flexsearch.compact.module.min.js');
}

export function searchIndex(opts: SearchIndexOptions = {}): AstroIntegration {
  const folder = (opts.folder ?? 'search').replace(/^\/+|\/+$/g, '');
  let cached: { mtime: number; indexes: Promise<BuiltIndexes> } | undefined;

  const indexes = (): Promise<BuiltIndexes> => {
    const file = indexFileOf(opts.graph ?? process.env.RULES_GRAPH ?? path.join('generated', 'graph.json'));
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) {
      const graph = openStore(file).graph;
      cached = { mtime, indexes: searchIndexesFor(graph, opts.content) };
    }
    return cached.indexes;
  };

  let base = '/';
  return {
    name: 'rules-search-index',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { resolve: { alias: [{ find: /^flexsearch$/, replacement: browserFlexsearch() }] } } });
      },
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:server:setup': ({ server }) => {
        const route = new RegExp(`^${base}${folder}/(${SEARCH_LANGS.join('|')})/([\\w.@-]+\\.json)(?:\\?.*)?$`);
        server.middlewares.use((req, res, next) => {
          const m = route.exec(req.url ?? '');
          if (!m) return next();
          indexes().then(
            (built) => {
              const body = built[m[1] as (typeof SEARCH_LANGS)[number]]?.files[m[2]!];
              res.statusCode = body === undefined ? 404 : 200;
              res.setHeader('content-type', 'application/json; charset=utf-8');
              res.end(body ?? '');
            },
            (err: unknown) => next(err),
          );
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const written = writeSearchIndexes(path.join(fileURLToPath(dir), folder), await indexes());
        logger.info(`search index: ${written.length} files in ${folder}/`);
      },
    },
  };
}
