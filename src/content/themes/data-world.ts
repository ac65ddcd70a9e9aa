/**
 * Themes of the natural world, tagged for the sentence writer (./sentences.ts). Written for KeyQuest: every
 * group's verbs and adjectives fit every noun of the group, so any sentence the writer builds makes sense.
 * Format: see ./source.ts.
 */
import { lt } from '../localize';
import type { ThemeSource } from './source';

export const WORLD_THEMES: readonly ThemeSource[] = [
  {
    slug: 'animals',
    title: lt('Animals', '动物', '動物', 'Haiwan', '動物'),
    names: 'animal|creature|creatures|wildlife|zoo|野生动物|野生動物|動物園|动物园|binatang|どうぶつ',
    beings: [
      [
        'fox wolf:wolves hare deer:deer zebra',
        'run|sleep|hide|eat|play|rest|look around',
        'wild|happy|sleepy|little|quiet|fast|shy',
      ],
      [
        'koala panda sloth',
        'sleep|eat leaves|rest|climb a tree|sit still',
        'sleepy|furry|soft|little|quiet|happy',
      ],
      [
        'lion tiger bear',
        'walk|sleep|eat|drink|rest|roar|look around',
        'huge|heavy|sleepy|strong|proud|old|wild',
      ],
      [
        'elephant giraffe hippo rhino camel',
        'walk|sleep|eat|drink|rest|look around',
        'huge|heavy|sleepy|strong|old|gray',
      ],
      ['frog toad', 'hop|hide|sit still|sleep|eat a fly|swim', 'little|wet|quiet|spotted|small|green'],
      ['snail turtle lizard', 'hide|rest|sleep|sit still|eat a leaf|crawl', 'little|slow|quiet|small|old'],
      [
        'monkey squirrel',
        'jump|climb|play|eat fruit|hide|look around',
        'silly|fast|happy|furry|little|clever',
      ],
    ],
    things: [
      ['nest den', 'see|look at|find|draw', 'little|old|dark|warm|huge|quiet'],
      ['paw tail footprint', 'see|look at|draw|find', 'little|huge|small|big'],
    ],
  },
  {
    slug: 'pets',
    title: lt('Pets', '宠物', '寵物', 'Haiwan peliharaan', 'ペット'),
    names: 'pet|cat|cats|dog|dogs|puppy|kitten|hamster|猫|狗|貓|kucing|anjing|ねこ|いぬ|犬',
    beings: [
      [
        'cat kitten',
        'play|sleep|run|eat|jump|sit|purr|rest|hide|look at us',
        'happy|sleepy|little|soft|furry|playful|good|fluffy|silly|lazy',
      ],
      [
        'dog puppy:puppies pup',
        'play|sleep|run|eat|jump|sit|rest|wag its tail|fetch a stick|look at us',
        'happy|sleepy|little|soft|furry|playful|good|fluffy|silly|lazy',
      ],
      ['hamster rabbit', 'eat|sleep|hide|play|rest|look at us', 'little|soft|sleepy|happy|quiet|tiny|good'],
      ['goldfish:goldfish', 'swim|eat|rest|swim around', 'little|orange|happy|quiet|tiny'],
      ['parrot budgie', 'sing|talk|fly|eat seeds|sit still', 'loud|happy|little|clever|yellow|green'],
    ],
    things: [
      ['ball toy brush leash collar', 'see|like|hold|pick up|find', 'red|little|soft|old|new|blue'],
      ['bowl', 'wash|fill|see|pick up', 'red|little|old|new|clean|round|full'],
      ['bed cage', 'clean|see|look at', 'little|clean|old|new|big'],
      ['water~', 'get|see|drink', 'fresh|cold|clean'],
    ],
  },
  {
    slug: 'farm',
    title: lt('Farm', '农场', '農場', 'Ladang', '農場'),
    names: 'farms|farmer|farmyard|barn|tractor|农民|農夫|peladang|のうじょう|牧場',
    beings: [
      [
        'cow pig sheep:sheep goat horse pony:ponies donkey',
        'eat grass|sleep|rest|walk|run|eat hay|drink water',
        'happy|sleepy|muddy|big|little|hairy|old|lazy',
      ],
      [
        'hen duck goose:geese chick',
        'peck|eat|sleep|run|sit still|rest|look around',
        'little|white|yellow|happy|loud|fluffy|sleepy',
      ],
      [
        'farmer',
        'work|feed the hens|drive the tractor|milk the cows|dig|plant seeds',
        'happy|busy|tired|kind|old|strong',
      ],
    ],
    things: [
      ['barn fence gate cart', 'see|paint|fix|look at|draw', 'red|big|old|new|white'],
      ['field pond', 'see|look at|walk to|draw', 'big|wide|muddy|green|quiet'],
      ['tractor', 'drive|see|fix|wash', 'red|big|old|new|loud|muddy'],
      ['egg apple carrot', 'pick up|eat|wash|hold|count', 'fresh|little|big|good'],
      ['hay~ grass~', 'see|cut|smell', 'fresh|dry|soft|sweet'],
      ['milk~', 'drink|get|like', 'fresh|cold|warm|white|good'],
      ['mud~', 'see|step in', 'wet|deep|soft|brown|cold'],
    ],
  },
  {
    slug: 'ocean',
    title: lt('Ocean', '海洋', '海洋', 'Lautan', '海'),
    names: 'sea|seas|oceans|underwater|marine|sea life|海|大海|海底|laut|うみ|海の生き物',
    beings: [
      [
        'fish:fish whale dolphin shark seal',
        'swim|dive|play|eat|rest|swim away|swim to the reef',
        'fast|huge|little|happy|quiet|strong|playful|gray|sleek',
      ],
      ['crab', 'hide|rest|walk on the sand|dig|look around', 'little|red|quick|shy|small'],
      [
        'octopus:octopuses squid:squid jellyfish:jellyfish turtle',
        'swim|hide|float|rest',
        'little|quiet|shy|old|slow|pretty',
      ],
    ],
    things: [
      ['wave', 'see|watch|ride|look at', 'huge|big|little|blue|white|high'],
      ['reef rock', 'see|find|look at|draw', 'old|huge|little|pretty|dark'],
      ['shell pearl starfish:starfish', 'find|see|hold|look at', 'little|pretty|white|pink|old'],
      ['boat ship', 'see|watch|draw|sail', 'big|little|white|old|red|fast'],
      ['water~', 'see|feel|swim in', 'deep|blue|cold|warm|salty|clear'],
      ['sand~', 'see|feel|dig in', 'wet|warm|soft|white'],
      ['seaweed~', 'see|touch|find', 'wet|green|long|soft'],
    ],
  },
  {
    slug: 'dinosaurs',
    title: lt('Dinosaurs', '恐龙', '恐龍', 'Dinosaur', '恐竜'),
    names: 'dinosaur|dino|dinos|jurassic|prehistoric|fossils|trex|t rex|きょうりゅう',
    beings: [
      [
        'dinosaur dino rex raptor stegosaurus:stegosauruses triceratops:triceratops',
        'roar|stomp|run|eat leaves|rest|sleep|walk|look around',
        'huge|tall|heavy|fast|old|loud|strong|hungry|sleepy',
      ],
      ['pterodactyl', 'fly|glide|soar|rest|look around', 'huge|fast|old|quiet'],
      ['scientist', 'dig|dig for bones|look at fossils|write a report', 'happy|busy|careful|proud|clever'],
    ],
    things: [
      [
        'fossil bone egg claw tooth:teeth footprint',
        'find|dig up|look at|draw|see|hold',
        'old|huge|white|heavy|little|long',
      ],
      ['volcano:volcanoes', 'see|look at|draw', 'old|huge|hot|tall'],
      ['swamp jungle', 'see|look at|draw|walk to', 'old|huge|wet|hot|dark|green|deep'],
      ['fern', 'see|eat|look at|draw', 'old|huge|wet|green|tall'],
    ],
  },
  {
    slug: 'insects',
    title: lt('Bugs and insects', '昆虫', '昆蟲', 'Serangga', '虫'),
    names: 'insect|bugs|bug|minibeasts|beetle|ant|ants|butterfly|bee|虫子|蟲|serangga kecil|こんちゅう|昆虫',
    beings: [
      [
        'ant beetle ladybug caterpillar worm',
        'crawl|dig|hide|eat a leaf|rest|sit still|look around',
        'little|tiny|slow|busy|quiet|small',
      ],
      [
        'bee butterfly:butterflies moth dragonfly:dragonflies',
        'fly|rest|sit on a flower|look around|fly away',
        'little|fast|busy|pretty|quiet|light',
      ],
      ['spider', 'spin a web|hide|sit still|wait|rest', 'little|quiet|hairy|clever|busy'],
    ],
    things: [
      ['leaf:leaves flower', 'see|look at|find|draw', 'little|green|yellow|pretty|wet'],
      ['web', 'see|look at|find|draw', 'little|pretty|wet|sticky|huge'],
      ['log hive hill', 'see|look at|find|draw', 'little|old|huge|busy'],
      ['honey~', 'see|taste|smell', 'sweet|golden|sticky'],
    ],
  },
  {
    slug: 'birds',
    title: lt('Birds', '鸟类', '鳥類', 'Burung', '鳥'),
    names: 'bird|birdwatching|feathers|owls|鸟|鳥|とり|burung burung',
    beings: [
      [
        'robin sparrow parrot owl gull eagle hawk',
        'fly|sing|rest|eat seeds|sit still|look around|fly away|glide',
        'little|happy|quiet|fast|brown|proud|wise|loud',
      ],
      ['duck swan', 'swim|fly|rest|look around|eat seeds', 'little|white|happy|quiet|proud'],
      ['penguin ostrich:ostriches', 'walk|run|rest|look around', 'tall|fast|happy|proud|funny'],
    ],
    things: [
      ['nest egg feather', 'see|look at|find|draw', 'little|soft|pretty|white|brown|light'],
      ['wing beak', 'see|look at|draw', 'little|long|pretty|strong|yellow'],
      ['song', 'hear|like|love', 'sweet|pretty|long|happy|loud'],
      ['seed', 'see|find|eat|drop', 'little|brown|dry|tasty'],
      ['tree branch', 'see|look at|find|draw|climb', 'tall|little|old|brown|long'],
    ],
  },
  {
    slug: 'jungle',
    title: lt('Jungle', '丛林', '叢林', 'Hutan hujan', 'ジャングル'),
    names:
      'rainforest|rain forest|jungles|tropical|热带雨林|熱帶雨林|雨林|hutan|rimba|ねったいうりん|熱帯雨林',
    beings: [
      [
        'monkey gorilla',
        'climb|sleep|hide|rest|play|eat fruit|look around|swing',
        'wild|huge|fast|sleepy|strong|hairy|playful',
      ],
      ['sloth', 'sleep|rest|climb|rest on a branch', 'slow|sleepy|quiet|furry'],
      ['jaguar tiger leopard', 'sleep|hide|rest|run|look around|climb', 'wild|fast|sleepy|quiet|strong'],
      ['parrot toucan', 'fly|sit still|rest|sing|look around|eat fruit', 'loud|bright|happy|little'],
      ['frog snake', 'hide|sit still|rest|look around', 'little|green|quiet|bright|long'],
      ['explorer', 'walk|look around|hike|rest|write a report', 'brave|happy|tired|careful|proud'],
    ],
    things: [
      ['tree vine', 'see|look at|draw|climb', 'tall|huge|long|green|old'],
      ['leaf:leaves flower', 'see|look at|draw|find', 'huge|wet|green|pretty|red'],
      ['river path', 'see|look at|draw|find|walk to', 'long|wide|wet|dark|quiet|old'],
      ['fruit~', 'see|eat|smell|pick', 'sweet|fresh|juicy|ripe'],
      ['rain~ mud~', 'see|feel', 'wet|warm|deep|heavy'],
    ],
  },
  {
    slug: 'polar',
    title: lt('Snow and ice', '冰雪极地', '冰雪極地', 'Kutub dan salji', '雪と氷'),
    names:
      'polar|arctic|antarctic|north pole|south pole|ice|snow|penguins|极地|北极|南极|北極|南極|kutub|salji|ほっきょく|なんきょく',
    beings: [
      [
        'penguin',
        'swim|slide|dive|rest|sleep|play|eat fish|walk',
        'little|happy|sleepy|fast|proud|playful|fluffy',
      ],
      [
        'seal walrus:walruses whale',
        'swim|dive|rest|sleep|play|eat fish',
        'huge|happy|sleepy|fast|playful|gray',
      ],
      [
        'bear fox owl hare',
        'walk|sleep|hide|rest|run|look around|play',
        'white|wild|furry|quiet|sleepy|fluffy',
      ],
    ],
    things: [
      ['iceberg', 'see|look at|draw', 'huge|white|cold|tall|old|blue'],
      ['igloo', 'see|look at|draw|build', 'little|white|cold|round|new'],
      ['sled', 'ride|pull|see|find', 'little|red|old|new|fast|long'],
      ['ice~ snow~ frost~', 'see|look at|touch|feel', 'cold|white|soft|deep|fresh|hard|thick'],
    ],
  },
  {
    slug: 'space',
    title: lt('Space', '太空', '太空', 'Angkasa', '宇宙'),
    names:
      'outer space|planets|planet|astronomy|universe|cosmos|rockets|astronauts|solar system|stars|宇宙飞船|宇宙船|angkasa lepas|うちゅう',
    beings: [
      [
        'astronaut pilot crew',
        'fly|float|look at the stars|fly to the moon|wave|rest|walk on the moon',
        'brave|happy|tired|proud|careful|clever',
      ],
      ['alien robot', 'wave|float|hop|look around|say hello', 'little|happy|silly|green|friendly|quiet'],
      ['rocket', 'fly|take off|fly to mars|fly far away|land', 'fast|huge|tall|white|loud'],
    ],
    things: [
      ['star planet comet', 'see|look at|watch|draw', 'huge|far|little|red|bright|old'],
      ['moon sun', 'see|look at|watch|draw', 'huge|far|bright|round|old'],
      ['helmet suit map telescope', 'see|look at|hold|draw|find', 'white|new|light|heavy|old|shiny'],
      ['space~', 'see|look at', 'dark|quiet|cold|huge'],
    ],
  },
  {
    slug: 'nature',
    title: lt('Nature', '大自然', '大自然', 'Alam semula jadi', '自然'),
    names: 'outdoors|forest|forests|woods|trees|wild|自然界|森林|森|hutan|alam|しぜん|もり',
    beings: [
      [
        'deer:deer fox squirrel rabbit',
        'run|hide|rest|play|sleep|sit still|look around',
        'wild|little|quiet|shy|fast|happy|brown',
      ],
      ['owl bird', 'fly|sing|hide|rest|sleep|sit still|look around', 'wild|little|quiet|shy|happy|brown'],
      ['hiker', 'walk|rest|look around|hike up the hill|stop to look', 'happy|tired|careful|quiet'],
    ],
    things: [
      ['tree', 'see|look at|draw|find|climb', 'tall|old|green|huge|little'],
      ['leaf:leaves flower', 'see|look at|draw|find|pick up', 'green|pretty|little|yellow|red'],
      ['rock hill log', 'see|look at|draw|find|walk to', 'old|huge|little|big|quiet'],
      ['river lake path', 'see|look at|draw|find|walk to', 'long|wide|quiet|old|little'],
      ['grass~ moss~', 'see|feel|touch', 'fresh|green|soft|wet'],
      ['air~', 'feel|smell', 'fresh|cool|clean|warm'],
    ],
  },
  {
    slug: 'garden',
    title: lt('Garden', '花园', '花園', 'Taman', '庭'),
    names:
      'gardens|gardening|plants|flowers|vegetables|seeds|花|植物|菜园|菜園|bunga|tanaman|にわ|はな|家庭菜園',
    beings: [
      [
        'gardener',
        'dig|plant seeds|water the plants|pick flowers|rest|work',
        'happy|busy|tired|careful|kind|proud',
      ],
      ['bee bird', 'fly|rest|look around|sing|sit on a flower', 'little|busy|happy|quiet'],
      ['worm snail', 'dig|rest|hide|crawl|eat a leaf', 'little|slow|quiet|wet'],
    ],
    things: [
      ['flower rose tulip', 'see|water|smell|pick|draw|plant', 'pretty|red|yellow|tall|little|sweet|lovely'],
      ['plant tree', 'see|water|draw|look at', 'little|tall|green|new|young'],
      ['seed', 'see|plant|count|water', 'little|brown|new|dry'],
      [
        'carrot pea bean potato:potatoes tomato:tomatoes',
        'pick|wash|eat|grow|see',
        'fresh|little|sweet|good|ripe',
      ],
      ['spade pot hose', 'hold|see|pick up|wash|find', 'old|little|red|heavy|new|wet'],
    ],
  },
  {
    slug: 'weather',
    title: lt('Weather', '天气', '天氣', 'Cuaca', '天気'),
    names:
      'rain|rainy|snow|snowy|storm|storms|climate|sunny|wind|windy|forecast|下雨|雨|天候|hujan|てんき|あめ',
    beings: [
      [
        'kid child:children family',
        'play|play outside|stay inside|run home|jump in puddles|look at the sky|wear a coat',
        'happy|wet|cold|warm|dry|cheerful|sleepy',
      ],
    ],
    things: [
      ['cloud', 'see|look at|watch|draw', 'dark|huge|pretty|little|gray|white'],
      ['storm', 'see|hear|watch', 'dark|huge|loud|long|wild'],
      ['rainbow', 'see|look at|watch|draw', 'pretty|huge|bright|long'],
      ['puddle', 'see|jump in|look at', 'huge|little|deep|cold|muddy'],
      ['rain~ snow~ hail~', 'see|feel|watch', 'cold|wet|soft|light|heavy'],
      ['sun~', 'see|feel|like', 'hot|warm|bright'],
      ['wind~', 'feel|hear', 'cold|warm|strong|soft|wild'],
      ['coat scarf umbrella hat boot', 'wear|hold|see|dry|find', 'warm|wet|red|yellow|new|old|dry'],
    ],
  },
  {
    slug: 'seasons',
    title: lt('Seasons', '四季', '四季', 'Musim', '季節'),
    names:
      'season|spring|summer|autumn|fall|winter|year|春天|夏天|秋天|冬天|春|夏|秋|冬|musim bunga|musim panas|きせつ',
    beings: [
      [
        'kid child:children family',
        'play outside|swim|ski|rake leaves|plant seeds|wear a scarf|eat ice cream|fly a kite',
        'happy|warm|cold|busy|cheerful|sleepy',
      ],
      ['bear', 'sleep|hide|rest|eat|wake up', 'sleepy|huge|hungry|quiet'],
      ['bird squirrel', 'fly away|hide|rest|eat|look around', 'little|happy|hungry|quiet|busy'],
    ],
    things: [
      ['leaf:leaves', 'see|look at|rake|draw|catch', 'red|yellow|brown|dry|pretty|green'],
      ['flower', 'see|look at|smell|draw|pick', 'red|yellow|pretty|little|sweet'],
      ['snowflake', 'see|look at|catch|draw', 'white|little|cold|pretty|light'],
      ['day', 'like|love|enjoy', 'long|short|warm|cold|hot|lovely'],
      ['kite', 'see|fly|hold|draw', 'red|yellow|little|light|pretty'],
      ['spring~ summer~ autumn~ winter~', 'like|love', 'warm|cold|hot|wet|lovely|long'],
    ],
  },
];
