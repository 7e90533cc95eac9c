/**
 * XLIFF 1.2 for the translation round trip, as OmegaT, Weblate and Crowdin read and write it: one
 * <file original="cr-DATE">, one <trans-unit id> per unit with <source>, <target state> and <note>s.
 * Written with xastscript + xast-util-to-xml; read with saxes, a strict streaming parser that knows
 * lines. (The `xliff` package drops <target state> and has no lines, so it is not used.)
 * Security: a DOCTYPE or ENTITY declaration is refused before parsing, so nothing is ever expanded
 * or fetched; saxes itself knows only the five predefined entities and character references.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { x } from 'xastscript';
import { toXml, type Raw } from 'xast-util-to-xml';
import { InputError } from '../model/errors.js';
import {
  assertRoundTrip,
  checkSize,
  lineAt,
  validateRead,
  validateWrite,
  type ExchangeDoc,
  type ExchangeUnit,
  type UnitState,
} from './units.js';

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:1.2';
const TOOL = 'rules';

/** Every XLIFF 1.2 target state, as the round trip's states (needs-l10n & co. are work to do). */
const STATES: Record<string, UnitState> = {
  new: 'new',
  'needs-translation': 'new',
  'needs-adaptation': 'new',
  'needs-l10n': 'new',
  'needs-review-translation': 'needs-review-translation',
  'needs-review-adaptation': 'needs-review-translation',
  'needs-review-l10n': 'needs-review-translation',
  translated: 'translated',
  'signed-off': 'signed-off',
  final: 'final',
};

/** Refuse any DTD or entity declaration, with its line, before an XML parser sees the text. */
export function refuseDtd(text: string, file: string): void {
  const m = /<!\s*(DOCTYPE|ENTITY)/i.exec(text);
  if (m) throw new InputError(file, lineAt(text, m.index), 'DTDs and entities are not accepted');
}

const raw = (value: string): Raw => ({ type: 'raw', value });

/**
 * Text as xast children. xast-util-to-xml escapes only & and <; a CR would be read back as LF and
 * `]]>` is not allowed in content, so both are written as references.
 */
function chars(s: string): Array<Raw | string> {
  return s
    .split(/(\r|\]\]>)/)
    .filter((part) => part !== '')
    .flatMap((part): Array<Raw | string> =>
      part === '\r' ? [raw('&#13;')] : part === ']]>' ? [']]', raw('&gt;')] : [part],
    );
}

const indent = (depth: number): string => `\n${'  '.repeat(depth)}`;

/** The doc as an XLIFF 1.2 file; throws if it could not be read back exactly. */
export function writeXliff(input: ExchangeDoc): string {
  const doc = validateWrite(input, 'XLIFF');
  const units = doc.units.flatMap((u) => [
    indent(3),
    x('trans-unit', { id: u.id, 'xml:space': 'preserve' }, [
      indent(4),
      x('source', chars(u.source)),
      indent(4),
      x('target', { state: u.state }, chars(u.target ?? '')),
      ...u.notes.flatMap((n) => [indent(4), x('note', chars(n))]),
      indent(3),
    ]),
  ]);
  const file = x(
    'file',
    {
      original: `cr-${doc.version}`,
      'source-language': doc.sourceLang,
      'target-language': doc.targetLang,
      datatype: 'plaintext',
      'tool-id': TOOL,
      'product-name': TOOL,
      'product-version': doc.version,
    },
    [
      indent(2),
      x('header', [
        indent(3),
        x('tool', { 'tool-id': TOOL, 'tool-name': TOOL }),
        indent(3),
        x('note', `${TOOL}: the Comprehensive Rules, English release ${doc.version}`),
        indent(2),
      ]),
      indent(2),
      x('body', [...units, indent(2)]),
      indent(1),
    ],
  );
  const tree = x(null, [
    { type: 'instruction', name: 'xml', value: 'version="1.0" encoding="UTF-8"' },
    '\n',
    x('xliff', { version: '1.2', xmlns: XLIFF_NS }, [indent(1), file, '\n']),
    '\n',
  ]);
  const xml = toXml(tree, { allowDangerousXml: true, closeEmptyElements: true });
  assertRoundTrip('XLIFF', doc, readXliff(xml, 'written.xlf'));
  return xml;
}

interface OpenUnit extends ExchangeUnit {
  sourceSeen: boolean;
  targetSeen: boolean;
  stateAttr?: string;
  stateLine: number;
  approved: boolean;
}

