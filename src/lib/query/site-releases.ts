/**
 * Any release as it was (issue #17), as data the browser renders: /api/releases.json lists the
 * official releases; /api/releases/{date}.json holds one release's rules in force, in its reading
 * order, under the numbers they had then, with their texts and examples, and the English glossary it
 * printed. Static pages for every release would not fit the deploy budget (≤ 20,000 files); one file
 * per release does, and serves /{lang}/all/?release=DATE and /{lang}/rules/{id}/?release=DATE.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { compareNumbers } from '../model/numbers.js';
import { editionOf, releasesOf } from '../model/edition.js';
import { siteGraph } from './site.js';

export interface ReleaseData {
  release: string;
  /** [id, number then, kind, title, text, examples], in the release's own order. */
  rules: Array<[string, string, string, string, string, string[]]>;
  /** The English glossary that release printed: [term, text]. */
  glossary: Array<[string, string]>;
}

export function releaseList(): { releases: string[] } {
  return { releases: releasesOf(siteGraph()) };
}

export function releaseData(release: string): ReleaseData {
  const graph = siteGraph();
  const edition = editionOf(graph, release);
  const rules: ReleaseData['rules'] = edition.ids
    .map((id) => ({ id, r: edition.revision(id)! }))
    .sort((a, b) => compareNumbers(a.r.number, b.r.number))
    .map(({ id, r }) => [
      id,
      r.number,
      graph.rules[id]!.kind,
      r.title ?? '',
      r.text,
      (r.examples ?? []).map((e) => e.text),
    ]);
  const glossary = edition.glossary
    .filter((g) => g.lang === SOURCE_LANG)
    .map((g): [string, string] => [g.term, g.text])
    .sort((a, b) => a[0].localeCompare(b[0], SOURCE_LANG));
  return { release, rules, glossary };
}
