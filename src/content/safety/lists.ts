/**
 * Our own additions to the offensive-word package (src/content/data/offensive-words.json, from naughty-words),
 * written for KeyQuest: what the package lacks for children, and which of its entries are everyday words we keep.
 * The English words a child is never shown, by reason, are in children-words.json beside this file.
 */

/**
 * English stems refused anywhere, even inside a real word or a name ("xXfuckXx", "f.u.c.k"): none of them is
 * part of an everyday word (a test holds that against the word lists). Stems that are ("ass" in "class", "tit"
 * in "title", "cock" in "peacock", "cum" in "cucumber", "rape" in "grape") are refused only as whole words, and
 * inside made-up words.
 */
// prettier-ignore
export const STRONG_STEMS: readonly string[] = [
  'fuck', 'fuk', 'fuq', 'phuk', 'phuck', 'shit', 'shyt', 'cunt', 'nigger', 'nigga', 'faggot', 'whore', 'slut',
  'bitch', 'pussy', 'dildo', 'penis', 'vagina', 'porn', 'jizz', 'wank', 'twat', 'asshole', 'arsehole', 'bastard',
  'retard', 'nazi', 'boob', 'blowjob', 'handjob', 'rapist', 'pedo', 'paedo', 'masturbat', 'orgasm', 'horny',
];

/** Misspellings a made-up word could land on; refused as words and inside made-up words. */
// prettier-ignore
export const MISSPELLINGS: readonly string[] = [
  'fck', 'fuc', 'sht', 'azz', 'arse', 'dik', 'kok', 'coc', 'cnt', 'tits', 'tity', 'titi', 'dicc', 'sexx', 'secks',
  'biatch', 'btch', 'phag', 'fagg', 'niga', 'nigg', 'kil', 'pis', 'puss', 'cok', 'shat', 'shiz', 'jiz', 'boobi',
];

/**
 * Pinyin (tone marks and digits removed, syllables separated by spaces) a drill must not spell: curses and their
 * usual abbreviations. Matched syllable by syllable, or as one joined word ("caonima").
 */
// prettier-ignore
export const PINYIN_REFUSED: readonly string[] = [
  'cao ni ma', 'cao ni', 'wo cao', 'sha bi', 'sa bi', 'ta ma de', 'ni ma de', 'ma de', 'ni ma bi', 'ma bi',
  'ri ni', 'gan ni niang', 'gan ni ma', 'wang ba dan', 'hun dan', 'ji ba', 'bi yang de', 'gou ri de',
  'qu si', 'ni qu si', 'sha si', 'si quan jia', 'jian ren', 'biao zi', 'ji nv', 'zuo ai', 'xing jiao',
  'nmsl', 'cnm', 'tmd', 'nmb', 'sb', 'wtf',
];

/**
 * Entries of the package's Chinese list that are everyday words (奶奶's 奶, 牛乳's 乳, 个性's 性, 成人 adult,
 * 祖宗 ancestors, 激情 passion, 刚度 stiffness, 私服 own clothes ...): kept, never refused.
 */
// prettier-ignore
export const ZH_EVERYDAY: readonly string[] = [
  '13.', '13点', '十三点', '乳', '奶', '性', '成人', '激情', '祖宗', '老二', '老味', '刚度', '九游', '私服',
  '你全家', '口肯', '处女', '屁股', '撒尿', '精子', '月经', '包皮', '卵', '卵子', '后庭', '放荡', '情色', '笨蛋',
  '白痴', '白癡', '瓜娃子', '肥西', '鬼公', '你老闆', '粉腸', '笨實', '柒', '鳩', '撚', '尻', '幹', '賤', '爛',
  '奸', '姦', '妓', '淫', '逼', '密洞', '玉杵', '老母', '你老母', '你老味', '硬膠', '姣西', '淫西',
];

/** Chinese characters refused anywhere in a text (vulgar in every use). */
export const ZH_ANYWHERE_CHARACTERS: readonly string[] = [
  '屄',
  '屌',
  '肏',
  '㞗',
  '𨳒',
  '𨳊',
  '閪',
  '𡳞',
  '𨶙',
  '𨳍',
];

/** Chinese words for children's text beyond the package's list (violence, death). */
// prettier-ignore
export const ZH_CHILDREN: readonly string[] = [
  '去死', '杀了你', '弄死', '砍死', '打死你', '自杀', '傻瓜蛋', '贱货', '废物', '蠢货', '滚蛋', '狗屎',
];

/**
 * Entries of the package's Japanese list that are everyday words (女の子 girl, ファンタジー fantasy, 嫌い dislike,
 * フック hook, ラバー rubber ...): kept, never refused.
 */
// prettier-ignore
export const JA_EVERYDAY: readonly string[] = [
  '女の子', 'ファンタジー', '嫌い', 'フック', 'ラバー', '支配', '人種', 'いたずら', 'エスコート', 'なめ', '誘惑',
  '女王様', '女子高生', '人妻', '女装', '噴出', '平手打ち', '毛深い', 'ぽっちゃり', 'ラティーナ', 'グロ',
  'おしり', 'オシリ', 'お尻', 'おしっこ', 'おもらし', 'しばり', '縛り', 'なめ', 'xx', 's ＆ m', 'sm', '3p',
  'g スポット', 'スリット', 'トップレス', '脱衣', 'ランジェリー', 'パンティー', 'ボーイズラブ', 'やおい',
];

/** Malay words a child's name or a class name must not be (the package has no Malay list). */
// prettier-ignore
export const MALAY_REFUSED: readonly string[] = [
  'babi', 'bangsat', 'bodoh', 'butoh', 'celaka', 'haram jadah', 'jubur', 'keparat', 'lancau', 'pantat',
  'pukimak', 'puki', 'sial', 'sundal', 'pelacur', 'bapuk', 'pondan', 'kote', 'konek', 'bontot',
];
