/** Token-array alignment shared by the history-page readers. */
import { diffArrays } from 'diff';

export const SPACE = /^\s+$/;
export const DASH = /^[-‐‑‒–—―−]+$/;

/** Step 2: token alignment of two blocks; partner index in `b` for each token of `a`, or -1. */
export function align(a: string[], b: string[]): Int32Array {
  const out = new Int32Array(a.length).fill(-1);
  let i = 0;
  let j = 0;
  for (const c of diffArrays(a, b)) {
    if (c.added) j += c.count;
    else if (c.removed) i += c.count;
    else for (let x = 0; x < c.count; x++) out[i++] = j++;
  }
  return out;
}

export function inverse(map: Int32Array, length: number): Int32Array {
  const out = new Int32Array(length).fill(-1);
  map.forEach((j, i) => {
    if (j >= 0) out[j] = i;
  });
  return out;
}
