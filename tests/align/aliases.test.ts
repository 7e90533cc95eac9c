/**
 * Card-name aliases learnt from aligned sentence pairs. content/cards.yaml lists the aliases by
 * hand, so these tests strip every alias from a copy of it: what the graph then knows is learnt.
 */
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { learnAliases } from '../../src/lib/align/aliases.js';
import { makeCardList } from '../../src/lib/enrich/cards.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { contentWith } from '../helpers/content.js';
import { describeCrFiles } from '../helpers/shared.js';

/** A copy of content/ (plus CR files) whose cards.yaml has no aliases. */
function withoutAliases(dates: Parameters<typeof contentWith>[0] = []): string {
  const dir = contentWith(dates);
  const file = path.join(dir, 'cards.yaml');
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => !/^\s+aliases:/.test(l))
      .join('\n'),
  );
  return dir;
}

const aliasesOf = (graph: Graph, card: string, lang = 'ru') =>
  graph.cards
    .find((c) => c.name === card)
    ?.aliases.filter((a) => a.lang === lang)
    .map((a) => a.name) ?? [];

describe('learning card-name aliases', () => {
  it('a card missing from the translated sentence is matched to the capitalised name standing where it does', () => {
    const cards = makeCardList([{ name: 'Fling' }, { name: 'Clone' }, { name: 'Fork' }]);
    const learnt = learnAliases(
      [
        {
          lang: 'ru',
          en: 'Clone enters the battlefield as a copy of Fork.',
          tr: 'Клон выходит на поле битвы как копия Fork.',
        },
        { lang: 'ru', en: 'Fling is an instant.', tr: '«Швырок» это мгновенное заклинание.' },
        { lang: 'ru', en: 'The player sacrifices a creature to Fling.', tr: 'Игрок жертвует существо для Швырка.' },
        { lang: 'ru', en: 'Fling and Clone.', tr: 'Швырок и Клон.' },
        { lang: 'ru', en: 'A player casts a spell.', tr: 'Игрок разыгрывает заклинание.' },
      ],
      cards,
    );
    expect(learnt.map((l) => [l.card, l.alias])).toEqual([
      ['Clone', 'Клон'],
      ['Fling', 'Швырок'],
    ]);
  });

  it('content/ alone: Fling = Швырок (seed 000) is learnt, and nothing wrong is', () => {
    const graph = buildGraph({ contentDir: withoutAliases() });
    expect(aliasesOf(graph, 'Fling')).toEqual(['Швырок']);
    expect(graph.cards.filter((c) => c.aliases.length).map((c) => c.name)).toEqual(['Fling']);
    // Marked as learnt, with how many of the pairs missing the card it explains.
    const learnt = graph.cards.find((c) => c.name === 'Fling')!.aliases[0]!.learnt!;
    expect(learnt.explained).toBeGreaterThan(0);
    expect(learnt.explained).toBeLessThanOrEqual(learnt.missing);
  }, 120_000);

  it('aliases listed in cards.yaml are not marked as learnt', () => {
    const graph = buildGraph({ contentDir: contentWith([]) });
    const listed = graph.cards.flatMap((c) => c.aliases);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((a) => a.learnt)).toEqual([]);
  }, 120_000);
});

describeCrFiles('learning card-name aliases with the 2012 CR (the article’s quotes get English text)', () => {
  it('Fling = Швырок, Clone = Клон, Chimeric Staff = Посох-Химера', () => {
    const graph = buildGraph({ contentDir: withoutAliases(['2012-07-01']) });
    expect(aliasesOf(graph, 'Fling')).toEqual(['Швырок']);
    expect(aliasesOf(graph, 'Clone')).toEqual(['Клон']);
    expect(aliasesOf(graph, 'Chimeric Staff')).toEqual(['Посох-Химера']);
  }, 240_000);
});