/** An XLIFF 1.2 file as a doc; a bad file throws InputError at its line. */
export function readXliff(text: string, file: string): ExchangeDoc {
  checkSize(text, file);
  refuseDtd(text, file);
  const fail = (line: number, reason: string): never => {
    throw new InputError(file, line, reason);
  };
  const p = new SaxesParser({ xmlns: true });
  p.on('error', (e) => fail(p.line, e.message.replace(/^\d+:\d+: /, '')));
  let tagLine = 1; // saxes reports a tag once read whole: remember the line it starts on
  p.on('opentagstart', () => (tagLine = p.line));

  let ns: string | undefined; // the root's namespace: XLIFF 1.2's (or none, as old tools write)
  const stack: string[] = [];
  const head = { sourceLang: '', targetLang: '', version: '', line: 0, seen: false };
  const units: ExchangeUnit[] = [];
  const ids = new Map<string, number>();
  let unit: OpenUnit | undefined;
  let unitDepth = 0;
  let field: { name: 'source' | 'target' | 'note'; depth: number; text: string } | undefined;

  p.on('opentag', (tag: SaxesTagNS) => {
    const name = tag.uri === ns ? tag.local : `{${tag.uri}}${tag.local}`;
    const parent = stack.at(-1);
    stack.push(name);
    const attr = (n: string): string | undefined => tag.attributes[n]?.value;
    if (field) {
      // Inline markup: g and mrk only wrap text; codes (x, ph, bpt, …) have no place in plain text.
      if (name !== 'g' && name !== 'mrk') fail(tagLine, `<${tag.name}> in a <${field.name}> (plain text only)`);
      return;
    }
    if (parent === undefined) {
      if (tag.local !== 'xliff') fail(tagLine, `not an XLIFF file: the root element is <${tag.name}>`);
      if (attr('version') !== '1.2') fail(tagLine, `XLIFF version ${attr('version') ?? '(none)'} is not 1.2`);
      if (tag.uri !== XLIFF_NS && tag.uri !== '') fail(tagLine, `<xliff> is not in the XLIFF 1.2 namespace`);
      ns = tag.uri;
      stack[0] = 'xliff';
      head.line = tagLine; // until a <file> is seen
    } else if (name === 'file' && parent === 'xliff') {
      if (head.seen) fail(tagLine, 'a second <file>: an exchange file has one');
      Object.assign(head, { seen: true, line: tagLine });
      head.sourceLang = attr('source-language') ?? fail(tagLine, '<file> has no source-language');
      head.targetLang = attr('target-language') ?? fail(tagLine, '<file> has no target-language');
      head.version =
        /cr-(\d{4}-\d{2}-\d{2})/.exec(attr('original') ?? '')?.[1] ??
        attr('product-version') ??
        fail(tagLine, '<file> names no version (original="cr-YYYY-MM-DD")');
    } else if (name === 'trans-unit' && (parent === 'body' || parent === 'group') && !unit) {
      const id = attr('id') ?? fail(tagLine, 'a <trans-unit> without id');
      const first = ids.get(id);
      if (first !== undefined) fail(tagLine, `duplicate trans-unit id "${id}" (first at line ${first})`);
      ids.set(id, tagLine);
      unitDepth = stack.length;
      const approved = attr('approved') === 'yes';
      const base = { id, source: '', state: 'new' as const, notes: [], line: tagLine, stateLine: tagLine };
      unit = { ...base, sourceSeen: false, targetSeen: false, approved };
    } else if ((name === 'source' || name === 'target' || name === 'note') && parent === 'trans-unit' && unit) {
      if (name === 'source' && unit.sourceSeen) fail(tagLine, `trans-unit "${unit.id}" has two <source>s`);
      if (name === 'target' && unit.targetSeen) fail(tagLine, `trans-unit "${unit.id}" has two <target>s`);
      if (name === 'target') Object.assign(unit, { stateAttr: attr('state'), stateLine: tagLine });
      field = { name, depth: stack.length, text: '' };
    }
  });

  const onText = (t: string): void => {
    if (field) field.text += t;
  };
  p.on('text', onText);
  p.on('cdata', onText);

  p.on('closetag', () => {
    if (field && stack.length === field.depth && unit) {
      if (field.name === 'source') Object.assign(unit, { source: field.text, sourceSeen: true });
      else if (field.name === 'target') Object.assign(unit, { target: field.text || undefined, targetSeen: true });
      else unit.notes.push(field.text);
      field = undefined;
    } else if (unit && stack.length === unitDepth) {
      units.push(closeUnit(unit, fail));
      unit = undefined;
    }
    stack.pop();
  });

  try {
    p.write(text).close();
  } catch (err) {
    if (err instanceof InputError) throw err;
    fail(p.line, `unreadable XML: ${(err as Error).message}`); // never seen: saxes reports through onerror
  }
  if (!head.seen) fail(head.line, 'no <file> element');
  const { sourceLang, targetLang, version } = head;
  return validateRead({ sourceLang, targetLang, version, units }, file, head.line);
}

function closeUnit(u: OpenUnit, fail: (line: number, reason: string) => never): ExchangeUnit {
  if (!u.sourceSeen) fail(u.line!, `trans-unit "${u.id}" has no <source>`);
  let state: UnitState;
  if (u.stateAttr !== undefined && !u.stateAttr.startsWith('x-')) {
    state = Object.hasOwn(STATES, u.stateAttr)
      ? STATES[u.stateAttr]!
      : fail(u.stateLine, `unknown state "${u.stateAttr}"`);
  } else {
    // No state (or a tool's own x- one): a target is a translation, approved="yes" a signed-off one.
    state = u.target === undefined ? 'new' : u.approved ? 'signed-off' : 'translated';
  }
  const out: ExchangeUnit = { id: u.id, source: u.source, state, notes: u.notes, line: u.line! };
  if (u.target !== undefined) out.target = u.target;
  return out;
}
