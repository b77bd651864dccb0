/**
 * "Did you mean": the word of a list nearest to a mistyped one. Used on error paths
 * only (notation options, subcommand names), never on the way of a good input.
 */

/**
 * The word of `words` nearest to `word` (optimal string alignment distance: letters
 * added, dropped or changed, and two neighbours swapped), if near enough to be a typo:
 * by default 1 edit for words of up to 4 letters, 2 for longer; '' for none.
 */
export function nearest(word: string, words: Iterable<string>, maxEdits = word.length <= 4 ? 1 : 2): string {
  if (word.length === 0 || word.length > 20) return '';
  let best = '';
  let bestD = maxEdits + 1;
  for (const w of words) {
    const d = editDistance(word, w);
    if (d < bestD) {
      best = w;
      bestD = d;
    }
  }
  return best;
}

/** Optimal string alignment distance between a and b (UTF-16 units). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push([i]);
    for (let j = 1; j <= b.length; j++) d[i].push(i === 0 ? j : 0);
  }
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
