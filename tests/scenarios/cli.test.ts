/** `rules examples` as users run it. */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';

function rules(args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/rules.mjs'), ...args], {
    cwd: tempDir(),
    encoding: 'utf8',
    env: { ...process.env, RULES_CONTENT: '' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('rules examples', () => {
  const content = path.join(ROOT, 'content');

  it('lists the scenarios without running them', () => {
    const r = rules(['examples', '--json', '--content', content]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const { scenarios } = JSON.parse(r.out) as { scenarios: Record<string, unknown>[] };
    expect(scenarios.length).toBeGreaterThanOrEqual(20);
    for (const s of scenarios)
      expect(s).toMatchObject({
        id: expect.any(String),
        rules: expect.any(Array),
        title: expect.any(String),
        passed: null,
        outcome: null,
        trace: [],
      });
  });

  it('--run ID runs one scenario with its checks and explains the rules it applied', () => {
    const r = rules(['examples', '--run', '707.2-chimeric-staff-clone', '--json', '--content', content]);
    expect(r.code).toBe(0);
    const [s] = JSON.parse(r.out).scenarios;
    expect(s).toMatchObject({
      id: '707.2-chimeric-staff-clone',
      rules: ['613.1a', '613.1d', '613.4b', '707.2'],
      passed: true,
    });
    expect(s.outcome.objects.Clone).toMatchObject({ name: 'Chimeric Staff', types: ['Artifact'], power: null });
    expect(s.trace).toContainEqual({
      rule: '707.2',
      text: expect.stringMatching(
        /^Clone gets the copiable values of Chimeric Staff: .* — not the other effects that make it 5\/5 Artifact Creature — Construct$/,
      ),
    });
    expect(s.checks.length).toBeGreaterThanOrEqual(2);
    expect(s.checks.every((c: { passed: boolean }) => c.passed)).toBe(true);
  });

  it('--param changes a parameter: a hand-checked value passes, an unchecked one runs with passed null', () => {
    const checked = JSON.parse(
      rules([
        'examples',
        '--run',
        '707.10-dawnglow-infusion',
        '--param',
        'x=5',
        '--param',
        'spent=GW',
        '--json',
        '--content',
        content,
      ]).out,
    ).scenarios[0];
    expect(checked).toMatchObject({ passed: true, params: { x: 5, spent: 'GW' } });
    expect(checked.outcome.players.you.life).toBe(30);
    const free = JSON.parse(
      rules(['examples', '--run', '707.10-dawnglow-infusion', '--param', 'x=9', '--json', '--content', content]).out,
    ).scenarios[0];
    expect(free.passed).toBeNull();
    expect(free.outcome.players.you.life).toBe(29);
  });

  it('--all runs everything and every scenario passes', () => {
    const r = rules(['examples', '--all', '--content', content]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^(\d+)\/\1 scenarios pass$/m);
    expect(r.out).not.toMatch(/^FAIL/m);
  });

  it('exits 1 with file:line on a broken scenario, and on unknown ids or parameters', () => {
    const dir = contentWith();
    writeFileSync(
      path.join(dir, 'scenarios', 'zz-broken.yaml'),
      'id: broken\ntitle: x\nrules: ["707.2"]\nsource: { quote: q }\nsetup: []\nsteps:\n  - resolv: 1\nexpect: { says: nothing }\n',
    );
    const broken = rules(['examples', '--content', dir]);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/^scenarios\/zz-broken\.yaml:7: .*steps\.0/m);
    expect(rules(['examples', '--run', 'no-such-example', '--content', content])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/no scenario "no-such-example"/),
    });
    expect(rules(['examples', '--run', '707.10-fling', '--param', 'x=3', '--content', content])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/no parameter "x"/),
    });
  });
});
