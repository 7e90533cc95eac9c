/** 613: the layer system, checked against the examples of rule 613 itself. */
import { describe, expect, it } from 'vitest';
import { explainLayers } from '../../src/lib/engine/index.js';
import type { CardDef } from '../../src/lib/engine/vocabulary.js';
import { creature, play, pt, view } from './helpers.js';

const switcher: CardDef = {
  name: 'Switcheroo',
  manaCost: '{U}',
  types: ['Instant'],
  abilities: [
    {
      text: "Switch target creature's power and toughness until end of turn.",
      spell: {
        targets: [{ object: { types: ['Creature'] } }],
        effect: [{ becomes: { target: 'target', switchPT: true, until: 'endOfTurn' } }],
      },
    },
  ],
};

describe('layer 7 sublayers (613.4)', () => {
  it('613.4d: +0/+1 then switch makes a 1/3 a 4/1; +5/+0 afterwards gives 4/6', () => {
    const g = play(
      [{ card: 'Ogre' }, { card: 'Switcheroo', zone: 'hand' }],
      [
        { pump: { object: 'Ogre', power: 0, toughness: 1 } },
        { cast: { card: 'Switcheroo', targets: ['Ogre'] } },
        { resolve: 1 },
      ],
      [creature('Ogre', 1, 3), switcher],
    );
    expect(pt(g, 'Ogre')).toBe('4/1');
    g.step({ pump: { object: 'Ogre', power: 5, toughness: 0 } });
    expect(pt(g, 'Ogre')).toBe('4/6');
  });

  it('613.4d: if the +0/+1 effect ends before the switch, the creature becomes 3/1', () => {
    const g = play(
      [{ card: 'Ogre' }, { card: 'Switcheroo', zone: 'hand' }],
      [
        { pump: { object: 'Ogre', power: 0, toughness: 1 } },
        { cast: { card: 'Switcheroo', targets: ['Ogre'] } },
        { resolve: 1 },
      ],
      [creature('Ogre', 1, 3), switcher],
    );
    const pump = g.state.effects.find((e) => e.spec?.modifyPT)!;
    g.state.effects = g.state.effects.filter((e) => e !== pump);
    g.state.touch();
    expect(pt(g, 'Ogre')).toBe('3/1');
  });

  it('613.4d: two switches cancel out, 1/4', () => {
    const g = play(
      [{ card: 'Ogre' }, { card: 'Switcheroo', zone: 'hand', count: 2 }],
      [
        { pump: { object: 'Ogre', power: 0, toughness: 1 } },
        { cast: { card: 'Switcheroo', targets: ['Ogre'] } },
        { resolve: 1 },
        { cast: { card: 'Switcheroo (2)', targets: ['Ogre'] } },
        { resolve: 1 },
      ],
      [creature('Ogre', 1, 3), switcher],
    );
    expect(pt(g, 'Ogre')).toBe('1/4');
  });

  it('613.4: Gray Ogre with a counter, +4/+4, an anthem and "becomes 0/1" is 5/8', () => {
    const becomes01: CardDef = {
      name: 'Diminish',
      manaCost: '{U}',
      types: ['Instant'],
      abilities: [
        {
          text: 'Target creature becomes 0/1 until end of turn.',
          spell: {
            targets: [{ object: { types: ['Creature'] } }],
            effect: [{ becomes: { target: 'target', basePT: { power: 0, toughness: 1 }, until: 'endOfTurn' } }],
          },
        },
      ],
    };
    const anthem: CardDef = {
      name: 'Wall Anthem',
      types: ['Enchantment'],
      abilities: [
        {
          text: 'Creatures you control get +0/+2.',
          static: { affects: { types: ['Creature'], controller: 'you' }, modifyPT: { power: 0, toughness: 2 } },
        },
      ],
    };
    const g = play(
      [{ card: 'Gray Ogre' }, { card: 'Diminish', zone: 'hand' }, { card: 'Wall Anthem', zone: 'hand' }],
      [
        { addCounters: { object: 'Gray Ogre', counter: '+1/+1', count: 1 } },
        { pump: { object: 'Gray Ogre', power: 4, toughness: 4 } },
      ],
      [creature('Gray Ogre', 2, 2), becomes01, anthem],
    );
    expect(pt(g, 'Gray Ogre')).toBe('7/7');
    g.step({ enter: { card: 'Wall Anthem' } });
    expect(pt(g, 'Gray Ogre')).toBe('7/9');
    g.step({ cast: { card: 'Diminish', targets: ['Gray Ogre'] } });
    g.step({ resolve: 1 });
    expect(pt(g, 'Gray Ogre')).toBe('5/8');
    const why = explainLayers(g.state).map((t) => t.rule);
    expect(why).toEqual(expect.arrayContaining(['613.4b', '613.4c']));
  });

  it('7a then 7c: a characteristic-defining P/T (Tarmogoyf) plus counters', () => {
    const g = play(
      [{ card: 'Tarmogoyf' }, { card: 'Shock', zone: 'graveyard' }],
      [{ addCounters: { object: 'Tarmogoyf', counter: '+1/+1', count: 2 } }],
    );
    expect(pt(g, 'Tarmogoyf')).toBe('3/4');
  });
});

