import type { Edition } from './constants';
import type { LocaleCode } from './locales';

/** English first names for a random nickname (spec section 3: about 100). */
// prettier-ignore
export const ENGLISH_NICKNAMES = [
  'Oliver', 'Emma', 'Liam', 'Ava', 'Noah', 'Mia', 'Elijah', 'Sophia', 'James', 'Amelia',
  'Lucas', 'Isabella', 'Mason', 'Harper', 'Ethan', 'Evelyn', 'Logan', 'Abigail', 'Jacob', 'Emily',
  'Aiden', 'Ella', 'Jackson', 'Scarlett', 'Leo', 'Grace', 'Henry', 'Chloe', 'Samuel', 'Lily',
  'Daniel', 'Aria', 'Matthew', 'Zoe', 'Owen', 'Nora', 'Caleb', 'Hazel', 'Isaac', 'Ruby',
  'Wyatt', 'Luna', 'Julian', 'Stella', 'Levi', 'Violet', 'Gabriel', 'Aurora', 'Max', 'Ivy',
  'Theo', 'Alice', 'Finn', 'Clara', 'Oscar', 'Lucy', 'Felix', 'Maya', 'Hugo', 'Nina',
  'Jasper', 'Daisy', 'Miles', 'Rose', 'Ezra', 'Willow', 'Adam', 'Eliza', 'Ryan', 'Sadie',
  'Nathan', 'Penny', 'Dylan', 'Iris', 'Charlie', 'Poppy', 'Sam', 'Eva', 'Toby', 'Elsie',
  'Arthur', 'Freya', 'Jack', 'Molly', 'Harry', 'Matilda', 'George', 'Rosie', 'Alfie', 'Isla',
  'Benjamin', 'Olivia', 'William', 'Sophie', 'Thomas', 'Anna', 'David', 'Jade', 'Kai', 'Layla',
] as const;

/** Chinese nicknames for a random nickname (spec section 3: about 130, outside the China-region mode). */
// prettier-ignore
export const CHINESE_NICKNAMES = [
  '小星星', '小月亮', '小太阳', '小云朵', '小雨滴', '小彩虹', '小花猫', '小白兔', '小熊猫', '小松鼠',
  '小海豚', '小企鹅', '小狮子', '小老虎', '小猴子', '小鹿', '小海龟', '小蜜蜂', '小蝴蝶', '小燕子',
  '小鲸鱼', '小考拉', '小刺猬', '小浣熊', '小狐狸', '小青蛙', '小蜗牛', '小鸭子', '小羊羔', '小马驹',
  '快乐小鱼', '闪电兔', '飞天猪', '勇敢的狮', '聪明豆', '开心果', '棉花糖', '小饼干', '小布丁', '小汤圆',
  '小橘子', '小苹果', '小草莓', '小樱桃', '小西瓜', '小葡萄', '小柠檬', '小蓝莓', '小芒果', '小桃子',
  '键盘小侠', '打字小将', '指尖精灵', '字母猎人', '键盘骑士', '速度之星', '小小码农', '敲键达人', '打字超人', '闪电手指',
  '星际旅行者', '宇宙探险家', '火箭小子', '月球漫步', '银河小兵', '流星雨', '北极星', '小卫星', '太空猫', '外星小宝',
  '阳光少年', '追风少年', '小小书虫', '知识宝宝', '小博士', '小画家', '小音乐家', '小诗人', '小作家', '小发明家',
  '跳跳糖', '泡泡糖', '甜甜圈', '小面包', '奶茶宝宝', '果冻', '小酸奶', '冰淇淋', '爆米花', '小蛋糕',
  '小树苗', '小竹子', '向日葵', '蒲公英', '小雏菊', '小荷花', '四叶草', '小松果', '小橡果', '小枫叶',
  '小旋风', '小闪电', '小雷霆', '小火苗', '小浪花', '小贝壳', '小珍珠', '小海星', '小螃蟹', '小章鱼',
  '乐乐', '欢欢', '笑笑', '甜甜', '豆豆', '多多', '果果', '糖糖', '朵朵', '点点',
  '跑跑', '跳跳', '飞飞', '萌萌', '亮亮', '晶晶', '贝贝', '妞妞', '壮壮', '聪聪',
  '小勇士', '小队长', '小船长', '小飞侠', '小侦探', '小英雄', '小厨师', '小园丁', '小骑士', '小魔法师',
] as const;

/** The names a random nickname is picked from: English first names, plus Chinese ones outside the cn edition. */
export function nicknamePool(edition: Edition): readonly string[] {
  return edition === 'cn' ? ENGLISH_NICKNAMES : [...ENGLISH_NICKNAMES, ...CHINESE_NICKNAMES];
}

/**
 * The names of the edition's pool a learner of `language` can read: Chinese names in Chinese (where the edition's
 * pool has them), English names in every other language. A learner on the English edition is never given a name
 * in a script they may not read (or whose font their device may lack).
 */
export function nicknamesFor(edition: Edition, language: LocaleCode): readonly string[] {
  const pool = nicknamePool(edition);
  const chinese: ReadonlySet<string> = new Set(CHINESE_NICKNAMES);
  const readable = pool.filter((name) =>
    language === 'CHS' || language === 'CHT' ? chinese.has(name) : !chinese.has(name),
  );
  return readable.length > 0 ? readable : pool;
}

/**
 * A random nickname from the edition's pool, in the learner's language when it has names in it. `random` is a
 * number in [0, 1) given by the caller (Math.random in the app), so this module stays free of hidden state.
 */
export function randomNickname(edition: Edition, random: number, language: LocaleCode = 'ENG'): string {
  const pool = nicknamesFor(edition, language);
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random * pool.length)));
  return pool[index] ?? ENGLISH_NICKNAMES[0];
}
