// Every command's --json goes through the one JSON writer: plain ASCII bytes (non-ASCII
// text as \u escapes), one line that parses, with its schema. Spawns the built binary.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const LOG = 'players Ann 陈 Cy Di\n1 win 陈 self [123b] 456c 78d EEE 55d 9d\n2 draw\n';

const CASES: { args: string[]; input?: string; schema: string; escaped: string }[] = [
  { args: ['fans', '--json'], schema: 'mcr-fans/1', escaped: '"zh":"\\u5927\\u56db\\u559c"' }, // 大四喜
  { args: ['fans', '大四', '--json'], schema: 'mcr-fans/1', escaped: '"query":"\\u5927\\u56db"' },
  { args: ['rules', 'mil', '--json'], schema: 'mcr-rules/1', escaped: '"schema"' },
  { args: ['why', '--json', '11223344556677b', '一般高'], schema: 'mcr-why/1', escaped: '"zh":"\\u4e00\\u822c\\u9ad8"' },
  { args: ['--json', '🀇🀈🀉 456c 78d EEE 55d 9d'], schema: 'mcr-score/1', escaped: '"input":"\\ud83c\\udc07' },
  { args: ['--json', '--explain', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'], schema: 'mcr-score/1', escaped: '"uses":' },
  { args: ['--json', '--canonical', '東東東 123b 456c 789d 5d 5d'], schema: 'mcr-canonical/1', escaped: '"input":"\\u6771' },
  { args: ['waits', '--json', '[123b] 456c 78d EEE 55d +seat:S'], schema: 'mcr-waits/1', escaped: '"zh":"\\u' },
  { args: ['session', '--json'], input: LOG, schema: 'mcr-session/1', escaped: '"players":["Ann","\\u9648"' },
  { args: ['--json', '--summary-only'], input: '[123b] 456c 78d EEE 55d 9d\n中\n', schema: 'mcr-summary/1', escaped: '"best":{' },
];

describe('every --json output is ASCII, through the one writer', () => {
  for (const c of CASES) {
    it(`mcr ${c.args.join(' ')}`, () => {
      const r = spawnSync(process.execPath, ['bin/mcr.js', ...c.args], {
        cwd: root,
        input: c.input ?? '',
        env: { ...process.env, NO_COLOR: '1', COLUMNS: '80' },
      });
      const out = r.stdout;
      expect(out.every((b) => b < 0x80), `a byte above 0x7f in: ${out.toString().slice(0, 200)}`).toBe(true);
      const lines = out.toString().trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]).schema).toBe(c.schema);
      expect(lines[0]).toContain(c.escaped);
    });
  }
});
