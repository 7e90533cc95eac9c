/**
 * The hostile content fixture (issue #9): tests/fixtures/hostile holds a sources.yaml and one file
 * per format whose text carries markup, script URLs, HTML entities, invisible and bidi characters
 * and object-key names (`__proto__`, `constructor`, … as source ids, glossary terms and lines
 * numbered like rules). `createHostileContent()` copies it to a temporary content folder and adds
 * a source whose single line is 1 MB long (generated here rather than committed).
 *
 * Reused by the site's browser test (nothing may run, no dialog may open) and its CSP check: build
 * the site from `createHostileContent()` and look for HOSTILE strings shown as text.
 * Free of vitest on purpose, so any test runner or script can import it.
 */
import os from 'node:os';
import path from 'node:path';
import { appendFileSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const HOSTILE_FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/hostile');

/** Texts the fixture holds verbatim; the graph keeps them as they are, the site must escape them. */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  svg: '<svg onload=alert(1)>',
  breakout: '"><script>alert(2)</script>',
  anchor: '<a href="javascript:alert(1)">click</a>',
  iframe: '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
  javascriptUrl: 'javascript:alert(1)',
  dataUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  entities: '&lt;script&gt;alert(1)&lt;/script&gt; &#x3C;b&#x3E;bold&#x3C;/b&#x3E; &amp;amp;',
  zeroWidth: 'zero\u200Bwidth and a byte\uFEFForder mark inside',
  bidi: 'bidi \u202Eoverride\u202C here',
  // Astral characters: past 64K UTF-16 units (the 1 MB line) Node 20's Intl.Segmenter is quadratic
  // on them; src/lib/text/segment.ts segments long texts in chunks.
  astral: 'emoji \u{1F6C3} and cuneiform \u{120A5}',
} as const;

/** Names that are members of every plain object: never rule ids, never lookup answers. */
export const OBJECT_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Where the generated 1 MB line lives in the content folder, and how it starts. */
export const LONG_LINE_FILE = 'sources/en/long-line-article.txt';
export const LONG_LINE_PREFIX = 'A line of 1 MB (see rule 100.1): ';

/** The 1 MB line: the hostile texts over and over, without a line break (at least `bytes` bytes). */
export function longLine(bytes = 1 << 20): string {
  const unit = Object.values(HOSTILE).join(' ');
  const count = Math.ceil((bytes - Buffer.byteLength(LONG_LINE_PREFIX)) / (Buffer.byteLength(unit) + 1));
  return LONG_LINE_PREFIX + new Array<string>(count).fill(unit).join(' ') + '.';
}

export interface HostileOptions {
  /** Folder to create the content folder in (default: a new temporary folder). */
  parent?: string;
  /** Add the 1 MB-line article (default true; the site may want a lighter build without it). */
  longLine?: boolean;
}

/** A content folder holding the hostile fixture; returns its path. */
export function createHostileContent(opts: HostileOptions = {}): string {
  const dir = path.join(opts.parent ?? mkdtempSync(path.join(os.tmpdir(), 'rules-hostile-')), 'content');
  cpSync(HOSTILE_FIXTURE, dir, { recursive: true });
  if (opts.longLine ?? true) {
    writeFileSync(path.join(dir, LONG_LINE_FILE), `Hostile long line\n${longLine()}\n100.1 ${HOSTILE.script}\n`);
    appendFileSync(
      path.join(dir, 'sources.yaml'),
      `- id: valueOf\n  file: ${LONG_LINE_FILE}\n  lang: en\n  format: article\n  title: "1 MB line"\n`,
    );
  }
  return dir;
}
