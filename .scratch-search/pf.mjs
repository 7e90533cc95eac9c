import * as pagefind from 'pagefind';
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
console.log(errors);
for (let i = 0; i < 50; i++) await index.addHTMLFile({ url: `/en/rules/${i}/`, content: `<html lang="en"><body><h1>Rule ${i}</h1><p>copy spell trample ${i} words here</p></body></html>` });
const { files } = await index.getFiles();
for (const f of files) console.log(f.path, f.content.length);
await pagefind.close();
