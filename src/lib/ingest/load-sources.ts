/** Read, decode and parse every source listed in the manifest. */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decode } from '../decode/index.js';
import { foldWord } from '../decode/eight-bit.js';
import type { CardList } from '../enrich/cards.js';
import { InputError, sourceFile, warningsOf, warnOn, type RuleId, type Warning } from '../errors.js';
import { PARSERS } from '../parse/index.js';
import type { SourceRoot } from '../parse/tree.js';
import type { ManifestEntry } from '../content/manifest.js';
import type { LoadedSource } from '../graph/stage.js';

export type { LoadedSource };

/** The words of the card names, folded: how an 8-bit file's accented card names tell its table. */
export function knownWords(cards: CardList): Set<string> {
  const out = new Set<string>();
  for (const card of cards.cards)
    for (const word of card.name.split(/[\s,/]+/)) if (word.length >= 3) out.add(foldWord(word));
  return out;
}

export function loadSource(
  contentDir: string,
  entry: ManifestEntry,
  warnings: Warning[],
  words: ReadonlySet<string> = new Set(),
): LoadedSource {
  const abs = path.resolve(contentDir, entry.file);
  const label = path.relative(process.cwd(), abs) || abs;
  let bytes: Buffer;
  try {
    bytes = readFileSync(abs);
  } catch {
    throw new InputError(
      path.relative(process.cwd(), path.join(contentDir, 'sources.yaml')),
      0,
      `source "${entry.id}" names a missing file: ${entry.file}`,
    );
  }
  const file = sourceFile(label, entry.id);
  let tree: SourceRoot;
  let encoding: string;
  try {
    const warn = (line: number, reason: string, ruleId: RuleId, column?: number) =>
      warnOn(file, line, reason, ruleId, column);
    const decoded = decode(bytes, label, { declared: entry.encoding, knownWords: words, warn });
    encoding = decoded.encoding;
    const ctx = { file: label, lang: entry.lang, warn };
    tree = PARSERS[entry.format](decoded.text, ctx);
  } catch (err) {
    if (err instanceof InputError) err.source ??= entry.id;
    throw err;
  }
  warnings.push(...warningsOf(file));
  return { entry, label, encoding, sha256: createHash('sha256').update(bytes).digest('hex'), tree };
}
