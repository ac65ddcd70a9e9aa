/**
 * Short sentences for children, written for this course. Lower case and without capitals, so each one becomes
 * usable as soon as the keys of its letters are unlocked; a lesson takes only those it can type.
 * Grouped by the lesson where most of them first fit, to keep every stage of the course supplied.
 */
export const SENTENCES: readonly string[] = [
  // middle row: a s d f g h j k l
  'dad has a flag',
  'a sad lad had a salad',
  'a lad has a flask',
  'all lads had a glass',
  'dad has a glass',
  // + r u
  'dad hugs us',
  'drag a rug',
  'a full jar of sugar',
  'dad has a hard rug',
  'rush as fast as dad',
  // + e i
  'she is here',
  'her dress is red',
  'his dad is glad',
  'she rides a red sled',
  'he likes fresh salad',
  'life is a fair ride',
  'a kid hides a red dish',
  // + w o
  'we all look good',
  'who is here',
  'our dog was good',
  'she is so glad',
  'a wise old owl',
  'we are good friends',
  'dad said we should go',
  // + q y
  'are you ready',
  'you ask good jokes',
  'say yes or go',
  'why are you so slow',
  'a quiet day is good',
  // + t p
  'it is a great day',
  'we play together',
  'put your toys away',
  'the stars look so pretty',
  'it is hot outside',
  'the sheep sleep here',
  'let us sit quietly',
  'the pup sat at the gate',
  // + v m
  'my mom has a pet',
  'we have a very happy dog',
  'move your feet',
  'make some more tea',
  'the moth was over my hat',
  'give me five',
  // + c and comma
  'cats like milk',
  'red, yellow, purple',
  'catch the ball',
  'we cook rice, peas, carrots',
  'my cat is cute',
  // + x and dot
  'a fox sat still.',
  'six ducks swim.',
  'the box is heavy.',
  'we fixed the clock.',
  'relax, take a deep breath.',
  // + z and slash
  'a lazy cat.',
  'zip up your coat.',
  'the zoo has a zebra.',
  'the lizard is lazy.',
  'the pizza is hot.',
  // + b and n
  'the sun is hot.',
  'bananas are yellow.',
  'birds sing in the morning.',
  'my best friend is kind.',
  'we can jump and run.',
  'the bus is big and blue.',
  'we can type with ten fingers.',
  'keep your eyes on the screen.',
  'rabbits like carrots.',
  'the moon is bright tonight.',
];
