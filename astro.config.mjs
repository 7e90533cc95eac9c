// Static site over generated/graph.json (built by `rules ingest`, which `npm run build` runs first).
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
