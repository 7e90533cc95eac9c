/**
 * The runnable examples' templates in a UI language (the `scenario` subtree of its strings, flat),
 * for the build (the /scenarios/labels/{lang}.json files) and tools. Node only: it reads the strings
 * through the registry (langs/strings.ts).
 */
import { uiStrings } from '../langs/strings.js';
import { isUiLang, SOURCE_LANG } from '../langs/index.js';
import { flatten, type Templates } from '../../i18n/resolve.js';

/** The widget's and the trace's templates in a language (the source language's for one without UI strings). */
export function scenarioLabels(lang: string): Templates {
  const strings = uiStrings(isUiLang(lang) ? lang : SOURCE_LANG) as { scenario: Record<string, unknown> };
  return flatten(strings.scenario);
}
