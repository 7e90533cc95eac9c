/** A scenario file with a mistake fails with `file:line: reason (field)`, at load or when run. */
import path from 'node:path';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/lib/model/errors.js';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { runScenario } from '../../src/lib/scenarios/index.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';

const GOOD = `id: test-clone-bear
title: Clone copies a bear
rules: ['707.2']
source:
  rule: '707.2'
  quote: A Clone enters as a copy of a bear.
params:
  copy:
    default: Runeclaw Bear
    text: what the Clone copies
setup:
  - { card: Runeclaw Bear }
  - { card: Clone, zone: hand }
steps:
  - cast: { card: Clone }
  - resolve: 1
    choose: { copy: $copy }
expect:
  says: The Clone is a 2/2 Runeclaw Bear.
  objects:
    Clone: { name: Runeclaw Bear, power: 2 }
checks:
  - params: { copy: Runeclaw Bear }
    expect: { objects: { Clone: { power: 2 } } }
`;

function folder(text: string, name = 'bad.yaml'): string {
  const dir = path.join(tempDir(), 'scenarios');
  mkdirSync(dir);
  copyFileSync(path.join(ROOT, 'content/scenarios/cards.yaml'), path.join(dir, 'cards.yaml'));
  writeFileSync(path.join(dir, name), text);
  return dir;
}

function loadError(text: string): InputError {
  try {
    loadScenarios(folder(text));
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected the scenario file to be rejected');
}

function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}

