/**
 * 简体中文. The shape is en.ts's (types.ts Catalog): the compiler demands every key.
 * The words players use, one word for one thing everywhere (README.zh-CN.md's
 * glossary): 番, 和牌, 自摸, 点和, 放炮, 花牌, 起和, 错和, 门风, 圈风, 听牌, 上听.
 * Fan names are not here: fans/ holds each fan's Chinese name (one home per fact).
 */
import type { ErrorCode } from '../errors.js';
import type { PaymentRole } from '../result.js';
import type { Catalog, CommandWords } from './types.js';

const WINDS: Record<string, string> = { E: '东', S: '南', W: '西', N: '北' };
const wind = (w: string): string => WINDS[w] ?? w;
const ROLES: Record<PaymentRole, string> = { winner: '和牌者', discarder: '放炮者', other: '其他', claimer: '错和者' };


const RULES_ZH = '规则：green-book（默认，WMO 2006）或 mil；MCR_RULES 设默认值（见 mcr rules）';
const COLOR_ZH = '即使不是终端也用颜色（也可 FORCE_COLOR=1），例如配合 less -R';
const NO_COLOR_ZH = '纯文本（设了 NO_COLOR 或 stdout 不是终端时也是如此）；优先于 --color';
const FILE_ZH = '从文件读手牌，每行一手（“-”为标准输入；可重复）';
const json = (what = '输出一个 JSON 对象', schema = '') => `${what}（格式 ${schema}）`;

