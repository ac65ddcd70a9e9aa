import { lt } from '../localize';
import type { LiteraryWork } from './types';

/**
 * Aesop's fables and tales of the Brothers Grimm, retold in plain words for KeyQuest (the tales are public
 * domain; these tellings are ours).
 */
export const FABLES: readonly LiteraryWork[] = [
  {
    slug: 'literature-aesop-the-tortoise-and-the-hare',
    title: lt('The Tortoise and the Hare', '龟兔赛跑', '龜兔賽跑', 'Kura-kura dengan Arnab', 'ウサギとカメ'),
    author: 'Aesop',
    year: -550,
    source: "Aesop's Fables, retold",
    form: 'prose',
    retold: true,
    text: `A hare once laughed at a tortoise for being so slow. "Do you ever get anywhere?" he asked. "I will race you," said the tortoise, "and we shall see." All the animals came to watch. The hare shot off and was soon far ahead, so he lay down under a tree for a nap. The tortoise kept walking, one slow step after another. When the hare woke up, the tortoise was almost at the finish line. The hare ran as fast as he could, but it was too late. The tortoise had won. Slow and steady wins the race.`,
  },
  {
    slug: 'literature-aesop-the-lion-and-the-mouse',
    title: lt('The Lion and the Mouse', '狮子和老鼠', '獅子和老鼠', 'Singa dengan Tikus', 'ライオンとネズミ'),
    author: 'Aesop',
    year: -550,
    source: "Aesop's Fables, retold",
    form: 'prose',
    retold: true,
    text: `A little mouse ran across the paw of a sleeping lion and woke him up. The lion caught the mouse and opened his huge mouth. "Please let me go," cried the mouse, "and one day I will help you." The lion laughed, but he let the mouse go. Some days later, the lion was caught in a hunter's net. He roared and pulled, but the ropes held fast. The mouse heard him and came running. She chewed through the ropes until the lion was free. Even the smallest friend can be a great help.`,
  },
  {
    slug: 'literature-aesop-the-fox-and-the-grapes',
    title: lt('The Fox and the Grapes', '狐狸和葡萄', '狐狸和葡萄', 'Musang dengan Anggur', 'キツネとブドウ'),
    author: 'Aesop',
    year: -550,
    source: "Aesop's Fables, retold",
    form: 'prose',
    retold: true,
    text: `One hot afternoon a hungry fox saw a bunch of ripe grapes hanging from a vine high on a wall. "Those look juicy," he said, and he jumped to reach them. He missed. He stepped back, ran and jumped again, but the grapes were still too high. He tried once more and fell on his back. At last he walked away with his nose in the air. "They were probably sour anyway," he said. It is easy to dislike what you cannot have.`,
  },
  {
    slug: 'literature-aesop-the-ant-and-the-grasshopper',
    title: lt(
      'The Ant and the Grasshopper',
      '蚂蚁和蚱蜢',
      '螞蟻和蚱蜢',
      'Semut dengan Belalang',
      'アリとキリギリス',
    ),
    author: 'Aesop',
    year: -550,
    source: "Aesop's Fables, retold",
    form: 'prose',
    retold: true,
    text: `All summer long a grasshopper sang and danced in the fields. Nearby, an ant worked hard, carrying grains of corn to her nest. "Come and sing with me," said the grasshopper. "I am storing food for the winter," said the ant, "and you should too." The grasshopper only laughed. When winter came, the fields were covered in snow, and the grasshopper had nothing to eat. The ant shared a little of her corn with him, and the grasshopper learned to get ready for the days ahead.`,
  },
  {
    slug: 'literature-aesop-the-crow-and-the-pitcher',
    title: lt('The Crow and the Pitcher', '乌鸦喝水', '烏鴉喝水', 'Gagak dengan Kendi', 'カラスと水差し'),
    author: 'Aesop',
    year: -550,
    source: "Aesop's Fables, retold",
    form: 'prose',
    retold: true,
    text: `A thirsty crow found a pitcher with a little water at the bottom. She pushed her beak inside, but she could not reach the water. She tried to tip the pitcher over, but it was too heavy. Then she had an idea. She picked up a pebble and dropped it into the pitcher. Then another, and another. With every pebble the water rose a little higher, until at last the crow could drink. Thinking can solve what strength cannot.`,
  },
  {
    slug: 'literature-aesop-the-boy-who-cried-wolf',
    title: lt('The Boy Who Cried Wolf', '狼来了', '狼來了', 'Budak yang Menjerit Serigala', 'オオカミ少年'),
    author: 'Aesop',
    year: -550,
    source: "Aesop's Fables, retold",
    form: 'prose',
    retold: true,
    text: `A shepherd boy was bored watching his sheep on the hill. "Wolf! Wolf!" he shouted, just for fun. The villagers ran up the hill to help, but there was no wolf, and the boy laughed. A few days later he did it again, and again they came. Then one evening a real wolf crept out of the trees. "Wolf! Wolf!" the boy cried, but this time nobody came. They thought he was joking again. People stop believing someone who does not tell the truth.`,
  },
];

