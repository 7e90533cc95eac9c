import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One full ingest and build of content/ per run, made by the first test that needs it.
    globalSetup: ['tests/global-setup.ts'],
  },
});
