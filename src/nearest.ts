/**
 * "Did you mean": the one edit distance and the one folding of names, for every
 * suggestion mcr makes (commands, options, notation options, fan names in `mcr fans`
 * and `mcr why`). Used on error paths only, never on the way of a good input.
 */

/**
 * The comparable form of a name: Unicode NFKC (full-width letters and digits become
 * ASCII), lower case, without spaces, hyphens, apostrophes, dots and underscores, and
 * the traditional forms of the characters in the fans' Chinese names made simplified,
 * so `Pure-Straight`, `pure straight`, `ＰＵＲＥ　ＳＴＲＡＩＧＨＴ` and `清龍` fold alike.
 */
export function fold(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFKC').toLowerCase().replace(/[\s\-'’._]+/g, '')) out += SIMPLIFIED[ch] ?? ch;
  return out;
}

/** Traditional → simplified, for the characters of the fans' Chinese names. */
const SIMPLIFIED: Record<string, string> = Object.fromEntries(
  ['龍龙', '門门', '風风', '對对', '連连', '寶宝', '燈灯', '雙双', '會会', '綠绿', '無无', '張张', '單单', '釣钓', '邊边', '槓杠', '開开', '搶抢', '絕绝', '斷断', '節节', '歸归', '異异', '帶带', '齊齐', '組组', '順顺', '么幺'].map((p) => [p[0], p[1]]),
);

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

/**
 * The entries nearest to `query` (at most `most`), each known by several names
 * (`keys`, compared folded): by the distance to a whole name, or to a name's start as
 * long as the query plus half an edit (a mistyped prefix); only those within
 * max(2, half the query's length) edits.
 */
export function closest<T>(query: string, entries: readonly { item: T; keys: readonly string[] }[], most = 3): T[] {
  const q = fold(query);
  if (q === '') return [];
  const limit = Math.max(2, Math.floor(q.length / 2));
  const folded = entries.map(({ item, keys }) => ({ item, keys: keys.map(fold) }));
  // The length cap: the distance to a key is at least the difference of their lengths,
  // so a query longer than the longest key by more than the limit is near none (and
  // is not compared: that costs its length times each key's).
  let longest = 0;
  for (const { keys } of folded) for (const key of keys) longest = Math.max(longest, key.length);
  if ([...q].length > longest + limit) return [];
  const scored = folded.map(({ item, keys }) => {
    let d = Infinity;
    for (const key of keys) d = Math.min(d, editDistance(q, key), editDistance(q, key.slice(0, q.length)) + 0.5);
    return { item, d };
  });
  return scored
    .filter((s) => s.d <= limit)
    .sort((a, b) => a.d - b.d)
    .slice(0, most)
    .map((s) => s.item);
}

/** Optimal string alignment distance between a and b (code points). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = [];
  for (let i = 0; i <= x.length; i++) {
    d.push([i]);
    for (let j = 1; j <= y.length; j++) d[i].push(i === 0 ? j : 0);
  }
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}
