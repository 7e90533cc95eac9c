// Static site over generated/graph.json (built by `rules ingest`, which `npm run build` runs first;
// $RULES_GRAPH names another graph). No framework runtime: pages are HTML, islands are tiny scripts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { searchIndex } from './src/lib/site/search-index';
import { offline } from './src/lib/site/offline';
import { previewPaths } from './src/lib/site/preview';

export default defineConfig({
  output: 'static',
  // Search indexes per language under /search/{lang}/ (served in dev, written on build); then the
  // service worker (/sw.js), which lists them among the files it keeps for offline reading. In
  // `astro preview` only, a page's URL without its slash is served as static hosts do (preview.ts).
  integrations: [searchIndex(), offline(), previewPaths()],
  trailingSlash: 'always',
  build: {
    format: 'directory',
    // One shared stylesheet file, cached across pages, rather than CSS inlined into every page.
    inlineStylesheets: 'never',
    // Render while earlier pages are being written (the build is mostly file writes).
    concurrency: 8,
  },
  // Guides (src/content.config.ts) go through Astro's Markdown pipeline: their text as written (no
  // typographic quotes), no code highlighter to load. Their remark plugins and the site's sanitiser
  // are added by the guides' loader, which knows each guide's language (src/lib/query/site-guides.ts).
  markdown: { smartypants: false, syntaxHighlight: false },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  // terser (a dependency: the build needs it) compresses the client chunks a little better than
  // esbuild: ~0.5 kB gzip less on a rule page with examples, whose JS has a 27 kB budget.
  vite: {
    build: { assetsInlineLimit: 0, minify: 'terser', terserOptions: { ecma: 2020, compress: { passes: 3 } } },
    // The word diff (src/lib/text/token-align.ts) runs in the browser too: @jest/diff-sequences' ESM
    // wrapper takes `.default` of its CommonJS build, which Rollup's interop has already unwrapped
    // (undefined in the bundle); its CommonJS build itself is read right.
    resolve: {
      alias: {
        '@jest/diff-sequences': fileURLToPath(new URL('./node_modules/@jest/diff-sequences/build/index.js', import.meta.url)),
      },
    },
  },
});
