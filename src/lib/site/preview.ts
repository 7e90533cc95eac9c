/**
 * An Astro integration for `astro preview` only: a page's URL without its trailing slash
 * (`/en/glossary`) is served as the page, as static hosts do (GitHub Pages and Cloudflare Pages
 * redirect it to `/en/glossary/`), where the preview server of a `trailingSlash: 'always'` site
 * answers Astro's own 404 instead. With 'ignore' the preview server serves `/en/glossary/index.html`
 * for it, and a path with no file gets the site's 404.html (which resolves old rule numbers), as on
 * those hosts. The build is left as it is: `always` keeps every link and `Astro.url` ending in a
 * slash, and `build.format: 'directory'` writes the same files either way. (Astro's static preview
 * takes no Vite plugin of ours, so it cannot redirect; the site's links are all absolute, so a page
 * served without the slash reads the same.)
 *
 *   // astro.config.mjs
 *   integrations: [previewPaths()],
 */
import type { AstroIntegration } from 'astro';

export function previewPaths(): AstroIntegration {
  return {
    name: 'rules-preview-paths',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'preview') updateConfig({ trailingSlash: 'ignore' });
      },
    },
  };
}
