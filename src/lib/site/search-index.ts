/**
 * An Astro integration that serves and writes the search index files, so the site needs no
 * endpoint: in `astro dev` a middleware answers /search/… (meta.json, {lang}/s/…, {lang}/d/…,
 * old/…) from memory (an endpoint would have to live with trailingSlash: 'always', which 404s
 * "meta.json" in dev), and `astro build` writes the same files to dist/search/. The graph is read like the
 * site's (src/lib/query/site.ts): $RULES_GRAPH, else generated/graph.json; the indexes are
 * rebuilt in dev when that file changes.
 *
 *   // astro.config.mjs
 *   import { searchIndex } from './src/lib/site/search-index';
 *   export default defineConfig({ integrations: [searchIndex()], … });
 */
import path from 'node:path';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { indexFileOf, openStore } from '../store/read.js';
import type { BuiltSearch } from '../search/build.js';
import { searchIndexesFor, writeSearchIndexes } from '../search/node.js';

export interface SearchIndexOptions {
  /** The graph file (default: $RULES_GRAPH, else generated/graph.json). */
  graph?: string;
  /** Where the files are served, under the site's base (default "search": /search/{lang}/). */
  folder?: string;
}

export function searchIndex(opts: SearchIndexOptions = {}): AstroIntegration {
  const folder = (opts.folder ?? 'search').replace(/^\/+|\/+$/g, '');
  let cached: { mtime: number; indexes: Promise<BuiltSearch> } | undefined;

  const indexes = (): Promise<BuiltSearch> => {
    const file = indexFileOf(opts.graph ?? process.env.RULES_GRAPH ?? path.join('generated', 'graph.json'));
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) {
      const graph = openStore(file).graph;
      cached = { mtime, indexes: searchIndexesFor(graph) };
    }
    return cached.indexes;
  };

  let base = '/';
  return {
    name: 'rules-search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:server:setup': ({ server }) => {
        const route = new RegExp(`^${base}${folder}/([\\w./@-]+\\.json)(?:\\?.*)?$`);
        server.middlewares.use((req, res, next) => {
          const m = route.exec(req.url ?? '');
          if (!m) return next();
          indexes().then(
            (built) => {
              const body = m[1]!.includes('..') ? undefined : built.files[m[1]!];
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
