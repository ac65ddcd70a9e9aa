import { lt } from '../localize';
import type { LiteraryWork } from './types';

/** Public-domain poems for children, as first published (typed in for KeyQuest). */
export const POEMS: readonly LiteraryWork[] = [
  {
    slug: 'literature-stevenson-my-shadow',
    title: lt('My Shadow', '我的影子', '我的影子', 'Bayang-bayangku', 'ぼくのかげ'),
    author: 'Robert Louis Stevenson',
    year: 1885,
    source: "A Child's Garden of Verses",
    form: 'verse',
    retold: false,
    text: `I have a little shadow that goes in and out with me,
And what can be the use of him is more than I can see.
He is very, very like me from the heels up to the head;
And I see him jump before me, when I jump into my bed.

The funniest thing about him is the way he likes to grow—
Not at all like proper children, which is always very slow;
For he sometimes shoots up taller like an india-rubber ball,
And he sometimes gets so little that there's none of him at all.

He hasn't got a notion of how children ought to play,
And can only make a fool of me in every sort of way.
He stays so close beside me, he's a coward you can see;
I'd think shame to stick to nursie as that shadow sticks to me!

One morning, very early, before the sun was up,
I rose and found the shining dew on every buttercup;
But my lazy little shadow, like an arrant sleepy-head,
Had stayed at home behind me and was fast asleep in bed.`,
  },
  {
    slug: 'literature-stevenson-bed-in-summer',
    title: lt('Bed in Summer', '夏天的床', '夏天的床', 'Tidur pada Musim Panas', '夏のベッド'),
    author: 'Robert Louis Stevenson',
    year: 1885,
    source: "A Child's Garden of Verses",
    form: 'verse',
    retold: false,
    text: `In winter I get up at night
And dress by yellow candle-light.
In summer, quite the other way,
I have to go to bed by day.

I have to go to bed and see
The birds still hopping on the tree,
Or hear the grown-up people's feet
Still going past me in the street.

And does it not seem hard to you,
When all the sky is clear and blue,
And I should like so much to play,
To have to go to bed by day?`,
  },
  {
    slug: 'literature-stevenson-the-swing',
    title: lt('The Swing', '秋千', '鞦韆', 'Buaian', 'ブランコ'),
    author: 'Robert Louis Stevenson',
    year: 1885,
    source: "A Child's Garden of Verses",
    form: 'verse',
    retold: false,
    text: `How do you like to go up in a swing,
Up in the air so blue?
Oh, I do think it the pleasantest thing
Ever a child can do!

Up in the air and over the wall,
Till I can see so wide,
Rivers and trees and cattle and all
Over the countryside—

Till I look down on the garden green,
Down on the roof so brown—
Up in the air I go flying again,
Up in the air and down!`,
  },
  {
    slug: 'literature-rossetti-who-has-seen-the-wind',
    title: lt(
      'Who Has Seen the Wind?',
      '谁见过风？',
      '誰見過風？',
      'Siapa Pernah Melihat Angin?',
      'だれが風を見たでしょう',
    ),
    author: 'Christina Rossetti',
    year: 1872,
    source: 'Sing-Song: A Nursery Rhyme Book',
    form: 'verse',
    retold: false,
    text: `Who has seen the wind?
Neither I nor you:
But when the leaves hang trembling,
The wind is passing through.

Who has seen the wind?
Neither you nor I:
But when the trees bow down their heads,
The wind is passing by.`,
  },
  {
    slug: 'literature-taylor-the-star',
    title: lt('The Star (Twinkle, Twinkle)', '小星星', '小星星', 'Bintang (Kelip-kelip)', 'きらきら星'),
    author: 'Jane Taylor',
    year: 1806,
    source: 'Rhymes for the Nursery',
    form: 'verse',
    retold: false,
    text: `Twinkle, twinkle, little star,
How I wonder what you are!
Up above the world so high,
Like a diamond in the sky.

When the blazing sun is gone,
When he nothing shines upon,
Then you show your little light,
Twinkle, twinkle, all the night.

Then the traveller in the dark
Thanks you for your tiny spark;
He could not see which way to go,
If you did not twinkle so.

In the dark blue sky you keep,
And often through my curtains peep,
For you never shut your eye,
Till the sun is in the sky.

As your bright and tiny spark
Lights the traveller in the dark,
Though I know not what you are,
Twinkle, twinkle, little star.`,
  },
  {
    slug: 'literature-lear-the-owl-and-the-pussy-cat',
    title: lt(
      'The Owl and the Pussy-cat',
      '猫头鹰和小猫',
      '貓頭鷹和小貓',
      'Burung Hantu dengan Kucing',
      'フクロウとネコ',
    ),
    author: 'Edward Lear',
    year: 1871,
    source: 'Nonsense Songs, Stories, Botany, and Alphabets',
    form: 'verse',
    retold: false,
    text: `The Owl and the Pussy-cat went to sea
In a beautiful pea-green boat,
They took some honey, and plenty of money,
Wrapped up in a five-pound note.
The Owl looked up to the stars above,
And sang to a small guitar,
"O lovely Pussy! O Pussy, my love,
What a beautiful Pussy you are,
You are,
You are!
What a beautiful Pussy you are!"

Pussy said to the Owl, "You elegant fowl!
How charmingly sweet you sing!
O let us be married! too long we have tarried:
But what shall we do for a ring?"
They sailed away, for a year and a day,
To the land where the Bong-tree grows
And there in a wood a Piggy-wig stood
With a ring at the end of his nose,
His nose,
His nose,
With a ring at the end of his nose.

"Dear Pig, are you willing to sell for one shilling
Your ring?" Said the Piggy, "I will."
So they took it away, and were married next day
By the Turkey who lives on the hill.
They dined on mince, and slices of quince,
Which they ate with a runcible spoon;
And hand in hand, on the edge of the sand,
They danced by the light of the moon,
The moon,
The moon,
They danced by the light of the moon.`,
  },
  {
    slug: 'literature-wordsworth-daffodils',
    title: lt('Daffodils', '水仙', '水仙', 'Bunga Dafodil', '水仙'),
    author: 'William Wordsworth',
    year: 1815,
    source: 'I Wandered Lonely as a Cloud (Poems, 1815)',
    form: 'verse',
    retold: false,
    text: `I wandered lonely as a cloud
That floats on high o'er vales and hills,
When all at once I saw a crowd,
A host, of golden daffodils;
Beside the lake, beneath the trees,
Fluttering and dancing in the breeze.

Continuous as the stars that shine
And twinkle on the milky way,
They stretched in never-ending line
Along the margin of a bay:
Ten thousand saw I at a glance,
Tossing their heads in sprightly dance.

The waves beside them danced; but they
Out-did the sparkling waves in glee:
A poet could not but be gay,
In such a jocund company:
I gazed - and gazed - but little thought
What wealth the show to me had brought:

For oft, when on my couch I lie
In vacant or in pensive mood,
They flash upon that inward eye
Which is the bliss of solitude;
And then my heart with pleasure fills,
And dances with the daffodils.`,
  },
];