describe('scenario file mistakes', () => {
  it('a good file loads and runs', () => {
    const [s] = loadScenarios(folder(GOOD));
    expect(runScenario(s!).passed).toBe(true);
  });

  it.each([
    [
      'a misspelt step',
      GOOD.replace('  - cast: { card: Clone }', '  - cats: { card: Clone }'),
      '- cats:',
      /Unrecognized key\(s\) in object: 'cats'.*\(steps\.0\)|a step needs exactly one of/,
    ],
    [
      'a misspelt expected field',
      GOOD.replace('{ name: Runeclaw Bear, power: 2 }', '{ name: Runeclaw Bear, powr: 2 }'),
      'powr',
      /Unrecognized key\(s\) in object: 'powr' \(expect\.objects\.Clone\)/,
    ],
    [
      'a wrong kind of value',
      GOOD.replace('  - resolve: 1\n', '  - resolve: once\n'),
      'resolve: once',
      /steps\.1\.resolve/,
    ],
    [
      'an unknown card',
      GOOD.replace('{ card: Runeclaw Bear }', '{ card: Runeclaw Baer }'),
      'Runeclaw Baer',
      /no card named "Runeclaw Baer".*\(setup\.0\.card\)/,
    ],
    [
      'an undeclared parameter',
      GOOD.replace('choose: { copy: $copy }', 'choose: { copy: $cpy }'),
      '$cpy',
      /"\$cpy" isn't a declared parameter.*\(steps\.1\.choose\.copy\)/,
    ],
    [
      'a check setting an unknown parameter',
      GOOD.replace('  - params: { copy: Runeclaw Bear }', '  - params: { target: Runeclaw Bear }'),
      'params: { target',
      /"target" isn't a declared parameter \(checks\.0\.params\.target\)/,
    ],
    [
      'a check with a value of the wrong kind',
      GOOD.replace('  - params: { copy: Runeclaw Bear }', '  - params: { copy: 3 }'),
      'params: { copy: 3',
      /"copy" is a string parameter, got a number/,
    ],
    [
      'a bad rule id',
      GOOD.replace("rules: ['707.2']", "rules: ['707-2']"),
      "rules: ['707-2']",
      /a rule id looks like 707\.10.*\(rules\.0\)/,
    ],
    [
      'a missing expectation text',
      GOOD.replace('  says: The Clone is a 2/2 Runeclaw Bear.\n', ''),
      '  objects:',
      /says/,
    ],
    ['invalid YAML', GOOD.replace('title: Clone copies a bear', 'title: [Clone copies'), 'rules:', /invalid YAML/],
    [
      'a title in an unknown language',
      GOOD.replace('title: Clone copies a bear', 'title: { en: Clone copies a bear, fr: Clone copie un ours }'),
      'fr: Clone',
      /Unrecognized key\(s\) in object: 'fr'.*\(title\)/,
    ],
    [
      'a title without English',
      GOOD.replace('title: Clone copies a bear', 'title: { ru: Клон копирует медведя }'),
      'title:',
      /\(title(\.en)?\)/,
    ],
    [
      'a word in labels the scenario does not use',
      GOOD.replace('setup:\n', 'labels:\n  Runeclaw Baer: { ru: медведь }\nsetup:\n'),
      'Runeclaw Baer: {',
      /"Runeclaw Baer" is none of the scenario's labels \(as:\), parameter values, snapshots or tokens \(labels\.Runeclaw Baer\)/,
    ],
    [
      'a word in labels in an unknown language',
      GOOD.replace('setup:\n', 'labels:\n  Runeclaw Bear: { fr: ours }\nsetup:\n'),
      'fr: ours',
      /Unrecognized key\(s\) in object: 'fr'/,
    ],
  ])('%s', (_what, text, needle, reason) => {
    const e = loadError(text);
    expect(e.file).toBe(path.join('scenarios', 'bad.yaml'));
    expect(e.reason).toMatch(reason);
    expect(e.line).toBe(lineOf(text, needle));
    expect(e.message).toMatch(/^scenarios\/bad\.yaml:\d+: /);
  });

  it('a card definition with a mistake names cards.yaml and the field', () => {
    const dir = folder(GOOD);
    writeFileSync(path.join(dir, 'cards.yaml'), '- name: Runeclaw Bear\n  types: [Creature]\n  power: two\n');
    try {
      loadScenarios(dir);
      throw new Error('expected an error');
    } catch (e) {
      expect((e as InputError).message).toMatch(/^scenarios\/cards\.yaml:3: .*\(0\.power\)/);
    }
  });

  /** The card library with one more card, Test Card, whose abilities are `abilities` (YAML lines). */
  function cardError(abilities: string): InputError {
    const dir = folder(GOOD);
    const library = readFileSync(path.join(dir, 'cards.yaml'), 'utf8');
    writeFileSync(
      path.join(dir, 'cards.yaml'),
      `${library.trimEnd()}\n- name: Test Card\n  types: [Creature]\n  power: 1\n  toughness: 1\n  abilities:\n${abilities}`,
    );
    try {
      loadScenarios(dir);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return e as InputError;
    }
    throw new Error('expected the card library to be rejected');
  }

  it.each([
    [
      'an ability with two kinds',
      '    - { keyword: flying, mana: "{G}" }\n',
      /^an ability needs exactly one of: keyword, static, triggered, activated, spell, replacement, mana, note \(has keyword, mana\) \(\d+\.abilities\.0\)$/,
    ],
    [
      'an ability of no known kind',
      '    - { keywrd: flying }\n',
      /^an ability needs exactly one of: .* \(\d+\.abilities\.0\)$/,
    ],
    [
      'a field only another kind of ability has',
      '    - { mana: "{G}", cost: "{T}" }\n',
      /^Unrecognized key\(s\) in object: 'cost' \(\d+\.abilities\.0\)$/,
    ],
    [
      'a triggered ability without its effect',
      '    - { triggered: { dies: self } }\n',
      /^Required \(\d+\.abilities\.0\.effect\)$/,
    ],
    [
      'a misspelt field deep in an effect',
      '    - triggered: { dies: self }\n      effect:\n        - createToken: { token: { name: Bird, types: [Creature], abilities: [{ keyword: flying, nn: 2 }] } }\n',
      /^Unrecognized key\(s\) in object: 'nn' \(\d+\.abilities\.0\.effect\.0\.createToken\.token\.abilities\.0\)$/,
    ],
    [
      'a wrong value deep in an effect',
      '    - triggered: { dies: self }\n      effect:\n        - becomes: { target: self, colors: [purple] }\n',
      /^Invalid enum value\. Expected 'white' \| 'blue' \| 'black' \| 'red' \| 'green', received 'purple' \(\d+\.abilities\.0\.effect\.0\.becomes\.colors\.0\)$/,
    ],
    [
      'enchant without what it enchants',
      '    - { keyword: enchant }\n',
      /^enchant needs an object: what it can enchant \(\d+\.abilities\.0\.keyword\)$/,
    ],
  ])('a card with %s is refused, naming the field', (_what, abilities, reason) => {
    const e = cardError(abilities);
    expect(e.file).toBe(path.join('scenarios', 'cards.yaml'));
    expect(e.reason).toMatch(reason);
  });

  it('the card vocabulary reads every kind of ability, nested as deep as the engine plays it', () => {
    const dir = folder(GOOD);
    const library = readFileSync(path.join(dir, 'cards.yaml'), 'utf8');
    writeFileSync(
      path.join(dir, 'cards.yaml'),
      `${library.trimEnd()}
- name: Test Card
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - { keyword: enchant, object: { types: [Creature] } }
    - static: { affects: self, addAbilities: [{ keyword: flying }] }
    - triggered: { enters: self }
      effect:
        - createToken: { token: { name: Bird, types: [Creature], abilities: [{ keyword: flying }] } }
        - becomeCopy: { target: self, of: target, except: { gains: [this, { mana: "{G}" }] } }
    - { activated: { cost: "{T}" }, effect: [{ draw: { count: 1 } }] }
    - replacement: { asEntersBecomeOneOf: [{ addAbilities: [{ note: true }] }] }
`,
    );
    const [s] = loadScenarios(dir);
    expect(s!.id).toBe('test-clone-bear');
  });

  it("a step naming an object that isn't there fails when run, at that step's line", () => {
    const text = GOOD.replace('  - resolve: 1\n', '  - destroy: { object: Grizly Bears }\n  - resolve: 1\n');
    const [s] = loadScenarios(folder(text));
    expect(() => runScenario(s!)).toThrow(InputError);
    try {
      runScenario(s!);
    } catch (e) {
      expect((e as InputError).message).toBe(
        `scenarios/bad.yaml:${lineOf(text, 'Grizly')}: steps.1: no object named "Grizly Bears" (there are: Runeclaw Bear, Clone)`,
      );
    }
  });

  it("a parameter value given by a reader that doesn't fit fails with the step named", () => {
    const [s] = loadScenarios(folder(GOOD));
    expect(() => runScenario(s!, { copy: 'Craw Wurm' })).toThrow(
      /bad\.yaml:\d+: steps\.1: choose\.copy: "Craw Wurm" isn't one of the options/,
    );
    expect(() => runScenario(s!, { size: 3 })).toThrow(/unknown parameter "size"/);
  });

  it.each([
    [
      'an option that does not fit where it is used',
      GOOD.replace(
        '    text: what the Clone copies\n',
        '    text: what the Clone copies\n  where:\n    default: hand\n    values: [hand, moon]\n    text: where the Clone starts\n',
      ).replace('{ card: Clone, zone: hand }', '{ card: Clone, zone: $where }'),
      '{ card: Clone, zone: $where }',
      /Invalid enum value.*'moon'.*\(setup\.1\.zone, with where = "moon"\)/,
    ],
    [
      'a number parameter where a name goes',
      GOOD.replace(
        '    text: what the Clone copies\n',
        '    text: what the Clone copies\n  n:\n    default: 1\n    text: a number\n',
      ).replace('  - cast: { card: Clone }', '  - cast: { card: Clone }\n  - snapshot: $n'),
      'snapshot: $n',
      /Expected string, received number \(steps\.1\.snapshot, with n = -99\)/,
    ],
    [
      'a flag where a number goes',
      GOOD.replace(
        '    text: what the Clone copies\n',
        '    text: what the Clone copies\n  twice:\n    default: false\n    text: resolve twice\n',
      ).replace('  - resolve: 1\n', '  - resolve: $twice\n'),
      'resolve: $twice',
      /\(steps\.1\.resolve, with twice = false, copy = "Runeclaw Bear"\)/,
    ],
  ])('%s is rejected when loaded, for every value a reader could pick', (_what, text, needle, reason) => {
    const e = loadError(text);
    expect(e.reason).toMatch(reason);
    expect(e.line).toBe(lineOf(text, needle));
    expect(e.message).toMatch(/^scenarios\/bad\.yaml:\d+: /);
  });

  it('a step that only runs for some values is proved only for those', () => {
    const text = GOOD.replace(
      '    text: what the Clone copies\n',
      '    text: what the Clone copies\n  zone:\n    default: battlefield\n    values: [battlefield, none]\n    text: where the bear goes\n',
    ).replace(
      '  - resolve: 1\n',
      '  - putInto: { card: Runeclaw Bear, zone: $zone }\n    when: { param: zone, is: battlefield }\n  - resolve: 1\n',
    );
    const [s] = loadScenarios(folder(text));
    expect(runScenario(s!, { zone: 'none' }).passed).toBeNull();
  });

  it('a table the rules would change before the first step is rejected when loaded, naming the state-based action', () => {
    const text = readFileSync(path.join(ROOT, 'tests/fixtures/scenarios/illegal-setup.yaml'), 'utf8');
    const e = loadError(text);
    expect(e.message).toBe(
      `scenarios/bad.yaml:${lineOf(text, '{ card: Rancor }')}: setup: 704.5m: Rancor is an Aura attached to nothing, ` +
        "so it's put into its owner's graveyard — a state-based action would apply before the first step",
    );
    const attached = text.replace('{ card: Rancor }', '{ card: Rancor, attachedTo: Grizzly Bears }');
    expect(runScenario(loadScenarios(folder(attached))[0]!).passed).toBe(true);
  });

  it('a table that is illegal only for some values a reader can pick is rejected, naming them', () => {
    const text = GOOD.replace(
      '    text: what the Clone copies\n',
      '    text: what the Clone copies\n  rancors:\n    default: 0\n    values: [0, 1]\n    text: loose Rancors\n',
    ).replace(
      '  - { card: Clone, zone: hand }\n',
      '  - { card: Clone, zone: hand }\n  - { card: Rancor, count: $rancors }\n',
    );
    const e = loadError(text);
    expect(e.line).toBe(lineOf(text, 'count: $rancors'));
    expect(e.reason).toMatch(/^setup: 704\.5m: Rancor is an Aura attached to nothing.* \(with rancors = 1\)$/);
  });

  it('two files with the same id are rejected', () => {
    const dir = folder(GOOD);
    writeFileSync(path.join(dir, 'again.yaml'), GOOD);
    expect(() => loadScenarios(dir)).toThrow(/scenario id "test-clone-bear" is also used by/);
  });

  it("an expectation that the outcome doesn't meet fails with what differs", () => {
    const [s] = loadScenarios(
      folder(GOOD.replace('Clone: { name: Runeclaw Bear, power: 2 }', 'Clone: { name: Runeclaw Bear, power: 3 }')),
    );
    const r = runScenario(s!);
    expect(r.passed).toBe(false);
    expect(r.failures).toEqual(['objects.Clone.power: expected 3, got 2']);
  });
});
