/** Types of bundle.mjs (plain JavaScript: the CLI launcher uses it before TypeScript is compiled). */
import type { BuildOptions } from 'esbuild';

export declare const BUNDLE_OPTIONS: BuildOptions & { external: string[] };
