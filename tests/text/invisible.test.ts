/**
 * Invisible and bidirectional controls (issue #22, "Trojan Source"): found with their line, column
 * and code point; kept in the graph as printed; removed wherever text is shown as HTML.
 */
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import { invisibleControls, neutralise } from '../../src/lib/text/invisible.js';
import { toSafeHtml, txt } from '../../src/lib/render/safe.js';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { tempDir } from '../helpers/content.js';

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';

describe('invisible and bidirectional controls', () => {
  it('are found with line, column and code point; a leading byte-order mark is not one', () => {
    expect(invisibleControls(`\uFEFFa\nb${RLO}c\nd${LRI}e${PDI}\u200B`)).toEqual([
      { line: 2, column: 2, codePoint: 'U+202E' },
      { line: 3, column: 2, codePoint: 'U+2066' },
      { line: 3, column: 4, codePoint: 'U+2069' },
      { line: 3, column: 5, codePoint: 'U+200B' },
    ]);
    expect(invisibleControls('Plain rule text.\nNothing here.')).toEqual([]);
  });

  it('never reach the HTML: the text reads as stored, without them', () => {
    const html = toSafeHtml([h('p', {}, [txt(`Sacrifice ${RLO}erutaerc a${LRI} now${PDI}.`)])]);
    expect(html).toBe('<p>Sacrifice erutaerc a now.</p>');
    expect(neutralise(`a${RLO}b\u200Dc`)).toBe('abc');
  });

  it('stay in the graph as printed, and the ingest warns for each at its line', () => {
    const content = path.join(tempDir('rules-bidi-'), 'content');
    mkdirSync(path.join(content, 'sources', 'en'), { recursive: true });
    writeFileSync(
      path.join(content, 'sources', 'en', 'page.txt'),
      `Rule 707.10 · Copying Objects\n\nTo copy a spell ${RLO}means${LRI} to put a copy of it onto the stack.\n`,
    );
    writeFileSync(
      path.join(content, 'sources.yaml'),
      '- id: en-page\n  file: sources/en/page.txt\n  lang: en\n  format: rule-page\n',
    );
    const graph = buildGraph({ contentDir: content });
    expect(graph.rules['707.10']!.renditions[0]!.text).toContain(`${RLO}means${LRI}`);
    const warned = graph.warnings.filter((w) => w.ruleId === 'rules:invisible-control');
    expect(warned.map((w) => [w.line, w.column, w.reason.match(/U\+\w+/)![0]])).toEqual([
      [3, 17, 'U+202E'],
      [3, 23, 'U+2066'],
    ]);
    expect(warned[0]!.file).toMatch(/page\.txt$/);
  });
});
