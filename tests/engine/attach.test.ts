/**
 * Attachment (701.3, 303.4, 301.5): Rancor as the card reads — "Enchant creature / Enchanted creature
 * gets +2/+0 and has trample. / When Rancor is put into a graveyard from the battlefield, return
 * Rancor to its owner's hand." — and the state-based actions that end an attachment (704.5m, 704.5n).
 * Expected values are worked out from the rules and the card text.
 */
import { describe, expect, it } from 'vitest';
import { explainLayers, observe, SetupError } from '../../src/lib/engine/index.js';
import type { CardDef } from '../../src/lib/engine/vocabulary.js';
import { english, traceText } from '../../src/lib/scenarios/words.js';
import { play, pt, view } from './helpers.js';

/** A refused table's reason, in English (the engine gives it as data). */
function refusal(f: () => unknown): { entry: number; message: string } {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return { entry: (e as SetupError).entry, message: english((e as SetupError).reason) };
  }
  throw new Error('expected the table to be refused');
}

/** An instant that makes a creature stop being one: "Target creature becomes an artifact until end of turn." */
const petrify: CardDef = {
  name: 'Petrify',
  manaCost: '{1}{U}',
  types: ['Instant'],
  abilities: [
    {
      text: 'Target creature becomes an artifact until end of turn.',
      spell: {
        targets: [{ object: { types: ['Creature'] }, text: 'target creature' }],
        effect: [{ becomes: { target: 'target', types: ['Artifact'], until: 'endOfTurn' } }],
      },
    },
  ],
};

/** An Equipment: "Equipped creature gets +1/+0." */
const boneSaw: CardDef = {
  name: 'Bone Saw',
  manaCost: '{0}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  abilities: [
    { text: 'Equipped creature gets +1/+0.', static: { affects: 'equipped', modifyPT: { power: 1, toughness: 0 } } },
  ],
};

const enchanted = [{ card: 'Grizzly Bears' }, { card: 'Rancor', attachedTo: 'Grizzly Bears' }];
const rules = (g: ReturnType<typeof play>) => g.state.trace.map((t) => t.rule);

