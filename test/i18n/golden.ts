/**
 * A screen held to its golden file in test/i18n/screens/<lang>/<name>.txt (written when
 * missing, or again with MCR_GOLDEN_UPDATE=1, only for an intended change): every line
 * within `cols` cells, and a Chinese screen with no English word outside tile notation,
 * option names, commands, proper names and the words of `keep` (test/i18n/english.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { englishWords } from './english.js';
import { textWidth } from '../../src/format/width.js';

const DIR = fileURLToPath(new URL('./screens/', import.meta.url));
const UPDATE = process.env.MCR_GOLDEN_UPDATE === '1';

export function expectGolden(lang: string, name: string, shown: string, cols: number, keep: readonly string[]): void {
  for (const line of shown.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(cols);
  const file = `${DIR}${lang}/${name}.txt`;
  if (UPDATE || !existsSync(file)) {
    mkdirSync(`${DIR}${lang}`, { recursive: true });
    writeFileSync(file, shown);
  }
  expect(shown).toBe(readFileSync(file, 'utf8'));
  if (lang === 'zh') expect(englishWords(shown, keep.filter((k) => k !== '').sort((a, b) => b.length - a.length))).toEqual([]);
}
