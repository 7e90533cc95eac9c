/**
 * How the project's TypeScript becomes the JavaScript that runs: esbuild's options for the CLI's
 * bundles (bin/rules.mjs), shared with the ingest benchmark, which measures the code as the CLI
 * runs it. Plain JavaScript: the launcher reads it before anything is compiled.
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Large packages only ingestion and errors need (encoding tables, the YAML parser that locates
  // lines, the progress bar) stay in node_modules: the bundle is read and compiled on every call.
  external: ['esbuild', 'tsx', 'iconv-lite', 'yaml', 'cli-progress'],
  // Whitespace and syntax only: a smaller file reads and deserialises faster, and names stay for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  // Modules that find files beside themselves read import.meta.url: the bundle's own URL.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
};
