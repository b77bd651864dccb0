import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { textFormat } from '../../src/batch/text.js';
import { score } from '../../src/score.js';
import { textWidth } from '../../src/format/width.js';
import { formatSessionErrors } from '../../src/session/format.js';
import { session } from '../../src/session/api.js';
import type { ScoreOk } from '../../src/result.js';

const fits = (text: string, width: number) => text.split('\n').every((l) => textWidth(l) <= width);

describe('batch text lines', () => {
  const text = textFormat({ out: { level: 0 }, err: { level: 0 }, width: 80 });
  const line = (hand: string, file: string, no: number) => {
    const r = score(hand) as ScoreOk;
    r.source = { file, line: no };
    return text.line(r);
  };

  it('each hand after its line number; a file names itself as a heading where it starts', () => {
    expect(line('123b 456c 789d EEE 55d +seat:S +round:S', '-', 3)).toMatch(/^line 3 {2}123b 456c 5789d EEE 5d \+seat:S \+round:S {2}WIN 12/);
    const [heading, first] = line('123b 456c 789d EEE 55d +seat:S +round:S', 'day1.txt', 1).split('\n');
    expect(heading).toBe('day1.txt:');
    expect(first).toMatch(/^line 1 {2}123b 456c 5789d EEE 5d \+seat:S \+round:S {2}WIN 12/);
    expect(line('123b 456c 789d EEE 55d +seat:S +round:S', 'day1.txt', 2)).toMatch(/^line 2 /);
    expect(line('123b 456c 789d EEE 55d +seat:S +round:S', 'day2.txt', 1)).toMatch(/^day2\.txt:\nline 1 /);
  });
});

describe('errors wrap to the width', () => {
  it("a batch error's file-and-line heading, however long the path", () => {
    const text = textFormat({ out: { level: 0 }, err: { level: 0 }, width: 80 });
    const r = score('123x');
    if (r.ok) throw new Error('reads');
    const place = `/srv/tournaments/${'spring-open-'.repeat(6)}/tables/table-2.txt, line 7`;
    const shown = text.error(r.input, r.error, place);
    expect(fits(shown, 80)).toBe(true);
    expect(shown.replace(/\n {2}/g, '')).toContain(`${place}:`);
  });

  it('session log errors', () => {
    const log = `players Ann Bob Cy Di\n1 win Bob self ${'[123b] '.repeat(40)}456c 78d EEE 55d 9d\n`;
    const r = session(log);
    expect(r.ok).toBe(false);
    const shown = formatSessionErrors(r, new Chalk({ level: 0 }), 80);
    expect(fits(shown, 80)).toBe(true);
    expect(shown).toMatch(/^line 2/);
  });
});
