/**
 * 简体中文. The shape is en.ts's (types.ts Catalog): the compiler demands every key.
 * The words players use, one word for one thing everywhere (README.zh-CN.md's
 * glossary): 番, 和牌, 自摸, 点和, 放炮, 花牌, 起和, 错和, 门风, 圈风, 听牌, 上听.
 * Fan names are not here: fans/ holds each fan's Chinese name (one home per fact).
 */
import type { ErrorCode } from '../errors.js';
import type { PaymentRole } from '../result.js';
import type { Catalog } from './types.js';

const WINDS: Record<string, string> = { E: '东', S: '南', W: '西', N: '北' };
const wind = (w: string): string => WINDS[w] ?? w;
const ROLES: Record<PaymentRole, string> = { winner: '和牌者', discarder: '放炮者', other: '其他', claimer: '称和者' };


export const zh: Catalog = {
  name: '中文',
  htmlLang: 'zh-CN',
  list: (xs) => xs.join('、'),
  wind,
  fan: (f) => f.zh,
  fanOther: (f) => f.name,

  screen: {
    win: (total) => `和牌 ${total} 番`,
    belowMinimum: (points, minimum) => `不够起和 ${points} 番（起和 ${minimum} 番）`,
    notWinning: '不成和牌',
    verdictWin: '和牌',
    verdictBelow: '不够起和',
    tileCountShort: '（牌数不对：请检查输入的牌）',
    flowersDoNotCount: (n) => `（另有花牌 ${n} 番，不计入起和）`,
    falseClaimOn: (tile) => `错和 ${tile}`,
    reason: (code, reason) =>
      code === 'tile-count'
        ? `${/^\d+/.exec(reason ?? '')?.[0] ?? '?'} 张牌；和牌须 14 张，杠算 3 张`
        : code === 'below-minimum'
          ? '不够起和'
          : '这些牌不成和牌：既不是四组牌加一对将，也不是七对、十三幺或组合龙',
    role: (role) => ROLES[role],
    eachList: (items) => `分别付 ${items.join('、')}`,
    fanList: (items) => items.join('，'),
    checkTiles: '请检查输入的牌',
    ifClaimStands: (pays) => `；若确为错和：${pays}`,
    dash: '——',
    paysEach: (who, n) => `${wind(who)}家向另三家各付 ${n} 分`,
    each: (n) => `各付 ${n} 分`,
    selfDrawnPays: (tile, me, losers, each) => `和 ${tile}，${wind(me)}家自摸：${losers} ${each}`,
    discardNotNamedPays: (tile, d, others) => `和 ${tile}，点和（未写放炮者）：放炮者付 ${d} 分，另两家各付 ${others} 分`,
    discardPays: (tile, d, amount, others, otherAmount) =>
      `和 ${tile}，${wind(d)}家放炮：${wind(d)}家付 ${amount} 分，${others} 各付 ${otherAmount} 分`,
    assumedValue: (option, w) => `${option === 'seat' ? '门风' : '圈风'}${wind(w)}`,
    onlyIf: (values) => `（仅当${values}）`,
    onlyIfGive: (values, options) => `（仅当${values}：请写 ${options}）`,
    assumedFan: (name, values) => `${name}（假定${values}）`,
    claimedOn: (tile, how) => `称和 ${tile}，${how}`,
    wonOn: (tile, how) => `和 ${tile}，${how}`,
    selfDrawn: '自摸',
    selfDrawnKong: '自摸，杠后补牌',
    robbingKong: (d) => (d === null ? '抢杠和' : `抢${wind(d)}家的杠`),
    onDiscard: (d) => (d === null ? '点和' : `${wind(d)}家放炮`),
    lastOfWall: '，牌墙最后一张',
    noFans: '无番',
    note: (message) => `注意：${message}`,
    winningTileTaken: (tile, _message) => `和 ${tile}：取最后一张暗牌为和张；请把和张写在最后`,
    place: (line) => `第 ${line} 行`,
    fan: '番种',
    otherLanguage: '英文',
    points: '番数',
    notCountedWith: '不计',
    fans: '番种',
    notCountedWithList: (excluded) => `；不计：${excluded}`,
    hand: '手牌',
    given: '已写明',
    defaults: '默认',
    noteLabel: '注意',
    sets: '牌组',
    net: '得失',
    total: '合计',
    labelWidth: 8,
    sum: (fanPoints, flowers) => `（${fanPoints} 番 + 花牌 ${flowers} 番）`,
    error: '错误：',
    colon: '：',
  },

  assumptions: {
    seat: (w) => `门风${wind(w)}`,
    round: (w) => `圈风${wind(w)}`,
    depends: '（影响计分）',
    selfDrawn: '自摸',
    onDiscard: '点和',
    discarder: (w) => `${wind(w)}家放炮`,
    discarderNotNamed: '未写放炮者',
    flowers: (n) => (n === 0 ? '无花牌' : `花牌 ${n} 张`),
    lastImplied: '+last（由副露推知）',
    none: (options) => `无 ${options.join('、')}`,
    rules: (name) => `规则 ${name}`,
  },

  readError: (code, message) => `${READ_ERRORS[code]}${detail(message)}`,

  cannotRead: {
    stdin: '标准输入',
    line: (name, why) => `mcr：无法读取 ${name}：${why}`,
    ENOENT: '没有这个文件或目录',
    EISDIR: '这是一个目录',
    EACCES: '没有权限',
    EPERM: '不允许的操作',
    ENOTDIR: '路径中有一部分不是目录',
    ENAMETOOLONG: '文件名太长',
    ELOOP: '符号链接太多',
    EMFILE: '打开的文件太多',
    EIO: '输入/输出错误',
  },
};

