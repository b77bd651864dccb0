// One home per fact: the rule profiles' names are said in src/rules/ (profiles.ts,
// DEFAULT_RULES); code elsewhere names them through those, never as a string of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES_NAMES } from '../../src/rules/profiles.js';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

/** The code of a file: comments dropped (a comment may name a profile for the reader). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('profile names', () => {
  it('no file of src/ outside rules/ writes a profile name as a string', () => {
    expect(RULES_NAMES.length).toBeGreaterThan(1);
    const found: string[] = [];
    for (const f of files('src')) {
      if (f.startsWith(join('src', 'rules'))) continue;
      const text = code(readFileSync(f, 'utf8'));
      for (const name of RULES_NAMES) if (new RegExp(`['"\`]${name}['"\`]`).test(text)) found.push(`${f}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
