/**
 * A rule or section page of the current edition put together offline, in the service worker, from
 * /{lang}/offline/ data (src/lib/query/site-offline.ts): the same heading, notice, text blocks,
 * subrules or whole section, previous/next and contents sidebar as the built page (src/pages/[lang]/
 * rules/[id].astro), its runnable examples included; what only the network has (history, translations, links around the rule) is
 * left out and said so. Built as a hast tree (hastscript) and serialised by hast-util-to-html, as the
 * server builds its HTML; the blocks are the build's sanitised HTML, kept as raw nodes.
 */
import type { ElementContent, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { chapterOf, rulePath } from '../../lib/model/pages';
import type { OfflineMeta, OfflineRule } from '../../lib/query/site-offline';

/** The build's sanitised HTML (a rule's blocks, its examples), kept as it is. */
const raw = (value: string | undefined): Raw[] => (value ? [{ type: 'raw', value }] : []);

/** The chapter file a rule's data is in: "707.10" → "7", "702" → "7", "7" → "7". */
export { chapterOf };

function title(r: OfflineRule): ElementContent[] {
  if (!r.t) return [];
  return [r.tl ? h('span', { lang: r.tl }, r.t) : txt(r.t)];
}

/** A rule in a list: its title, else the start of its text. */
function named(r: OfflineRule): ElementContent[] {
  if (r.t) return title(r);
  if (!r.sn) return [];
  return [r.snl ? h('span', { lang: r.snl }, r.sn) : txt(r.sn)];
}

const txt = (value: string): ElementContent => ({ type: 'text', value });

function plural(meta: OfflineMeta, lang: string, key: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  const text = meta.labels[`${key}_${form}`] ?? meta.labels[`${key}_other`] ?? '';
  return text.replace('{{count}}', String(count));
}

/** `<main>`'s content for /{lang}/rules/{id}/, or undefined when the data has no such rule. */
export function offlineMain(
  lang: string,
  id: string,
  meta: OfflineMeta,
  rules: Record<string, OfflineRule>,
): { main: string; title: string } | undefined {
  const r = Object.hasOwn(rules, id) ? rules[id] : undefined;
  if (!r) return undefined;
  const L = meta.labels;
  const href = (x: string) => rulePath(lang, x);
  const known = (ids: readonly string[] | undefined) =>
    (ids ?? []).map((c) => rules[c]).filter((x): x is OfflineRule => !!x);
  const crumbs = known(r.up).map((a) =>
    h('li', [h('a', { href: href(a.n), lang: a.tl }, `${a.n} ${a.t ?? ''}`.trim())]),
  );
  const blocks = (r.c ?? []).flatMap((c) => raw(rules[c]?.f));
  const article: Array<ElementContent | Raw> = [
    h('h1', { id: 'title' }, [
      h('span', { className: ['kind'] }, L[`kind.${r.k}`] ?? ''),
      ' ',
      h('span', { className: ['n'] }, r.n),
      ...(r.t ? [txt(' '), ...title(r)] : []),
    ]),
    h('p', { className: ['notice', 'offline-note'], role: 'note' }, L['offline.page'] ?? ''),
    ...(r.note ? [h('p', { className: ['notice'], role: 'note' }, r.note)] : []),
    h('div', { id: 'release-view' }),
    ...raw(r.b),
  ];
  if (r.k === 'section' && r.c) {
    if (r.toc)
      article.push(
        h('nav', { className: ['in-page'], ariaLabelledBy: 'contents' }, [
          h('details', [
            h('summary', [
              h('h2', { id: 'contents' }, L['rule.children'] ?? ''),
              ' ',
              h('span', { className: ['legend'] }, plural(meta, lang, 'section.rules', r.c.length)),
            ]),
            h(
              'ol',
              { className: ['toc'] },
              known(r.toc).map((x) =>
                h('li', [h('a', { href: `#R${x.n.replace(/\./g, '')}` }, x.n), ' ', ...named(x)]),
              ),
            ),
          ]),
        ]),
      );
    article.push(h('div', { className: ['section-body'] }, blocks));
  } else if (r.k === 'chapter' && r.toc) {
    article.push(
      h('section', { ariaLabelledBy: 'contents' }, [
        h('h2', { id: 'contents' }, L['rule.children'] ?? ''),
        h(
          'ul',
          { className: ['toc'] },
          known(r.toc).map((x) =>
            h('li', [h('a', { href: href(x.n) }, [x.n, ...(x.t ? [txt('. '), ...title(x)] : [])])]),
          ),
        ),
      ]),
    );
  } else if (blocks.length) {
    article.push(
      h('section', { className: ['subrules'], ariaLabelledBy: 'subrules' }, [
        h('h2', { id: 'subrules' }, L['rule.subrules'] ?? ''),
        ...blocks,
      ]),
    );
  }
  article.push(...raw(r.sc));
  if (r.prev || r.next)
    article.push(
      h('nav', { className: ['pn'], ariaLabel: L['rule.neighbours'] ?? '' }, [
        ...(r.prev ? [h('a', { rel: 'prev', href: href(r.prev) }, `← ${r.prev}`)] : []),
        ...(r.next ? [h('a', { rel: 'next', href: href(r.next) }, `${r.next} →`)] : []),
      ]),
    );
  const section = r.k === 'section' ? id : (r.up ?? []).find((a) => rules[a]?.k === 'section');
  const tree: Root = {
    type: 'root',
    children: [
      h('nav', { className: ['crumbs'], ariaLabel: L['nav.breadcrumb'] ?? '' }, [
        h('ol', [h('li', [h('a', { href: `/${lang}/` }, L['nav.home'] ?? '')]), ...crumbs]),
      ]),
      h('div', { className: ['rule-layout'] }, [
        h('article', { className: ['rule-page'], ariaLabelledBy: 'title' }, article),
        h(
          'nav',
          {
            className: ['side'],
            ariaLabelledBy: 'side-h',
            dataContents: `/${lang}/contents.json`,
            dataChapter: chapterOf(id),
            dataCurrent: section,
          },
          [
            h('details', [
              h('summary', { id: 'side-h' }, L['all.contents'] ?? ''),
              h('ol', { className: ['contents'] }),
            ]),
          ],
        ),
      ]),
    ],
  };
  return { main: toHtml(tree, { allowDangerousHtml: true }), title: `${r.n} ${r.t ?? ''}`.trim() };
}

/** The shell page (/{lang}/offline/) with `main` in its <main>, its title and language links set. */
export function fillShell(shell: string, lang: string, id: string, page: { main: string; title: string }): string {
  return shell
    .replace(/<title>[^<]*·/, `<title>${toHtml(txt(page.title))} ·`)
    .replace(/(<main id="main"[^>]*>)[\s\S]*<\/main>/, (_, open: string) => `${open}${page.main}</main>`)
    .replace(/href="\/([a-z]{2})\/offline\/"/g, (_, l: string) => `href="${rulePath(l, id)}"`)
    .replace(
      /<link rel="alternate" hreflang="([a-z]{2})" href="\/[a-z]{2}\/offline\/"/g,
      (_, l: string) => `<link rel="alternate" hreflang="${l}" href="${rulePath(l, id)}"`,
    );
}
