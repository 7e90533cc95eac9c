/** The site's UI languages (routes /{lang}/…): the registry's languages with UI strings (langs/). */
import { UI_LANGS, isUiLang as isUi, type LangCode } from '../langs/index.js';

export const LANGS: readonly LangCode[] = UI_LANGS;
export type UiLang = LangCode;

export function isUiLang(lang: string | undefined): lang is UiLang {
  return isUi(lang);
}
