/** A short excerpt of a rule's text in a language, for lists of rules without titles (controls removed). */
import { siteIndex } from './site.js';
import { neutralise } from '../text/invisible.js';

export function snippet(id: string, lang: string, max = 90): string {
  const text = neutralise(siteIndex().shown(id, lang)?.rendition.text.split('\n')[0] ?? '');
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut) + '…';
}