describe('layers 4–7: what an effect applies to is read at its layer (613.1, 613.6, 613.8)', () => {
  it('Honor of the Pure (613.1 example): a creature turned white gets +1/+1; turned red, it stops', () => {
    const painter = (color: 'white' | 'red'): CardDef => ({
      name: `Paint ${color}`,
      manaCost: '{1}',
      types: ['Instant'],
      abilities: [
        {
          spell: {
            targets: [{ object: { types: ['Creature'] } }],
            effect: [{ becomes: { target: 'target', colors: [color] } }],
          },
        },
      ],
    });
    const g = play(
      [
        { card: 'Black Knight' },
        { card: 'White Anthem' },
        { card: 'Paint white', zone: 'hand' },
        { card: 'Paint red', zone: 'hand' },
      ],
      [],
      [
        creature('Black Knight', 2, 2, { manaCost: '{B}' }),
        {
          name: 'White Anthem',
          types: ['Enchantment'],
          abilities: [
            {
              text: 'White creatures you control get +1/+1.',
              static: {
                affects: { types: ['Creature'], controller: 'you', colors: ['white'] },
                modifyPT: { power: 1, toughness: 1 },
              },
            },
          ],
        },
        painter('white'),
        painter('red'),
      ],
    );
    expect(pt(g, 'Black Knight')).toBe('2/2');
    g.step({ cast: { card: 'Paint white', targets: ['Black Knight'] } });
    g.step({ resolve: 1 });
    expect(view(g, 'Black Knight').colors).toEqual(['white']);
    expect(pt(g, 'Black Knight')).toBe('3/3');
    g.step({ cast: { card: 'Paint red', targets: ['Black Knight'] } });
    g.step({ resolve: 1 });
    expect(pt(g, 'Black Knight')).toBe('2/2');
  });

  it('613.6: "noncreature artifacts become 2/2 artifact creatures" keeps applying in 7b to the same objects', () => {
    const march: CardDef = {
      name: 'March',
      manaCost: '{W}',
      types: ['Instant'],
      abilities: [
        {
          text: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.',
          spell: {
            effect: [
              {
                becomes: {
                  target: { each: { types: ['Artifact'], notTypes: ['Creature'] } },
                  addTypes: ['Artifact', 'Creature'],
                  basePT: { power: 2, toughness: 2 },
                  until: 'endOfTurn',
                },
              },
            ],
          },
        },
      ],
    };
    const g = play(
      [{ card: 'Welding Jar' }, { card: 'Juggernaut' }, { card: 'March', zone: 'hand' }],
      [{ cast: { card: 'March' } }, { resolve: 1 }],
      [march],
    );
    expect(view(g, 'Welding Jar').types).toEqual(['Artifact', 'Creature']);
    expect(pt(g, 'Welding Jar')).toBe('2/2');
    expect(pt(g, 'Juggernaut')).toBe('5/3');
  });

  it('613.8: an effect waits for another it depends on, even with an earlier timestamp', () => {
    const bearsAreArtifacts: CardDef = {
      name: 'Bear Forge',
      types: ['Enchantment'],
      abilities: [
        {
          text: 'Bears are artifacts in addition to their other types.',
          static: { affects: { subtypes: ['Bear'] }, addTypes: ['Artifact'] },
        },
      ],
    };
    const allBears: CardDef = {
      name: 'Bear Kingdom',
      types: ['Enchantment'],
      abilities: [
        {
          text: 'All creatures are Bears in addition to their other types.',
          static: { affects: { types: ['Creature'] }, addSubtypes: ['Bear'] },
        },
      ],
    };
    // Bear Forge has the earlier timestamp; applying Bear Kingdom changes what it applies to
    const g = play(
      [{ card: 'Bear Forge' }, { card: 'Bear Kingdom' }, { card: 'Craw Wurm' }],
      [],
      [bearsAreArtifacts, allBears],
    );
    expect(view(g, 'Craw Wurm').subtypes).toEqual(['Wurm', 'Bear']);
    expect(view(g, 'Craw Wurm').types).toEqual(['Creature', 'Artifact']);
  });

  it('205.3d: a land that stops being a creature loses its creature types', () => {
    const g = play([{ card: 'Mutavault' }], [{ activate: { object: 'Mutavault', ability: 1 } }, { resolve: 1 }]);
    expect(view(g, 'Mutavault').allCreatureTypes).toBe(true);
    g.step({ cleanup: true });
    expect(view(g, 'Mutavault')).toMatchObject({ types: ['Land'], allCreatureTypes: false, power: null });
  });

  it('layer 2: a control-changing effect from a static source ends when the source leaves', () => {
    const g = play(
      [
        { card: 'Sower of Temptation', zone: 'hand' },
        { card: 'Craw Wurm', controller: 'opponent' },
      ],
      [{ cast: { card: 'Sower of Temptation' } }, { resolve: 'all', choose: { target: 'Craw Wurm' } }],
    );
    expect(view(g, 'Craw Wurm').controller).toBe('you');
    g.step({ destroy: { object: 'Sower of Temptation' } });
    expect(view(g, 'Craw Wurm').controller).toBe('opponent');
  });

  it('layer 3 (612): a text-changing effect changes which creatures "Elves you control get +1/+1" pumps', () => {
    const elfAnthem: CardDef = {
      name: 'Elf Banner',
      types: ['Enchantment'],
      abilities: [
        {
          text: 'Elf creatures you control get +1/+1.',
          static: {
            affects: { types: ['Creature'], controller: 'you', subtypes: ['Elf'] },
            modifyPT: { power: 1, toughness: 1 },
          },
        },
      ],
    };
    const g = play([{ card: 'Elf Banner' }, { card: 'Llanowar Elves' }, { card: 'Goblin Piker' }], [], [elfAnthem]);
    expect([pt(g, 'Llanowar Elves'), pt(g, 'Goblin Piker')]).toEqual(['2/2', '2/1']);
    g.state.addEffect({
      sourceOid: null,
      sourceLabel: null,
      controller: 'you',
      affected: [g.state.byLabel('Elf Banner').oid],
      spec: { changeText: { from: 'Elf', to: 'Goblin' } },
      until: null,
      text: {
        key: 'trace.layer.static',
        vars: { source: { name: 'Magical Hack' }, ability: '"Elf" becomes "Goblin"' },
      },
      rule: '612.2',
    });
    expect([pt(g, 'Llanowar Elves'), pt(g, 'Goblin Piker')]).toEqual(['1/1', '3/2']);
    expect(view(g, 'Elf Banner').abilities).toEqual(['Goblin creatures you control get +1/+1.']);
    expect(explainLayers(g.state).some((t) => t.rule === '613.1c')).toBe(true);
  });
});
