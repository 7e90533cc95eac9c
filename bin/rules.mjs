#!/usr/bin/env node
// The `rules` CLI: runs the TypeScript sources through tsx so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