/** Every command's help in Chinese (the declarations' words, commands/declarations.ts). */
const COMMANDS: Record<string, CommandWords> = {
  mcr: {
    summary: '计算一手牌的番数',
    about: ['计算国标麻将（MCR）一手牌：番种、总番数、结果和各家得失。'],
    args: { hand: '用 mcr 记法写的手牌（加引号）；不写时从标准输入读' },
    options: {
      json: json('每个结果输出一行 JSON', 'mcr-score/1'),
      interactive: '交互提示：一手接一手地输入（也可用 waits、why、rules、help；Ctrl-D 结束）',
      rules: RULES_ZH,
      file: FILE_ZH,
      'summary-only': '批量：只输出汇总（一张表，或加 --json 时一个 JSON 对象）',
      canonical: '不计分，输出每手牌的规范写法',
      explain: '单手：同时说明每个番种由哪些牌组成（--json 中为 fans[].uses）',
      arrangements: '单手：同时列出每种组牌方式及其番种和总番数，最好的在前',
      compact: '每手一行（与批量相同），单手也如此',
      claim: '这些牌是牌桌上的和牌宣告：牌数不对算错和（罚分），而不是输入错误（退出码 2）',
      strict: '若和张之后还写了牌组则拒绝，而不是把最后一张暗牌当作和张',
      color: COLOR_ZH,
      version: '版本号',
    },
    no: { color: NO_COLOR_ZH },
    sections: [
      {
        title: '记法（一次和牌宣告；暗牌各组之间的空格无所谓）',
        terms: { tiles: '牌', concealed: '暗牌', melds: '副露', options: '选项' },
        rows: {
          tiles:
            '123b 条（或 s）  456c 万（或 m）  789d 饼（或 p）\n' +
            'E S W N 东南西北  R G P 箭牌：红中（或 C）、发财（或 F）、白板\n' +
            '也可用 Unicode 麻将牌；花牌计为花\n' +
            '也能读：1z-7z（E S W N、白、发、中）、東南西北中發白、全角字符、任意大小写的选项、+tsumo、+ron',
          concealed: '括号外的牌是暗牌；最后一张是和张',
          melds: '[123b] 吃  [555d] 碰  [5555d] 明杠\n(5555d) 暗杠',
          options:
            '+win:wall|discard  +seat:<风>  +round:<风>  +from:<风>  +flowers:0..8  +last  +wall-last  +kong\n' +
            '（默认：点和、门风东、圈风东、放炮者不明、无花牌）',
        },
      },
      { title: '规则', text: 'green-book（默认，WMO 2006）或 mil（--rules mil 或 MCR_RULES=mil）；mcr rules 列出规则，mcr rules mil 显示 mil 的不同之处。' },
      { title: '颜色', text: '在终端上，或加 --color 或 FORCE_COLOR=1（配合 less -R）时有颜色；NO_COLOR 或 --no-color 关闭颜色。' },
      { title: '命令（更多说明：mcr <命令> --help 或 mcr help <命令>）' },
    ],
    examples: [
      '花龙 8、圈风刻 2、自摸 1：共 11 番，其余三家各付 19 分',
      '3 番（另有花牌 3 番）：不够起和 8 番，错和者向另三家各付 10 分；退出码 1',
      '每手一行：十三幺，然后一个读取错误（在 stderr 上），最后是汇总表；退出码 2',
      '每行手牌一个 JSON 对象，按输入顺序',
      '每手牌改写为规范写法',
      '每种组牌方式及其番种和总番数',
    ],
    exits: '0 和牌，1 不够起和或不成和牌，2 输入无法读取或用法错误；被 SIGINT、SIGTERM 或 SIGHUP 中止时为 128 + 信号编号。',
  },
  waits: {
    summary: '这手牌听什么，各值多少番',
    about: [
      '这手牌和什么牌、各值多少番：用 mcr 记法写 13 张牌（杠算 3 张），不写和张；不加 +win 选项（自摸和点和两种都显示）。写 14 张时：给出 mcr advise 的打牌建议（打哪张能保住 8 番；--json 仍输出 mcr-waits/1 对象，按离听牌的距离列出各张打法）。',
      '不写手牌时，从标准输入或 --file 每行读一手。',
    ],
    options: { json: json('每手牌一个 JSON 对象', 'mcr-waits/1'), rules: '按此规则计算每种和牌（默认 green-book；MCR_RULES）', file: FILE_ZH, color: COLOR_ZH },
    no: { color: NO_COLOR_ZH },
    examples: ['九莲宝灯：听九张牌', '', ''],
    exits: '0 已听牌，1 未听牌，2 输入无法读取（以最差的一行为准）。',
  },
  advise: {
    summary: '打哪张牌能保住 8 番',
    about: [
      '考虑起和 8 番的打牌建议：对 14 张牌（13 张加刚摸的一张；副露不动），列出每种打法的有效距离，即还要换几张牌才能听一张值 8 番以上且还有剩余的和张（点和，或自摸点和皆可）；它的和张或有效进张及剩余张数；以及构成最佳和牌的番种（路线）。写 13 张时：对这手牌本身给出同样的分析。',
      '已经见过的牌（弃牌、别家的副露）写在 +seen:牌 中，例如 +seen:5b79cRR；这些牌不再算剩余。不加 +win（两种和法都考虑）；不考虑 +last、+wall-last 和 +kong。不写手牌时，从标准输入或 --file 每行读一手。',
    ],
    options: {
      json: json('每手牌一个 JSON 对象', 'mcr-advice/1'),
      all: '完整列出每种打法（屏幕上只展开最好的三种）',
      compact: '每手一行（与批量相同），单手也如此',
      depth: '精确搜索的换牌次数，0 到 3（默认 2；超过时显示“n 或更多”）',
      rules: '按此规则计算每种和牌（默认 green-book；MCR_RULES）',
      file: FILE_ZH,
      color: COLOR_ZH,
    },
    no: { color: NO_COLOR_ZH },
    examples: ['打 E：已有效听牌，和 2c 成花龙', '', '每行一个 mcr-advice/1 对象'],
    exits: '0 已有效听牌（14 张时：打出最佳一张后），1 未听牌，2 输入无法读取（以最差的一行为准）。',
  },
  session: {
    summary: '一桌对局记录的计分表',
    about: [
      '计算一桌的对局记录（最多 16 盘）：每盘的风位、每盘的得失、犯规和罚分、累计分、名次和桌分。',
      '不写文件（或写“-”）时从标准输入读记录。第一盘之前写一行“rules mil”可指定计分规则（默认 green-book；mcr rules 列出规则）。',
    ],
    options: { json: json('输出一个 JSON 对象', 'mcr-session/1'), rules: '记录中没有 rules 行时使用的规则（也可 MCR_RULES）', color: COLOR_ZH },
    no: { color: NO_COLOR_ZH },
    sections: [{ title: '一份记录（格式见手册）' }],
    exits: '0 记录无错，2 有一行有错（其余照常计分）。',
  },
  rules: {
    summary: '各种规则，以及它们的不同之处',
    about: ['mcr 可用的计分规则，以及某一规则与默认规则的不同之处。在任何命令上用 --rules 名称选择，或在环境中设 MCR_RULES=名称。'],
    options: { json: json('输出一个 JSON 对象', 'mcr-rules/1') },
    exits: '0 已显示，2 没有这个规则或用法错误。',
  },
  why: {
    summary: '某个番种为什么计或不计',
    about: [
      '某个番种在一手牌里为什么计，或为什么不计：计了（由什么构成）；被另一个计了的番种排除（及其规则）；只在另一种番数更低的组牌方式中；听牌不唯一（及其他和张）；需要某个选项（+win:wall、+last、+wall-last、+kong、+seat、+round）；或这手牌缺了什么。',
      '番种的写法与 mcr fans 相同：编号、id、英文名或中文名、名称的开头，或常用说法（“flowers”、“7 pairs”）。手牌可加引号也可不加：不加时，末尾能构成番种名的几个词就是番种。',
    ],
    options: { json: json('输出一个 JSON 对象', 'mcr-why/1'), rules: '规则（默认 green-book；MCR_RULES 可设）', color: COLOR_ZH },
    no: { color: NO_COLOR_ZH },
    examples: ['', '同上，不加引号', '', '第 19 号番种（七对）'],
    exits: '0 已回答，2 手牌无法读取、番种不明或有歧义、用法错误。',
  },
  fans: {
    summary: '番种表：每个一行；单个番种的说明及其不计关系',
    about: [
      '番种，每个一行：编号、名称、中文名和该规则下的番数。加 --long 时，还说明每个番种是什么、不计哪些番种。',
      '写一个名称（列表中的编号、id、英文名或中文名、名称的开头，或常用说法）：只显示该番种，说明它是什么、它不计哪些番种、哪些番种不计它。',
    ],
    options: {
      long: '每个番种都说明是什么、不计哪些番种',
      points: '只列该规则下值 n 番的番种（mcr fans 16 是第 16 号番种）',
      rules: '按此规则的番数和不计关系（默认 green-book；MCR_RULES）',
      json: json('输出一个 JSON 对象', 'mcr-fans/1'),
      color: COLOR_ZH,
    },
    no: { color: NO_COLOR_ZH },
    examples: ['全部番种，每个一行', '一个番种，两个方向的不计关系', '同上，用编号', '同上，用中文名', ''],
    exits: '0 已显示，2 没有这个名称的番种（会提示最接近的）或用法错误。',
  },
  quiz: {
    summary: '练习：由计分器出题和判题',
    about: [
      '由引擎出的练习题，每题都由计分器判定：数一手牌的番（先总番数，再番种）、和牌宣告是否成立、一手牌听什么、哪些听牌够 8 番、打哪张能保住 8 番的路线（mcr advise 的建议）、说出番种名或写出有该番种的手牌。',
      '输入答案后按回车；s 跳过一题（并显示答案），q 或 Ctrl-D 结束并显示汇总。答案也可以通过管道输入，每行一个。进度保存在 $XDG_STATE_HOME/mcr/quiz.json（或 ~/.local/state/mcr/quiz.json），之后的题目会偏向最常错的番种。',
    ],
    options: {
      seed: '同一个种子出同样的题（默认取自时钟，开始时显示）',
      count: '题数（默认 10，最多 10000）',
      kind: 'count、valid、waits、discard 或 fan（可重复，或写成列表：count,waits）；默认轮流出各类',
      level: 'starter、common（默认）、big、knitted 或 traps（docs/QUIZ.md 说明每级的内容）',
      rules: '判题所用的规则（默认 green-book；MCR_RULES）',
      json: json('题目和答案，每行一个 JSON 对象（无提示）', 'mcr-quiz/1'),
      html: '可打印的练习卷，答案单独一页（无提示）',
      stats: '已保存的进度：各类题的答题数、最常错的番种',
      save: '保存进度（默认）',
      color: COLOR_ZH,
    },
    no: { save: '不读也不写已保存的进度', color: NO_COLOR_ZH },
    examples: ['十道各类题，用种子 1 时人人相同', '数大牌的番', '给老师的题目和答案', '一份可打印的练习卷', '通过管道输入答案'],
    exits: '0 完成（无论答对与否），2 用法错误。',
  },
  tournament: {
    summary: '整场比赛：排座、检查、排名、导出 EMA',
    about: [
      '整场比赛保存为一个文件夹里的纯文本文件：tournament.toml、players.csv、seating.csv，以及 results/s<轮>-t<桌>.txt（一桌一轮的对局记录，其 players 行写选手编号，如“players 12 7 33 4”，或一行 totals）。每个命令都从这些文件重新计算全部结果。',
    ],
    subcommands: {
      init: '用 --players 文件和 --sessions K 建立文件夹（players.csv、tournament.toml）',
      seat: '每一轮的排座表写入 DIR/seating.csv；加 --session K --by standings|snake|random（或 --by-standings K）时，只重排一轮',
      reseat: '保留第 1..K 轮，为 --withdraw ID、--substitute ID、--join ID 重排其余各轮',
      check: '列出每个问题，各附 文件:行',
      standings: '排名：文本、--json、--csv、--md 或 --html',
      export: 'EMA 排名用的成绩文件，CSV 格式（--json 另加 MERS 基础排名）',
      cards: '选手卡和桌单，供打印（--md、--html）',
    },
    options: {
      players: '选手（带表头 id,name 的 CSV；可选 ema,country,team,substitute）',
      sessions: '轮数',
      rules: '规则：green-book（默认，WMO 2006）或 mil',
      ranking: 'ema（默认）或 china',
      seed: '排座的种子（种子相同，排座相同）',
      session: '只重排第 K 轮（配合 --by）',
      by: 'standings（前四名同桌）、snake 或 random',
      'by-standings': '按第 K-1 轮后的排名重排第 K 轮（--by snake 为蛇形）',
      time: '搜索这么久后停止，用目前最好的排座（默认 30 秒）',
      after: '第 K 轮之后',
      withdraw: '第 K 轮后退出的选手（编号，逗号分隔）',
      substitute: '从第 K+1 轮起上场的替补（在 players.csv 中）',
      join: '迟到、从第 K+1 轮起参赛的选手（在 players.csv 中）',
      ema: 'EMA 成绩文件',
      force: '覆盖已有的文件',
      output: '输出写入文件（要么完整写入，要么不写）',
      json: 'mcr-standings/1 等格式：见 docs/SCHEMA.md',
      csv: 'CSV',
      bom: 'CSV 开头加字节顺序标记（供电子表格正确读取 UTF-8 名字）',
      md: 'Markdown',
      html: '一个自包含的 HTML 页面',
      color: COLOR_ZH,
    },
    no: { color: NO_COLOR_ZH },
    examples: ['', '每一轮的 seating.csv', '', '', ''],
    exits: '0 完成，1 发现问题（check、standings），2 输入或选项有误（什么也不写）。',
  },
  web: {
    summary: '为手机提供网页（可离线，同一个计分器）',
    about: [
      '提供 mcr 的手机网页：同一个计分器，网页可离线使用。打开它显示的地址；在手机上“添加到主屏幕”即可安装，之后没有网络也能打开。网页也是一个文件 dist/web/index.html，直接打开或复制到任何静态网站都能用。',
    ],
    options: {
      port: '端口（默认 8034；0 表示自动选一个空闲端口）',
      host: '监听的地址（默认 127.0.0.1：仅本机；0.0.0.0：同一网络中的手机也可访问）',
    },
    examples: ['本机上的 http://127.0.0.1:8034/', '以及同一网络中手机可以打开的地址'],
    exits: '0 已停止（Ctrl-C），2 端口无法使用或网页未构建。',
  },
  help: {
    summary: '本帮助，或某个命令的帮助',
    about: ['mcr 的帮助；写命令名时显示该命令的帮助（与 mcr <命令> --help 相同）。'],
    exits: '0 已显示，2 没有这个命令。',
  },
};

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
        ? `${/^\d+/.exec(reason ?? '')?.[0] ?? '?'}张牌；和牌须14张，杠算3张`
        : code === 'below-minimum'
          ? '不够起和'
          : '这些牌不成和牌：既不是四组牌加一对将，也不是七对、十三幺或组合龙',
    role: (role) => ROLES[role],
    shape: (name) => (name === 'Honors and Knitted Tiles' ? '全不靠' : name),
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
    claimedOn: (tile, how) => `错和 ${tile}，${how}`,
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
    flowers: (n) => (n === 0 ? '无花牌' : `花牌${n}张`),
    lastImplied: '+last（由副露推知）',
    none: (options) => `无 ${options.join('、')}`,
    rules: (name) => `规则 ${name}`,
  },

  readError: (code, message) => `${READ_ERRORS[code]}${detail(message)}`,

  page: {
    static: {
      tagline: '国标麻将计番',
      scorer: '计番',
      practice: '练习',
      hand: '手牌',
      details: '番种、得失和原因 ↓',
      tile: '单张',
      chow: '吃',
      pung: '碰',
      kong: '明杠',
      concealedKong: '暗杠',
      undo: '撤销',
      clear: '清空',
      win: '和牌方式',
      onDiscard: '点和',
      selfDrawn: '自摸',
      discardedBy: '放炮者',
      unknown: '不明',
      seatWind: '门风',
      prevalentWind: '圈风',
      flowers: '花牌',
      winningTile: '和张',
      lastOfKind: '和绝张',
      lastOfWall: '牌墙最后一张',
      rules: '规则',
      fanNames: '番种名称',
      language: '语言',
      footer: '可离线使用。与 mcr 命令是同一个计分器。',
    },
    labels: {
      views: '视图',
      entry: '输入手牌',
      picked: '手中的牌（点一张可以拿掉）',
      addAs: '加牌方式',
      tiles: '牌',
      result: '结果',
      flowerLess: '少一张花',
      flowerMore: '多一张花',
      flowers: '花牌',
    },
    wind: { E: '东', S: '南', W: '西', N: '北' },
    unknown: '不明',
    tileUnder: (code, under) => ({ b: '条', c: '万', d: '饼', E: '东', S: '南', W: '西', N: '北', R: '中', G: '发', P: '白' } as Record<string, string>)[code.slice(-1)] ?? under,
    atMostFourMelds: '一手牌最多 4 组副露。',
    kongOnWall: '杠：杠上开花',
    kongOnDiscard: '杠：抢杠和',
    remove: '拿掉 ',
    removeMeld: (kind) => `拿掉${{ chow: '吃', pung: '碰', kong: '明杠', 'concealed-kong': '暗杠' }[kind]} `,
    theLastTile: '，最后一张',
    winningTileTag: '和张',
    tiles: (n) => `${n} 张牌`,
    kongCounts3: '（杠算 3 张）',
    toWaits: '听牌 ↓',
    toDetails: '番种、得失和原因 ↓',
    start: '点牌或输入手牌',
    startSub: '14 张计番，13 张看听牌。',
    nowStanding: '现在输入手中的牌，和张放最后。',
    cannotRead: '无法读取手牌',
    seeColumn: (col) => `见第 ${col} 列，已在上方标出。`,
    seeMessage: '见上方的说明。',
    moreTiles: (toWaits, toScore) => `再加 ${toWaits} 张看听牌，再加 ${toScore} 张计番。`,
    tooMany: (n) => `比一手牌多了 ${n} 张（杠算 3 张）。`,
    column: (col) => `第 ${col} 列`,
    assumed: (option, w) => `假定${option === 'seat' ? '门风' : '圈风'}${wind(w)}：影响计分 `,
    assumedButton: (option, w) => `${option === 'seat' ? '门风' : '圈风'}${wind(w)}`,
    validWin: (total) => `和牌：${total} 番`,
    withFlowers: (fanPoints, flowers) => `${fanPoints} 番，另有花牌 ${flowers} 番`,
    below: (minimum, points) => `不够起和 ${minimum} 番：${points} 番`,
    noWinningHand: '不成和牌',
    arrangement: '牌组',
    fans: '番种',
    excludedBy: (name) => `因${name}不计`,
    notCounted: '不计的番种',
    payments: '得失',
    seat: '座位',
    role: '角色',
    amount: '分数',
    why: (name) => `${name}：原因`,
    everyFan: '所有番种：为什么计或不计',
    whyTitle: (name) => `原因：${name}`,
    ready: (n) => `已听牌：听 ${n} 张`,
    notReady: (n) => `未听牌：离听牌还差 ${n} 张`,
    waits: '听牌',
    drawsThatHelp: '有用的进张',
    bothWays: '每种听牌都按点和与自摸两种方式计算。',
    unseen: (tile, n) => ` ${tile}，还剩 ${n} 张`,
    waitWin: '和法',
    waitPoints: '番数',
    receives: '所得',
    discard: '点和',
    selfDrawnRow: '自摸',
    yes: '够',
    no: '不够',
  },

  fans: {
    listTitle: (rules, isDefault, worth) =>
      (worth === null ? '' : `值 ${worth} 番的番种。`) +
      `${rules}${isDefault ? '（默认规则）' : ''} 下的番种：编号、中文名、英文名、番数。` +
      'mcr fans 名称（或编号）显示一个番种及其不计关系；mcr fans --long 逐个这样显示。',
    notPlayed: (rules) => `- ${rules} 不用此番种`,
    noSuchFan: (query, near) => `没有叫“${query}”的番种${near.length > 0 ? `；是不是想写 ${near.join('、')}？` : ''}（mcr fans 列出全部番种）`,
  },

  help: {
    usage: '用法：',
    arguments: '参数：',
    commands: '命令：',
    options: '选项：',
    examples: '示例：',
    title: (title) => `${title}：`,
    exits: (text) => `退出码：${text}`,
    manual: (page, dir) => `手册（英文）：docs/${page}${dir ? `，随 mcr 安装在 ${dir}` : ''}`,
    help: '本帮助',
    lang: '界面语言：en 或 zh（未给出时看 MCR_LANG，再看系统语言 LC_ALL、LC_MESSAGES、LANG）',
    error: '错误：',
    langInvalid: (v, langs) => `--lang 只能是 ${langs} 之一，不能是“${v}”`,
    langMissing: (langs) => `选项 --lang 需要一个值：${langs}`,
    handOption: (raw, line, bare) => `“${raw}”不是 ${line} 的选项；手牌的选项以 + 开头：+${bare}`,
    takesNoValue: (name, line) => `选项 ${name} 不带值（见 ${line} --help）`,
    unknownOption: (raw, near, line) => `没有选项“${raw}”${near ? `；是不是想写 ${near}？` : ''}（${line} --help 列出所有选项）`,
    needsValue: (option, line) => `选项 ${option} 需要一个值（见 ${line} --help）`,
    unknownCommand: (line, word, near, names) =>
      `${line} 没有命令“${word}”；${near ? `是不是想写 ${line} ${near}？` : `可用的有 ${names}`}（${line} --help 列出所有命令）`,
    notTaken: (option, line, takes) => `${option} 不是 ${line} 的选项；它接受 ${takes}`,
    wholeNumber: (name, min, max, v) => `--${name} 须是 ${min} 到 ${max} 的整数，不能是“${v}”`,
    oneOf: (name, choices, v) => `--${name} 只能是 ${choices} 之一，不能是“${v}”`,
  },
  commands: COMMANDS,

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
  'tile-count': '牌数不对：和牌须14张，杠算3张',
  'line-too-long': '这一行太长',
  'invalid-utf8': '这一行不是合法的 UTF-8',
  'unknown-rules': '没有这个规则',
  'not-a-string': '需要一个字符串',
  'not-a-hand': '这不是一手牌',
  'internal-error': 'mcr 内部错误，请报告',
};
