/** Input in Chinese where it is natural: the winds and dragons as characters (already read), 自摸 and 点和 as options. */
import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/index.js';

const c = (line: string) => {
  const r = canonical(line);
  return r.ok ? r.canonical : r.error.code;
};

describe('Chinese in the notation', () => {
  it('东南西北中发白 (and 東發) are the honours; 南 is a wind in +seat', () => {
    expect(c('123b 456c 789d 中中中 白白 +seat:南')).toBe(c('123b 456c 789d RRR PP +seat:S'));
    expect(c('[123b] 456c 78d 东东东 55d 9d')).toBe(c('[123b] 456c 78d EEE 55d 9d'));
    expect(c('123b 456c 789d 發發發 西西')).toBe(c('123b 456c 789d GGG WW'));
  });

  it('+自摸 and +win:自摸 are self-drawn; +点和 (點和) and +win:点和 on a discard', () => {
    const wall = c('[123b] 456c 78d EEE 55d 9d +win:wall');
    expect(c('[123b] 456c 78d EEE 55d 9d +自摸')).toBe(wall);
    expect(c('[123b] 456c 78d EEE 55d 9d +win:自摸')).toBe(wall);
    const discard = c('[123b] 456c 78d EEE 55d 9d +win:discard +from:W');
    expect(c('[123b] 456c 78d EEE 55d 9d +点和 +from:西')).toBe(discard);
    expect(c('[123b] 456c 78d EEE 55d 9d +win:點和 +from:W')).toBe(discard);
  });
});
