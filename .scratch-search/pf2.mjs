import * as pagefind from 'pagefind';
import fs from 'node:fs';
const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
for (let i = 0; i < 50; i++) await index.addHTMLFile({ url: `/en/rules/${i}/`, content: `<html lang="en"><body><h1>Rule ${i}</h1><p>copy spell trample ${i} words here</p></body></html>` });
await index.writeFiles({ outputPath: '/tmp/fsx/pf' });
await pagefind.close();
const src = fs.readFileSync('/tmp/fsx/pf/pagefind.js', 'utf8');
console.log(src.length, [...new Set(src.match(/\b(window|document|self|location|fetch|DecompressionStream|WebAssembly|import\.meta\.url|Worker)\b/g))]);
