import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
const root = '/tmp/sitecheck/dist';
const server = http.createServer((req, res) => {
  let f = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (f.endsWith('/')) f += 'index.html';
  if (!fs.existsSync(f)) { res.writeHead(404); return res.end('nope'); }
  res.writeHead(200, { 'content-type': f.endsWith('.js') ? 'text/javascript' : f.endsWith('.html') ? 'text/html' : 'application/json' });
  res.end(fs.readFileSync(f));
}).listen(0, '127.0.0.1');
await new Promise(r => server.on('listening', r));
const base = `http://127.0.0.1:${server.address().port}`;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
p.on('console', m => console.log('console:', m.text()));
p.on('pageerror', e => console.log('pageerror:', e.message));
await p.goto(base + '/ru/search/?q=' + encodeURIComponent('копия заклинания'));
await p.waitForSelector('main [role=option]', { timeout: 20000 });
console.log(await p.$$eval('main [role=option]', els => els.slice(0,3).map(e => e.textContent.slice(0, 90))));
await p.keyboard.press('/');
await p.keyboard.type('Emerald');
await p.waitForTimeout(500);
console.log(await p.$$eval('[role=option]', els => els.slice(0,2).map(e => e.dataset.id)));
await b.close(); server.close();
