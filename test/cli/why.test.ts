/**
 * mcr why, --explain and --arrangements from the command line, in-process (test/helpers/mcr.ts).
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';


const mcr = (args: string[], env: Record<string, string> = {}) => mcrIn(args, { env: { COLUMNS: '80', ...env } });

describe('mcr why', () => {
  it('text: the fan, the case, the sentences', async () => {
    const r = await mcr(['why', '123c 456c 789c 111b 2b 2b', 'single']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'Single Wait 单钓将 1  wait-not-unique\n' +
        'Single Wait needs the winning tile to be the only one that completes the hand;\n' +
        '2b completes 22b here, but 3b would also complete it.\n',
    );
  });

  it('--json: schema mcr-why/1, ASCII only', async () => {
    const r = await mcr(['why', '--json', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', 'pung', 'of', 'terminals']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^[\x20-\x7e]*\n$/);
    expect(JSON.parse(r.stdout)).toMatchObject({ schema: 'mcr-why/1', ok: true, case: 'excluded', rule: { fan: 'prevalent-wind' } });
  });

  it('--rules and MCR_RULES choose the profile', async () => {
    const hand = '[5555b] (7777c) 123d 456d 9d 9d';
    expect(JSON.parse((await mcr(['why', '--json', hand, 'melded and concealed kong'])).stdout).case).toBe('not-played');
    expect(JSON.parse((await mcr(['why', '--json', '--rules', 'mil', hand, 'melded and concealed kong'])).stdout).case).toBe('counted');
    expect(JSON.parse((await mcr(['why', '--json', hand, 'melded and concealed kong'], { MCR_RULES: 'mil' })).stdout).case).toBe('counted');
  });

  it('an ambiguous or unknown fan, an unreadable hand: exit 2', async () => {
    const a = await mcr(['why', '123c 456c 789c 111b 2b 2b', 'pure']);
    expect(a.code).toBe(2);
    expect(a.stderr).toContain('ambiguous-fan');
    expect(a.stderr).toContain('pure-straight');
    const u = await mcr(['why', '123c 456c 789c 111b 2b 2b', 'triple chow']);
    expect(u.code).toBe(2);
    expect(u.stderr).toContain('did you mean Pure Triple Chow');
    expect((await mcr(['why', '123x', 'single'])).code).toBe(2);
    expect((await mcr(['why', '123c'])).code).toBe(2);
  });
});

describe('mcr --arrangements / --explain', () => {
  const hand = '111222333b 456c 99d';

  it('text: what makes each fan, then every arrangement, the chosen one marked', async () => {
    const r = await mcr(['--arrangements', hand]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('What makes each fan\n  Pure Shifted Pungs           111b 222b 333b\n');
    expect(r.stdout).toContain('Arrangements (2, best first; * is the one scored)\n*  1.   45  111b 222b 333b 456c 99d\n');
    expect(r.stdout).toContain('   2.   29  123b 123b 123b 456c 99d\n            Pure Triple Chow 24 (123b 123b 123b)');
  });

  it('--json: uses and arrangements only with the flags; plain --json unchanged', async () => {
    const plain = (await mcr(['--json', hand])).stdout;
    expect(plain).not.toContain('"uses"');
    expect(plain).not.toContain('"arrangements"');
    const e = JSON.parse((await mcr(['--json', '--explain', hand])).stdout);
    expect(e.fans[0].uses).toEqual([{ sets: [0, 1, 2], tiles: [] }]);
    expect(e.arrangements).toBeUndefined();
    const a = JSON.parse((await mcr(['--json', '--arrangements', hand])).stdout);
    expect(a.arrangements.map((x: { chosen: boolean; total: number }) => [x.chosen, x.total])).toEqual([
      [true, 45],
      [false, 29],
    ]);
  });

  it('are for one hand: a batch with them is a usage error', async () => {
    const r = await mcrIn(['--arrangements'], { input: `${hand}\n` });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('for one hand');
  });
});