describe('attached permanents (701.3)', () => {
  it('a setup entry attaches Rancor; the enchanted creature is 4/2 with trample (layers 6 and 7c)', () => {
    const g = play(enchanted);
    expect(view(g, 'Rancor').attachedTo).toBe('Grizzly Bears');
    expect(view(g, 'Grizzly Bears')).toMatchObject({
      power: 4,
      toughness: 2,
      abilities: ['Trample'],
      attachedTo: null,
    });
    const why = explainLayers(g.state).filter((e) => traceText(e).startsWith('Grizzly Bears, layer'));
    expect(why.map((e) => e.rule)).toEqual(['613.1f', '613.4c']);
  });

  it('the bonus goes to whatever Rancor enchants, whoever controls it; two Rancors add up', () => {
    const g = play([
      { card: 'Runeclaw Bear', controller: 'opponent' },
      { card: 'Rancor', count: 2, attachedTo: 'Runeclaw Bear' },
      { card: 'Grizzly Bears' },
    ]);
    expect(pt(g, 'Runeclaw Bear')).toBe('6/2');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('608.3c: an Aura spell targets what it can enchant and enters attached to it', () => {
    const g = play(
      [{ card: 'Grizzly Bears' }, { card: 'Welding Jar' }, { card: 'Rancor', zone: 'hand' }],
      [{ cast: { card: 'Rancor', targets: ['Grizzly Bears'] } }, { resolve: 1 }],
    );
    expect(view(g, 'Rancor')).toMatchObject({ zone: 'battlefield', attachedTo: 'Grizzly Bears' });
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
    expect(() =>
      play(
        [{ card: 'Welding Jar' }, { card: 'Rancor', zone: 'hand' }],
        [{ cast: { card: 'Rancor', targets: ['Welding Jar'] } }],
      ),
    ).toThrow(/Welding Jar isn't a legal target for Rancor's "Enchant creature"/);
  });

  it('303.4f–g: an Aura put onto the battlefield is attached to what it can enchant, else it stays where it was', () => {
    const g = play(
      [{ card: 'Grizzly Bears' }, { card: 'Rancor', zone: 'hand' }],
      [{ enter: { card: 'Rancor', attachedTo: 'Grizzly Bears' } }],
    );
    expect(view(g, 'Rancor').attachedTo).toBe('Grizzly Bears');
    const none = play([{ card: 'Welding Jar' }, { card: 'Rancor', zone: 'hand' }], [{ enter: { card: 'Rancor' } }]);
    expect(view(none, 'Rancor').zone).toBe('hand');
    expect(rules(none)).toContain('303.4g');
  });
});

describe('704.5m: an Aura attached to an illegal object or to nothing goes to the graveyard', () => {
  it('the enchanted creature leaves: Rancor is attached to nothing, goes to the graveyard and its trigger returns it', () => {
    const g = play(enchanted, [{ destroy: { object: 'Grizzly Bears' } }]);
    expect(rules(g)).toEqual(expect.arrayContaining(['701.3d', '704.5m', '603.10a']));
    expect(view(g, 'Rancor').zone).toBe('graveyard');
    expect(observe(g.state).stack).toEqual(["Rancor's ability"]);
    g.step({ resolve: 'all' });
    expect(view(g, 'Rancor').zone).toBe('hand');
  });

  it('the enchanted object stops being a creature: "Enchant creature" makes it illegal', () => {
    const g = play(
      [...enchanted, { card: 'Petrify', zone: 'hand' }],
      [{ cast: { card: 'Petrify', targets: ['Grizzly Bears'] } }, { resolve: 1 }],
      [petrify],
    );
    const sba = g.state.trace.find((t) => t.rule === '704.5m');
    expect(sba && traceText(sba)).toMatch(
      /^Rancor is attached to Grizzly Bears, which it can't enchant \(Enchant creature\)/,
    );
    expect(view(g, 'Grizzly Bears')).toMatchObject({ types: ['Artifact'], zone: 'battlefield' });
    expect(view(g, 'Rancor').zone).toBe('graveyard');
  });

  it('an animated land loses its creature type at cleanup, and the Aura cast on it goes', () => {
    const g = play(
      [{ card: 'Mutavault' }, { card: 'Rancor', zone: 'hand' }],
      [
        { activate: { object: 'Mutavault', ability: 1 } },
        { resolve: 1 },
        { cast: { card: 'Rancor', targets: ['Mutavault'] } },
        { resolve: 1 },
      ],
    );
    expect(pt(g, 'Mutavault')).toBe('4/2');
    g.step({ cleanup: true });
    expect(view(g, 'Rancor').zone).toBe('graveyard');
    expect(rules(g)).toContain('704.5m');
  });

  it("an Aura attached to nothing (as 701.3d leaves it) is put into its owner's graveyard", () => {
    const g = play([
      ...enchanted,
      { card: 'Rancor', as: 'Rancor 2', controller: 'opponent', attachedTo: 'Grizzly Bears' },
    ]);
    g.state.byLabel('Rancor 2').attachedTo = undefined;
    g.settle();
    const sba = g.state.trace.find((t) => t.rule === '704.5m');
    expect(sba && traceText(sba)).toBe(
      "Rancor 2 is an Aura attached to nothing, so it's put into its owner's graveyard",
    );
    expect(view(g, 'Rancor 2')).toMatchObject({ zone: 'graveyard', owner: 'opponent' });
    expect(observe(g.state).stack).toEqual(["Rancor 2's ability"]);
    expect(view(g, 'Rancor').attachedTo).toBe('Grizzly Bears');
  });

  it('a table with an unattached Aura, or one on an object it cannot enchant, is refused, naming the entry', () => {
    const refused = (setup: Parameters<typeof play>[0]) => refusal(() => play(setup));
    expect(refused([{ card: 'Grizzly Bears' }, { card: 'Rancor' }])).toEqual({
      entry: 1,
      message: expect.stringMatching(/^704\.5m: Rancor is an Aura attached to nothing/),
    });
    expect(refused([{ card: 'Welding Jar' }, { card: 'Rancor', attachedTo: 'Welding Jar' }]).message).toMatch(
      /^704\.5m: Rancor is attached to Welding Jar, which it can't enchant \(Enchant creature\)/,
    );
    expect(refused([{ card: 'Rancor', attachedTo: 'Rancor' }]).message).toMatch(
      /can't enchant \(it can't be attached to itself\)/,
    );
    expect(
      refused([{ card: 'Grizzly Bears' }, { card: 'Rancor', zone: 'hand', attachedTo: 'Grizzly Bears' }]).message,
    ).toMatch(/Rancor is in the hand; only a permanent is attached/);
    expect(refused([{ card: 'Grizzly Bears', zone: 'hand', tapped: true }]).message).toMatch(
      /^110\.5d: only permanents have status/,
    );
  });
});

describe('704.5n: Equipment', () => {
  it('gives its bonus to the equipped creature, and becomes unattached (staying) when that is no longer a creature', () => {
    const setup = [
      { card: 'Grizzly Bears' },
      { card: 'Bone Saw', attachedTo: 'Grizzly Bears' },
      { card: 'Petrify', zone: 'hand' as const },
    ];
    const g = play(setup, [], [boneSaw, petrify]);
    expect(pt(g, 'Grizzly Bears')).toBe('3/2');
    g.step({ cast: { card: 'Petrify', targets: ['Grizzly Bears'] } });
    g.step({ resolve: 1 });
    expect(rules(g)).toContain('704.5n');
    expect(view(g, 'Bone Saw')).toMatchObject({ zone: 'battlefield', attachedTo: null });
    expect(
      refusal(() => play([{ card: 'Welding Jar' }, { card: 'Bone Saw', attachedTo: 'Welding Jar' }], [], [boneSaw]))
        .message,
    ).toMatch(/^704\.5n: Bone Saw is attached to Welding Jar \(an Equipment equips only a creature\)/);
  });
});

describe("Rancor's leaves-the-battlefield trigger (603.6c, 603.10a)", () => {
  it("destroyed, Rancor triggers under its controller and returns to its owner's hand", () => {
    const g = play(enchanted, [{ destroy: { object: 'Rancor' } }]);
    const ability = observe(g.state).objects;
    expect(ability['Rancor']?.zone).toBe('graveyard');
    expect(g.state.get(g.state.stack[0]!).controller).toBe('you');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    g.step({ resolve: 'all' });
    expect(view(g, 'Rancor').zone).toBe('hand');
    expect(view(g, 'Grizzly Bears').abilities).toEqual([]);
  });

  it("put into exile instead, it doesn't trigger (only a graveyard from the battlefield)", () => {
    const g = play(enchanted, [{ putInto: { card: 'Rancor', zone: 'exile' } }]);
    expect(g.state.stack).toEqual([]);
    expect(view(g, 'Rancor').zone).toBe('exile');
  });

  it('603.6c: if Rancor has left the graveyard by the time the ability resolves, it stays where it is', () => {
    const g = play(enchanted, [{ destroy: { object: 'Rancor' } }, { putInto: { card: 'Rancor', zone: 'exile' } }]);
    g.step({ resolve: 'all' });
    expect(view(g, 'Rancor').zone).toBe('exile');
    const last = g.state.trace.at(-1)!;
    expect({ rule: last.rule, text: traceText(last) }).toEqual({
      rule: '603.6c',
      text: "Rancor isn't in the graveyard any more, so it isn't returned to its owner's hand",
    });
  });
});
