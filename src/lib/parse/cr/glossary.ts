/**
 * The glossary of a CR file: entries are a headword line followed by definition lines until a
 * blank line. Definition lines are senses (numbered senses keep their `1.` prefix), indented
 * continuation lines are further senses, `Example:` lines are the entry's own examples.
 */
import { pos, type GlossaryEntryNode, type Warn } from '../../model/tree.js';
import { exampleText, JOINED } from './lines.js';

const OBSOLETE = /\s*\(Obsolete\)$/;
/** Usage labels that qualify a headword but are not part of the terms it defines. */
const LABEL = /\s*\((?:Obsolete|Informal)\)$/;
/** "See Typecycling." — but not "See rule 407, “Ante.”", which points at rules, not another entry. */
const REDIRECT = /^See (?!rules?\b|sections?\b)(.+?)\.$/;

/**
 * `open`: the file ends inside the glossary, so its last entry may be cut off; one left with no
 * definition is dropped (its text is unknown), not reported.
 */
export function parseGlossary(
  lines: readonly string[],
  from: number,
  to: number,
  warn: Warn,
  open = false,
): GlossaryEntryNode[] {
  const entries: GlossaryEntryNode[] = [];
  let entry: GlossaryEntryNode | undefined;
  let afterBlank = true;
  for (let i = from; i < to; i++) {
    const raw = lines[i]!;
    const line = i + 1;
    if (raw === JOINED) continue;
    const text = raw.trim();
    if (text === '') {
      afterBlank = true;
      continue;
    }
    const example = exampleText(text);
    const continuesEntry = !afterBlank || /^\s/.test(raw) || example !== undefined;
    afterBlank = false;
    if (entry && continuesEntry) {
      if (example !== undefined) entry.examples.push(example);
      else entry.senses.push(text);
      entry.position.end.line = line;
      continue;
    }
    if (entry) finish(entry, warn);
    // Both labels close with a parenthesis: a headword without one is read without the patterns.
    const labelled = text.endsWith(')');
    entry = {
      type: 'glossaryEntry',
      headword: text,
      terms: splitTerms(labelled ? text.replace(LABEL, '') : text),
      obsolete: labelled && OBSOLETE.test(text),
      senses: [],
      examples: [],
      position: pos(line),
    };
    entries.push(entry);
  }
  if (entry && open && entry.senses.length === 0 && entry.examples.length === 0) entries.pop();
  else if (entry) finish(entry, warn);
  return entries;
}

function finish(entry: GlossaryEntryNode, warn: Warn): void {
  if (entry.senses.length === 0 && entry.examples.length === 0)
    warn(
      entry.position.start.line,
      `glossary entry "${entry.headword}" has no definition`,
      'rules:empty-glossary-entry',
    );
  const only = entry.senses.length === 1 && entry.examples.length === 0 ? entry.senses[0]! : undefined;
  const m = only === undefined ? null : REDIRECT.exec(only);
  if (m) entry.redirect = m[1]!;
}

/**
 * The terms a headword defines. Comma-joined headwords name one term per part (`You, Your`,
 * `Base Power, Base Toughness`, `Life, Life Total`), except when the last part's final word is
 * shared by all parts: the last part without that word has as many words as each earlier part but
 * differs from it — `Active Player, Nonactive Player Order` is "active player [order], nonactive
 * player order", i.e. one term (APNAP order). Quoted parts lose their quotes, and a comma printed
 * inside quotes (`“Partner—[text],” “Partner with [name]”`) does not split.
 */
export function splitTerms(headword: string): string[] {
  // Most headwords have neither a comma nor a quote: one term, the headword itself.
  if (!/[,“"]/.test(headword)) {
    const term = headword.trim();
    return [term || headword];
  }
  const parts = splitParts(headword);
  if (parts.length < 2) return parts.length === 1 ? parts : [headword];
  if (sharesFinalWord(parts)) return [headword];
  return parts;
}

function splitParts(headword: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  // A part that starts with a quote ends at its closing quote; quotes inside a part (`Intervening
  // “If” Clause`) only protect their commas.
  let partQuoted = false;
  const push = () => {
    const part = unquote(current.trim().replace(/,$/, '').trim());
    if (part) parts.push(part);
    current = '';
    partQuoted = false;
  };
  for (const ch of headword) {
    if (!quoted && (ch === '“' || ch === '"')) {
      quoted = true;
      if (current.trim() === '') partQuoted = true;
      current += ch;
    } else if (quoted && (ch === '”' || ch === '"')) {
      quoted = false;
      current += ch;
      if (partQuoted) push();
    } else if (ch === ',' && !quoted) push();
    else current += ch;
  }
  push();
  return parts;
}

function unquote(part: string): string {
  const m = /^["“](.*?)[,]?["”]$/.exec(part);
  return m ? m[1]!.trim() : part;
}

function sharesFinalWord(parts: string[]): boolean {
  const last = parts[parts.length - 1]!.split(/\s+/);
  if (last.length < 2) return false;
  const stem = last.slice(0, -1);
  return parts.slice(0, -1).every((p) => {
    const words = p.split(/\s+/);
    return words.length === stem.length && words.join(' ').toLowerCase() !== stem.join(' ').toLowerCase();
  });
}
