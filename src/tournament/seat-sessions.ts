/**
 * players.csv's optional `sessions` column: the sessions a player plays
 * when not all of them (a withdrawal, a substitute, a late arrival), written by
 * `mcr tournament reseat` as ranges: "1-3", "4-7", "1-2,5-7". Empty: every session.
 */

/** The sessions of a `sessions` field, or null for an empty field; a string says what is wrong. */
export function parseSessions(text: string): number[] | null | string {
  const t = text.trim();
  if (t === '') return null;
  if (t.toLowerCase() === 'none') return [];
  const out = new Set<number>();
  for (const part of t.split(',')) {
    const m = /^\s*([0-9]{1,3})\s*(?:-\s*([0-9]{1,3})\s*)?$/.exec(part);
    const lo = m ? Number(m[1]) : NaN;
    const hi = m ? Number(m[2] ?? m[1]) : NaN;
    if (!(lo >= 1 && hi >= lo)) return `sessions '${text}'; expected session numbers or ranges such as 1-3 or 4-7,9`;
    for (let s = lo; s <= hi; s++) out.add(s);
  }
  return [...out].sort((a, b) => a - b);
}

/** Sessions as ranges: [1, 2, 3, 5] -> "1-3,5". */
export function formatSessions(sessions: readonly number[]): string {
  const sorted = [...new Set(sessions)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}
