/** 707: what a copy gets (copiable values) and what it doesn't (status, counters, other effects, choices). */
import { describe, expect, it } from 'vitest';
import { observe } from '../../src/lib/engine/index.js';
import { play, pt, view } from './helpers.js';

describe('copiable values (707.2, 707.3)', () => {
  it("don't include counters, status, or noncopy effects — the article's Bear Cub and Algae Gharial cases", () => {
    const g = play(
      [
        { card: 'Runeclaw Bear', controller: 'opponent', tapped: true, counters: { '+1/+1': 5 } },
        { card: 'Clone', zone: 'hand' },
      ],
      [
        { pump: { object: 'Runeclaw Bear', power: 3, toughness: 3 } },
        { cast: { card: 'Clone' } },
        { resolve: 1, choose: { copy: 'Runeclaw Bear' } },
      ],
    );
    expect(pt(g, 'Runeclaw Bear')).toBe('10/10');
    expect(view(g, 'Clone')).toMatchObject({
      name: 'Runeclaw Bear',
      power: 2,
      toughness: 2,
      tapped: false,
      counters: {},
    });
  });

  it("707.2b: once copied, changing the original doesn't change the copy", () => {
    const g = play(
      [{ card: 'Unstable Shapeshifter' }, { card: 'Clone', zone: 'hand' }, { card: 'Runeclaw Bear', zone: 'hand' }],
      [{ cast: { card: 'Clone' } }, { resolve: 1, choose: { copy: 'Unstable Shapeshifter' } }],
    );
    // both have the Shapeshifter's trigger now; when the bear enters, each becomes a copy of it
    g.step({ cast: { card: 'Runeclaw Bear' } });
    g.step({ resolve: 'all' });
    expect(view(g, 'Clone').name).toBe('Runeclaw Bear');
    expect(view(g, 'Unstable Shapeshifter').name).toBe('Runeclaw Bear');
  });

  it("707.2: copying a flipped flip card gives the flip card; the copier's own status picks the half", () => {
    const g = play(
      [
        { card: 'Nezumi Shortfang', flipped: true, controller: 'opponent' },
        { card: 'Clone', zone: 'hand' },
      ],
      [{ cast: { card: 'Clone' } }, { resolve: 1, choose: { copy: 'Nezumi Shortfang' } }],
    );
    expect(view(g, 'Nezumi Shortfang').name).toBe('Stabwhisker the Odious');
    expect(view(g, 'Clone')).toMatchObject({ name: 'Nezumi Shortfang', power: 1, toughness: 1 });
    g.step({ flip: { object: 'Clone' } });
    expect(view(g, 'Clone')).toMatchObject({
      name: 'Stabwhisker the Odious',
      power: 3,
      toughness: 3,
      supertypes: ['Legendary'],
    });
  });

  it('707.8: copying a double-faced permanent gives only the face that is up', () => {
    const g = play(
      [
        { card: 'Afflicted Deserter', backFaceUp: true },
        { card: 'Clone', zone: 'hand' },
      ],
      [{ cast: { card: 'Clone' } }, { resolve: 1, choose: { copy: 'Afflicted Deserter' } }],
    );
    expect(view(g, 'Clone')).toMatchObject({
      name: 'Werewolf Ransacker',
      colors: ['red'],
      power: 5,
      doubleFaced: false,
    });
  });

  it('707.10: a copy of a spell is owned and controlled by the player who put it on the stack', () => {
    const g = play(
      [
        { card: 'Giant Growth', zone: 'hand', controller: 'opponent' },
        { card: 'Craw Wurm', controller: 'opponent' },
        { card: 'Twincast', zone: 'hand' },
        { card: 'Runeclaw Bear' },
      ],
      [
        { cast: { card: 'Giant Growth', by: 'opponent', targets: ['Craw Wurm'] } },
        { cast: { card: 'Twincast', targets: ['Giant Growth'] } },
        { resolve: 1, choose: { newTargets: 'Runeclaw Bear' } },
      ],
    );
    const copy = observe(g.state).objects['copy of Giant Growth']!;
    expect(copy).toMatchObject({ owner: 'you', controller: 'you', cast: false, targets: ['Runeclaw Bear'] });
    g.step({ resolve: 'all' });
    expect([pt(g, 'Runeclaw Bear'), pt(g, 'Craw Wurm')]).toEqual(['5/5', '9/7']);
  });

  it("115.5: Fork can't target itself", () => {
    expect(() => play([{ card: 'Fork', zone: 'hand' }], [{ cast: { card: 'Fork', targets: ['Fork'] } }])).toThrow(
      /legal target/,
    );
  });

  it("708.2b: turning a face-down permanent face down does nothing; 712.16: a double-faced one can't be", () => {
    const g = play(
      [{ card: 'Grinning Demon', faceDown: true }, { card: 'Afflicted Deserter' }],
      [{ turnFaceDown: { object: 'Grinning Demon' } }, { turnFaceDown: { object: 'Afflicted Deserter' } }],
    );
    expect(view(g, 'Afflicted Deserter').faceDown).toBe(false);
    expect(g.state.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['708.2b', '712.16']));
  });

  it("a scenario mistake names the object it can't find", () => {
    expect(() => play([], [{ destroy: { object: 'Nobody' } }])).toThrow(/no object named "Nobody"/);
  });
});
