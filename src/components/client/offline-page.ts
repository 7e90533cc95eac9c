/**
 * A rule or section page of the current edition put together offline, in the service worker, from
 * /{lang}/offline/ data (src/lib/query/site-offline.ts): the same heading, notice, text blocks,
 * subrules or whole section, previous/next and contents sidebar as the built page (src/pages/[lang]/
 * rules/[id].astro), its runnable examples included; what only the network has (history, translations, links around the rule) is
 * left out and said so. The blocks are the build's sanitised HTML; every other text is escaped here.
 */
import { chapterOf, rulePath } from '../../lib/model/pages';
import type { OfflineMeta, OfflineRule } from '../../lib/query/site-offline';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);

/** The chapter file a rule's data is in: "707.10" → "7", "702" → "7", "7" → "7". */
export { chapterOf };

function title(r: OfflineRule): string {
  if (!r.t) return '';
  return r.tl ? `<span lang="${esc(r.tl)}">${esc(r.t)}</span>` : esc(r.t);
}

/** A rule in a list: its title, else the start of its text. */
function named(r: OfflineRule): string {
  if (r.t) return title(r);
  if (!r.sn) return '';
  return r.snl ? `<span lang="${esc(r.snl)}">${esc(r.sn)}</span>` : esc(r.sn);
}

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
  const crumbs = (r.up ?? [])
    .map((a) => rules[a])
    .filter((a): a is OfflineRule => !!a)
    .map(
      (a) =>
        `<li><a href="${href(a.n)}"${a.tl ? ` lang="${esc(a.tl)}"` : ''}>${esc(`${a.n} ${a.t ?? ''}`.trim())}</a></li>`,
    )
    .join('');
  const parts: string[] = [
    `<nav class="crumbs" aria-label="${esc(L['nav.breadcrumb'] ?? '')}"><ol><li><a href="/${lang}/">${esc(L['nav.home'] ?? '')}</a></li>${crumbs}</ol></nav>`,
    '<div class="rule-layout"><article class="rule-page" aria-labelledby="title">',
    `<h1 id="title"><span class="kind">${esc(L[`kind.${r.k}`] ?? '')}</span> <span class="n">${esc(r.n)}</span>${r.t ? ' ' + title(r) : ''}</h1>`,
    `<p class="notice offline-note" role="note">${esc(L['offline.page'] ?? '')}</p>`,
    r.note ? `<p class="notice" role="note">${esc(r.note)}</p>` : '',
    '<div id="release-view"></div>',
    r.b,
  ];
  const blocks = (r.c ?? []).map((c) => rules[c]?.f ?? '').join('');
  if (r.k === 'section' && r.c) {
    if (r.toc)
      parts.push(
        `<nav class="in-page" aria-labelledby="contents"><details><summary><h2 id="contents">${esc(L['rule.children'] ?? '')}</h2> <span class="legend">${esc(plural(meta, lang, 'section.rules', r.c.length))}</span></summary><ol class="toc">`,
        ...r.toc.map((c) => {
          const x = rules[c];
          return x ? `<li><a href="#R${esc(x.n.replace(/\./g, ''))}">${esc(x.n)}</a> ${named(x)}</li>` : '';
        }),
        '</ol></details></nav>',
      );
    parts.push(`<div class="section-body">${blocks}</div>`);
  } else if (r.k === 'chapter' && r.toc) {
    parts.push(
      `<section aria-labelledby="contents"><h2 id="contents">${esc(L['rule.children'] ?? '')}</h2><ul class="toc">`,
      ...r.toc.map((c) => {
        const x = rules[c];
        return x ? `<li><a href="${href(x.n)}">${esc(x.n)}${x.t ? '. ' + title(x) : ''}</a></li>` : '';
      }),
      '</ul></section>',
    );
  } else if (blocks) {
    parts.push(
      `<section class="subrules" aria-labelledby="subrules"><h2 id="subrules">${esc(L['rule.subrules'] ?? '')}</h2>${blocks}</section>`,
    );
  }
  if (r.sc) parts.push(r.sc);
  if (r.prev || r.next)
    parts.push(
      `<nav class="pn" aria-label="${esc(L['rule.neighbours'] ?? '')}">`,
      r.prev ? `<a rel="prev" href="${href(r.prev)}">← ${esc(r.prev)}</a>` : '',
      r.next ? `<a rel="next" href="${href(r.next)}">${esc(r.next)} →</a>` : '',
      '</nav>',
    );
  parts.push('</article>');
  const section = r.k === 'section' ? id : (r.up ?? []).find((a) => rules[a]?.k === 'section');
  parts.push(
    `<nav class="side" aria-labelledby="side-h" data-contents="/${lang}/contents.json" data-chapter="${esc(chapterOf(id))}"${section ? ` data-current="${esc(section)}"` : ''}>`,
    `<details><summary id="side-h">${esc(L['all.contents'] ?? '')}</summary><ol class="contents"></ol></details></nav>`,
    '</div>',
  );
  return { main: parts.join(''), title: `${r.n} ${r.t ?? ''}`.trim() };
}

/** The shell page (/{lang}/offline/) with `main` in its <main>, its title and language links set. */
export function fillShell(shell: string, lang: string, id: string, page: { main: string; title: string }): string {
  return shell
    .replace(/<title>[^<]*·/, `<title>${esc(page.title)} ·`)
    .replace(/(<main id="main"[^>]*>)[\s\S]*<\/main>/, (_, open: string) => `${open}${page.main}</main>`)
    .replace(/href="\/([a-z]{2})\/offline\/"/g, (_, l: string) => `href="${rulePath(l, id)}"`)
    .replace(
      /<link rel="alternate" hreflang="([a-z]{2})" href="\/[a-z]{2}\/offline\/"/g,
      (_, l: string) => `<link rel="alternate" hreflang="${l}" href="${rulePath(l, id)}"`,
    );
}
