import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('file:')) return new Response(fs.readFileSync(fileURLToPath(url.split('?')[0])));
  return realFetch(input, init);
};
const pf = await import('/tmp/fsx/pf/pagefind.js');
await pf.options({ basePath: 'file:///tmp/fsx/pf/' });
await pf.init();
let t = performance.now();
const r = await pf.search('copy');
console.log('search', performance.now() - t, r.results.length);
t = performance.now();
const d = await Promise.all(r.results.slice(0, 5).map(x => x.data()));
console.log('data', performance.now() - t, d[0].url, d[0].excerpt);
