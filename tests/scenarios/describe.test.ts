/**
 * The widget's words for every scenario in every UI language: each step and each value the site
 * shows has a template (no raw key leaks onto the page), Russian counts use their plural forms,
 * and the page data block cannot be closed by text inside it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { playScenario } from '../../src/lib/scenarios/index.js';
import { describeStep, pageSayer, sayer, showValue } from '../../src/lib/scenarios/describe.js';
import { typeLine } from '../../src/lib/engine/words.js';
import { scenarioLabels } from '../../src/lib/scenarios/labels.js';

const scenarios = loadScenarios(path.join(ROOT, 'content', 'scenarios'));
const LEAK = /\b(step|detail|choice|value|zone|player|color|field)\.\w+|\{\{/;

describe('scenario widget text', () => {
  it.each(['en', 'es', 'ru'])('describes every step of every scenario in %s', (lang) => {
    const say = sayer(scenarioLabels(lang), lang);
    for (const s of scenarios) {
      const { run, steps } = playScenario(s);
      for (const r of steps) {
        const text = describeStep(say, r.step);
        expect(text, `${s.id} step ${r.index}`).not.toMatch(LEAK);
        expect(text.length).toBeGreaterThan(3);
      }
      // every field an expectation names is shown with a localised name and value
      for (const e of [s.expect, ...(s.checks ?? []).map((c) => c.expect)])
        for (const [label, fields] of Object.entries(e.objects ?? {}))
          for (const f of Object.keys(fields)) {
            expect(say(`field.${f}`), `${s.id}: field ${f}`).not.toMatch(LEAK);
            const v = (run.outcome.objects[label] as Record<string, unknown> | undefined)?.[f];
            expect(showValue(say, f, v), `${s.id}: ${label}.${f}`).not.toMatch(LEAK);
          }
    }
  });

  it("says keywords, subtypes and type lines in the page's game words, and an ability's own text as printed", () => {
    const say = pageSayer({
      lang: 'ru',
      labels: scenarioLabels('ru'),
      names: {},
      terms: { Flying: 'Полёт', Aura: 'Аура' },
    });
    expect(showValue(say, 'abilities', ['Flying', '{T}: Add {G}.'])).toBe('Полёт · {T}: Add {G}.');
    expect(showValue(say, 'subtypes', ['Aura', 'Angel'])).toBe('Аура, Angel');
    const line = typeLine({ supertypes: [], types: ['Enchantment'], subtypes: ['Aura'], allCreatureTypes: false });
    expect(say.word(line)).toBe(`${say('type.Enchantment')} — Аура`);
    // An English page has no such words: as the engine writes them.
    const en = pageSayer({ lang: 'en', labels: scenarioLabels('en'), names: {} });
    expect(showValue(en, 'abilities', ['Flying'])).toBe('Flying');
    expect(en.word(line)).toBe('Enchantment — Aura');
  });

  it('uses Russian plural forms for counts', () => {
    const say = sayer(scenarioLabels('ru'), 'ru');
    expect([2, 5, 21].map((n) => describeStep(say, { resolve: n }))).toEqual([
      'Разрешаются 2 верхних объекта стека',
      'Разрешаются 5 верхних объектов стека',
      'Разрешается 21 верхний объект стека',
    ]);
    expect(describeStep(say, { addCounters: { object: 'Clone', counter: '+1/+1', count: 3 } })).toBe(
      'На Clone кладутся 3 жетона +1/+1',
    );
    const en = sayer(scenarioLabels('en'), 'en');
    expect(describeStep(en, { resolve: 1 })).toBe('Resolve the top object of the stack');
    expect(describeStep(en, { cast: { card: 'Fork', targets: ['Emerald Charm'], manaSpent: 'RR' } })).toBe(
      'Cast Fork (targeting Emerald Charm; spending {R}{R})',
    );
    expect(describeStep(en, { enter: { card: 'Rancor', attachedTo: 'Grizzly Bears' } })).toBe(
      'Rancor enters the battlefield (attached to Grizzly Bears)',
    );
  });
});
