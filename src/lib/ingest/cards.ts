/** Card names mentioned by renditions and examples (`mentions` edges), from the card list in content/. */
import type { Card } from '../model/schema.js';
import { findCards, type CardList } from '../enrich/cards.js';

export class CardIndex {
  private mentions = new Map<string, Card['mentions']>();

  /** `list`: content/cards.yaml as read for the build (empty when the file is absent). */
  constructor(private readonly list: CardList) {}

  /** The cards `text` mentions; records the mention under rule `id`. */
  find(text: string, lang: string, id: string, source: string, inExample: boolean): string[] {
    if (!text) return [];
    const names = findCards(text, lang, this.list);
    for (const name of names) {
      const list = this.mentions.get(name) ?? [];
      if (!list.some((m) => m.id === id && m.source === source && m.inExample === inExample))
        list.push({ id, source, lang, inExample });
      this.mentions.set(name, list);
    }
    return names;
  }

  toGraph(): Card[] {
    return this.list.cards
      .map((c) => ({
        name: c.name,
        aliases: Object.entries(c.aliases ?? {})
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .flatMap(([lang, names]) => names.map((name) => ({ lang, name }))),
        mentions: this.mentions.get(c.name) ?? [],
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
}
