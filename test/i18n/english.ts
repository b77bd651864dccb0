/**
 * The English words left in a text meant to be Chinese: words of two letters or more
 * outside tile notation (9d, [123b], EEE), options and +options, commands (mcr ...),
 * file names and paths, placeholders (<lang>, [options]), codes in parentheses
 * ((tile-count)), the names of the rule profiles and formats, and proper names
 * (MCR, WMO, EMA, ...), and the English fan names of the second-language column.
 */
import { FANS, FAN_IDS } from '../../src/fans/table.js';

/** Proper names and the words of notation and formats that stay as they are in every language. */
const KEPT = new Set(
  (
    'hand Ctrl-D Ctrl-C Ann Bob Cy Di country team substitute mcr MCR WMO EMA MIL MERS UTF JSON NDJSON CSV HTML Markdown Unicode Ctrl less stdin stdout stderr green-book mil ema china ' +
    'FORCE_COLOR NO_COLOR MCR_RULES MCR_LANG LC_ALL LC_MESSAGES LANG SIGINT SIGTERM SIGHUP XDG_STATE_HOME en zh id name ' +
    'tsumo ron players win self from draw rules totals DIR ID ids standings snake random count valid waits discard fan starter common big knitted traps chance points distance ' +
    'advise session why fans quiz tournament web help init seat reseat check export cards play replay'
  ).split(' '),
);

export function englishWords(text: string, keep: readonly string[] = []): string[] {
  let s = text.replace(/\u00a0/g, ' ');
  // English fan names (the second-language column) are proper names here.
  for (const id of FAN_IDS) s = s.split(FANS[id].name).join(' ');
  for (const k of keep) s = s.split(k).join(' ');
  s = s
    .replace(/\w+\[\]\.\w+/g, ' ') // JSON fields (fans[].uses)
    .replace(/“[^”]*”/g, ' ') // what a user types, quoted
    .replace(/\S*(?:\.(?:txt|csv|ndjson|html|json|toml|md|jsonl)|\/)\S*/g, ' ') // files, paths
    .replace(/(?:^|\s|[（(“，、：；])(?:--?|\+)[\w-]+(?::[\w|.<>-]+)?/g, ' ') // options and +options
    .replace(/<[^>]*>|\[[^\]]*\]|\([^)]*\)/g, ' ') // placeholders, melds, codes
    .replace(/\$ .*$/gm, ' ') // example command lines
    .replace(/mcr(?: \w+)*/g, ' '); // commands
  return [...s.matchAll(/[A-Za-z][\w-]*[A-Za-z]/g)].map((m) => m[0]).filter((w) => !KEPT.has(w) && !/\d/.test(w) && !/^[bcdspmz]$/.test(w) && !/^[ESWNRGPCF]+$/.test(w) && !/^\d*[bcdspmz]$/.test(w));
}
