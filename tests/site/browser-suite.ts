/**
 * A block of tests in Chromium over a built site: skipped (and said so) where /usr/bin/chromium is
 * missing, an error under CI=true; the site served and the browser opened once for the block.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHROMIUM, haveChromium, openSite, type Served, type Tab } from './helpers.js';

export function describeBrowser(name: string, fn: () => void): void {
  if (!haveChromium && process.env.CI === 'true') throw new Error(`CI=true but ${CHROMIUM} is missing`);
  if (haveChromium) describe(name, fn);
  else describe.skip(`${name} [skipped: ${CHROMIUM} is missing]`, fn);
}

export interface OpenedSite {
  /** A path of the site as a URL. */
  at(p: string): string;
  readonly tab: Tab;
  readonly browser: Browser;
}

/** Serves `dist()` and opens Chromium before the block's tests, closes both after them. */
export function openedSite(dist: () => string): OpenedSite {
  let server: Served | undefined;
  let browser: Browser | undefined;
  let tab: Tab | undefined;
  beforeAll(async () => {
    ({ server, browser, tab } = await openSite(dist()));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    at: (p) => server!.url + p,
    get tab() {
      return tab!;
    },
    get browser() {
      return browser!;
    },
  };
}