/** The notation a reading error's sentence names (`+seat:S`, 'x', "did you mean 5d"): kept beside the Chinese. */
function detail(message: string): string {
  const quoted = [...message.matchAll(/'([^']+)'|`([^`]+)`|"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  const mean = /did you mean ([^?;]+)\?/.exec(message)?.[1];
  const parts = [...new Set(quoted)].slice(0, 3).map((q) => `“${q}”`);
  return (parts.length ? `：${parts.join('、')}` : '') + (mean ? `；是不是想写 ${mean}？` : '');
}

/** Each reading error (errors.ts ErrorCode) in Chinese: the compiler demands every code. */
const READ_ERRORS: Record<ErrorCode, string> = {
  empty: '没有牌',
  'no-winning-tile': '有副露但没有暗牌，因而没有和张（最后一张暗牌是和张）',
  'unknown-character': '这个字符不是牌、花色、括号或选项',
  'missing-suffix': '数字后面缺少花色字母（b 条、c 万、d 饼）',
  'stray-suit-letter': '花色字母前面没有数字',
  'zero-rank': '没有 0 这个数字的牌',
  'unclosed-bracket': '括号没有闭合',
  'unexpected-bracket': '多余的括号，或括号套括号',
  'bad-meld': '括号里不是一组合法的牌（吃、碰或杠）',
  'concealed-chow': '圆括号只用于暗杠',
  'bad-option': '未知的选项，或选项的值不对',
  'duplicate-option': '选项写了两次',
  'bad-wind': '+seat/+round/+from 后面须是风：E S W N',
  'bad-flowers': '+flowers 须是 0 到 8 的整数',
  'tiles-after-options': '选项之后又写了牌；牌要写在选项前面',
  'too-many-copies': '同一张牌超过 4 张',
  'inconsistent-options': '选项互相矛盾，或与手牌矛盾',
  'winning-tile-not-last': '和张没有写在最后（--strict）',
  'tile-count': '牌数不对：和牌须 14 张，杠算 3 张',
  'line-too-long': '这一行太长',
  'invalid-utf8': '这一行不是合法的 UTF-8',
  'unknown-rules': '没有这个规则',
  'not-a-string': '需要一个字符串',
  'not-a-hand': '这不是一手牌',
  'internal-error': 'mcr 内部错误，请报告',
};
