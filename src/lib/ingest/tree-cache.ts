/**
 * A parsed source as the ingest cache keeps it (load-sources.ts). Positions are written as
 * [startLine, startColumn, endLine, endColumn] (a fifth of the bytes and far fewer objects to read
 * back than the unist form). A release prints nearly every rule as the release before it did, a few
 * lines further on: a top-level node equal to one of its base's (the source loaded before it with the
 * same format and language) but for a line shift is written as [index in the base, shift] and read
 * back as that very node, shared with the base, its shift kept beside the tree (parse/tree.ts
 * lineShifts) — the archive's hundred trees are read as a few megabytes of JSON instead of a hundred,
 * and hold one copy of each node printed alike instead of one per release.
 */
import type { Position } from 'unist';
import { lineShifts, setLineShifts, type SourceRoot } from '../model/tree.js';

type Json = unknown;
/** A top-level node written as the base's node at `index`, every line moved by `shift`. */
type NodeRef = [index: number, shift: number];

/** What to compare a node with in the base: its type and number (or headword), when it has one. */
function signature(node: Record<string, unknown>): string | undefined {
  const name = node.number ?? node.headword;
  return typeof name === 'string' ? `${String(node.type)}\u0000${name}` : undefined;
}

/**
 * The tree to write (with `compactPosition` as JSON.stringify's replacer), top-level nodes equal to
 * one of `base`'s but for a line shift as references.
 */
export function encodeTree(tree: SourceRoot, base?: SourceRoot): SourceRoot {
  const candidates = new Map<string, number[]>();
  base?.children.forEach((node, i) => {
    const s = signature(node as unknown as Record<string, unknown>);
    if (s !== undefined) (candidates.get(s) ?? candidates.set(s, []).get(s)!).push(i);
  });
  const own = lineShifts(tree);
  const based = base && lineShifts(base);
  const children = tree.children.map((node, k): Json => {
    const n = node as unknown as Record<string, unknown>;
    const s = signature(n);
    const position = n.position as Position | undefined;
    if (s === undefined || position === undefined) return node;
    const nShift = own?.[k] ?? 0;
    for (const i of candidates.get(s) ?? []) {
      const b = base!.children[i] as unknown as Record<string, unknown>;
      const bShift = based?.[i] ?? 0;
      // Lines as printed: the node's, and the base node's, each at its own shift.
      const shift = position.start.line + nShift - ((b.position as Position).start.line + bShift);
      if (sameShifted(n, b, shift + bShift - nShift)) return [i, shift] satisfies NodeRef;
    }
    return node;
  });
  return { ...tree, children: children as SourceRoot['children'] };
}

/**
 * The tree `encodeTree` wrote (parsed JSON), with `base` the very tree it was written against: a
 * reference is the base's node itself, its shift (with the base's own) in lineShifts.
 */
export function decodeTree(json: SourceRoot, base?: SourceRoot): SourceRoot {
  const children = json.children as unknown[];
  const based = base && lineShifts(base);
  let shifts: Int32Array | undefined;
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    if (Array.isArray(c)) {
      const [index, shift] = c as NodeRef;
      children[i] = base!.children[index];
      (shifts ??= new Int32Array(children.length))[i] = shift + (based?.[index] ?? 0);
    } else expandPositions(c);
  }
  expandPositions(json, false);
  if (shifts) setLineShifts(json, shifts);
  return json;
}

/** A copy of `tree` with every position where its node is printed (a tree read back shares nodes: lineShifts). */
export function withPrintedLines(tree: SourceRoot): SourceRoot {
  const shifts = lineShifts(tree);
  return { ...tree, children: tree.children.map((c, i) => copyShifted(c, shifts?.[i] ?? 0) as typeof c) };
}

/** A value's own keys as JSON writes them (undefined values left out). */
const keysOf = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);

/** Equal as the cache writes them, `a`'s lines being `b`'s moved by `shift`. */
function sameShifted(a: unknown, b: unknown, shift: number): boolean {
  if (a === b && shift === 0) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameShifted(a[i], b[i], shift)) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = keysOf(x);
  const ky = keysOf(y);
  if (kx.length !== ky.length) return false;
  for (let i = 0; i < kx.length; i++) {
    const k = kx[i]!;
    if (k !== ky[i]) return false;
    if (k === 'position' && isPosition(x[k]) && isPosition(y[k])) {
      const p = x[k] as Position;
      const q = y[k] as Position;
      if (
        p.start.line !== q.start.line + shift ||
        p.end.line !== q.end.line + shift ||
        p.start.column !== q.start.column ||
        p.end.column !== q.end.column
      )
        return false;
    } else if (!sameShifted(x[k], y[k], shift)) return false;
  }
  return true;
}

/** A copy of a node, every line moved by `shift`, undefined values left out (as JSON reads it back). */
function copyShifted(v: unknown, shift: number): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyShifted(v[i], shift);
    return out;
  }
  const o = v as Record<string, unknown>;
  // A spread copies a node of a shape seen before at once (the archive's trees are some 700,000
  // nodes of a few shapes); then its object values are copied in turn and undefined ones left out,
  // as JSON would read it back.
  const out: Record<string, unknown> = { ...o };
  let holes = false;
  for (const k in out) {
    const x = out[k];
    if (typeof x !== 'object' || x === null) holes ||= x === undefined;
    else out[k] = k === 'position' && isPosition(x) ? ReadPosition.of(x, shift) : copyShifted(x, shift);
  }
  return holes ? Object.fromEntries(Object.entries(out).filter(([, x]) => x !== undefined)) : out;
}

const isPosition = (v: unknown): v is Position =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'start' in v && 'end' in v;

/** JSON.stringify's replacer for a tree: positions as arrays. */
export function compactPosition(k: string, v: unknown): unknown {
  if (k !== 'position' || !isPosition(v)) return v;
  return [v.start.line, v.start.column, v.end.line, v.end.column];
}

/**
 * A position read back from the cache: its four numbers in one object, its points made when read
 * (the archive's trees hold some 700,000 positions, which the later stages read a line of at most).
 */
class ReadPosition implements Position {
  constructor(
    private readonly sl: number,
    private readonly sc: number,
    private readonly el: number,
    private readonly ec: number,
  ) {}

  static of(p: Position, shift: number): ReadPosition {
    return p instanceof ReadPosition
      ? new ReadPosition(p.sl + shift, p.sc, p.el + shift, p.ec)
      : new ReadPosition(p.start.line + shift, p.start.column, p.end.line + shift, p.end.column);
  }

  get start() {
    return { line: this.sl, column: this.sc };
  }

  get end() {
    return { line: this.el, column: this.ec };
  }

  toJSON(): Position {
    return { start: this.start, end: this.end };
  }
}

/** Positions written as arrays back as positions, in `node` and (with `deep`) its children. */
function expandPositions(node: unknown, deep = true): void {
  if (typeof node !== 'object' || node === null) return;
  const n = node as { position?: unknown; children?: unknown[] };
  if (Array.isArray(n.position)) {
    const [sl, sc, el, ec] = n.position as number[];
    n.position = new ReadPosition(sl!, sc!, el!, ec!);
  }
  if (deep && Array.isArray(n.children)) for (const c of n.children) expandPositions(c);
}