export const FAIRY_TALES: readonly LiteraryWork[] = [
  {
    slug: 'literature-grimm-the-elves-and-the-shoemaker',
    title: lt(
      'The Elves and the Shoemaker',
      '小精灵和鞋匠',
      '小精靈和鞋匠',
      'Orang Kerdil dengan Tukang Kasut',
      '小人のくつや',
    ),
    author: 'Brothers Grimm',
    year: 1812,
    source: "Children's and Household Tales, retold",
    form: 'prose',
    retold: true,
    text: `Once there was a good shoemaker who had become very poor. One evening he had only enough leather left for one pair of shoes. He cut it out, laid it on his bench and went to bed. In the morning he found the shoes already made, and made perfectly, with not one stitch out of place. A customer paid so well for them that the shoemaker could buy leather for two pairs. That night he cut it out again, and in the morning two fine pairs stood on the bench.

So it went on, night after night, until the shoemaker and his wife were no longer poor. "Let us stay up and see who helps us," said his wife. They hid behind the curtain, and at midnight two tiny elves came in, with no clothes on at all. They sat at the bench and stitched and hammered so quickly that the shoemaker could hardly believe his eyes.

"The elves have made us rich," said his wife, "and they have nothing to wear. I will sew them little shirts and coats, and you can make them each a pair of tiny shoes." On Christmas Eve they laid the presents on the bench and hid again. The elves laughed with joy, dressed themselves, and danced out of the door. They never came back, but the shoemaker did well for the rest of his life.`,
  },
  {
    slug: 'literature-grimm-the-town-musicians-of-bremen',
    title: lt(
      'The Town Musicians of Bremen',
      '不来梅的城市乐手',
      '不來梅的城市樂手',
      'Pemuzik Bandar Bremen',
      'ブレーメンの音楽隊',
    ),
    author: 'Brothers Grimm',
    year: 1819,
    source: "Children's and Household Tales, retold",
    form: 'prose',
    retold: true,
    text: `An old donkey had carried sacks to the mill for many years. When he grew too old to work, he set off for the town of Bremen to become a musician. On the road he met a tired old dog, a cat with a sad face and a rooster who was crowing with all his might. "Come with us to Bremen," said the donkey. "We can make music together." So the four friends walked on.

By nightfall they were deep in a forest, and they saw a light in a cottage. Through the window they saw robbers sitting at a table full of food. The animals made a plan. The dog stood on the donkey's back, the cat stood on the dog, and the rooster flew up onto the cat. Then they all began their music at once: the donkey brayed, the dog barked, the cat meowed and the rooster crowed.

The robbers jumped up in fright and ran into the woods, and they never dared to come back. The four musicians ate a fine supper and slept soundly in the warm cottage. They liked it so much that they never went to Bremen at all, and as far as anyone knows, they live there still.`,
  },
];
