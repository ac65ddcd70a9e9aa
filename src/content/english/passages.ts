/** Short passages for children, written for KeyQuest: little stories and facts, 250 to 450 characters. */
export interface EnglishPassage {
  slug: string;
  /** The passage's title (English: the passage is English whatever the interface language). */
  title: string;
  text: string;
}

export const ENGLISH_PASSAGES: readonly EnglishPassage[] = [
  {
    slug: 'english-passage-the-lost-kite',
    title: 'The Lost Kite',
    text: 'Mia had a yellow kite with a long tail. One windy day, the string slipped out of her hand. The kite flew over the fence, over the pond and into a tall oak tree. Mia asked her neighbour for help. He brought a ladder, and together they set the kite free. Mia tied the string around her wrist after that.',
  },
  {
    slug: 'english-passage-busy-bees',
    title: 'Busy Bees',
    text: 'Honeybees live together in a hive. Each bee has a job. Some bees look after the young, some keep the hive clean, and some fly out to find flowers. A bee can visit hundreds of flowers in one day. It carries pollen from flower to flower, which helps new seeds and fruit to grow.',
  },
  {
    slug: 'english-passage-a-rainy-day',
    title: 'A Rainy Day',
    text: 'It rained all Saturday, so Leo and his sister stayed inside. They made a tent out of blankets and chairs. Inside the tent they read comics with a torch and ate popcorn. When the rain stopped, a rainbow stretched across the sky. They ran outside in their boots and jumped in every puddle they could find.',
  },
  {
    slug: 'english-passage-the-moon',
    title: 'Our Moon',
    text: 'The Moon is our closest neighbour in space. It does not make its own light; it shines because sunlight bounces off it. The Moon seems to change shape during the month, from a thin curve to a full circle and back again. In 1969, astronauts walked on the Moon for the very first time.',
  },
  {
    slug: 'english-passage-the-class-garden',
    title: 'The Class Garden',
    text: 'Our class has a small garden behind the school. In spring we planted beans, carrots and sunflowers. Every morning two children water the plants. The beans climbed up sticks, and the sunflowers grew taller than our teacher. In summer we picked the beans and shared them at lunch. They tasted better because we grew them.',
  },
  {
    slug: 'english-passage-penguins',
    title: 'Penguins',
    text: 'Penguins are birds, but they cannot fly. Instead, they use their wings like flippers to swim fast under the water. Most penguins live in the cold south of the world. Emperor penguin fathers keep their eggs warm on their feet for about two months, while the mothers travel to the sea to find food.',
  },
  {
    slug: 'english-passage-the-new-pupil',
    title: 'The New Pupil',
    text: 'On Monday a new girl joined our class. Her name was Aiko, and she had just moved from another city. At first she was very quiet. At break time, Sam asked her to play football with us. She was the fastest runner on the field! By the end of the week, everyone wanted to sit next to Aiko.',
  },
  {
    slug: 'english-passage-how-plants-drink',
    title: 'How Plants Drink',
    text: 'Plants cannot walk to find water, so they drink through their roots. The roots spread out under the ground and take in water from the soil. The water travels up the stem to the leaves. The leaves use water, air and sunlight to make food for the plant. That is why plants need light to grow.',
  },
  {
    slug: 'english-passage-the-sleepy-dragon',
    title: 'The Sleepy Dragon',
    text: 'High on a mountain lived a dragon who loved to sleep. Every time he yawned, a little puff of smoke floated over the village below. The villagers did not mind. They used the warm smoke to dry their washing! One winter the dragon woke up with a cold, and the children brought him a giant cup of honey tea.',
  },
  {
    slug: 'english-passage-tidy-up-time',
    title: 'Tidy-Up Time',
    text: 'When the bell rings at the end of art class, it is tidy-up time. We put the lids back on the paint pots and wash the brushes in warm water. Paper scraps go in the recycling box. Someone wipes the tables, and someone stacks the chairs. When we all help, the room is clean in five minutes.',
  },
];
