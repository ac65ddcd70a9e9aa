/**
 * Themes of people, places, play and stories, tagged for the sentence writer (./sentences.ts). Written for
 * KeyQuest, like ./data-world.ts; the format is described in ./source.ts.
 */
import { lt } from '../localize';
import type { ThemeSource } from './source';

export const PEOPLE_THEMES: readonly ThemeSource[] = [
  {
    slug: 'food',
    title: lt('Food', '食物', '食物', 'Makanan', '食べ物'),
    names:
      'foods|eating|meal|meals|lunch|dinner|breakfast|fruit|fruits|snacks|美食|吃的|午饭|午飯|makan|たべもの|ごはん',
    beings: [
      [
        'kid child:children family friend',
        'eat lunch|have a snack|drink milk|share a pie|sit at the table|eat fruit',
        'happy|hungry|full|little|good|polite',
      ],
    ],
    things: [
      [
        'apple pear plum peach grape lemon melon banana mango cherry',
        'eat|wash|peel|share|pick|cut|like',
        'ripe|juicy|fresh|little|big|good',
      ],
      [
        'cake pie cookie pizza sandwich muffin',
        'eat|share|like|bake|see|cut',
        'hot|warm|sweet|fresh|tasty|good|little|big',
      ],
      ['soup~ rice~', 'eat|like|share|taste|cook', 'hot|warm|tasty|good'],
      ['bread~ cheese~ salad~', 'eat|like|share|taste', 'fresh|tasty|good'],
      ['milk~ juice~', 'drink|like|share|pour', 'cold|fresh|sweet|good'],
      ['honey~ jam~', 'eat|like|taste', 'sweet|sticky|good|tasty'],
    ],
  },
  {
    slug: 'cooking',
    title: lt('Cooking and baking', '做饭烘焙', '做飯烘焙', 'Memasak', '料理'),
    names:
      'cook|cooking|baking|bake|kitchen|chef|recipe|recipes|做饭|烹饪|烹飪|烘焙|厨房|廚房|masak|dapur|りょうり|キッチン',
    beings: [
      [
        'chef cook baker kid dad mom',
        'cook|bake|stir the soup|wash the pots|cut the fruit|taste the soup|set the table',
        'happy|busy|careful|proud|tired|hungry',
      ],
    ],
    things: [
      ['pot pan bowl cup plate', 'wash|see|fill|hold|dry|use', 'hot|clean|big|little|red|old|new|heavy'],
      ['spoon', 'wash|see|hold|dry|use', 'clean|big|little|red|old|new|long'],
      ['oven', 'see|clean|use|open', 'hot|clean|big|old|new'],
      [
        'cake pie bun pancake cookie',
        'bake|cook|eat|share|taste|cut',
        'hot|sweet|fresh|warm|soft|good|tasty',
      ],
      ['flour~ sugar~', 'add|stir in|see|use', 'soft|sweet|white|fine'],
      ['butter~ dough~', 'add|see|use|roll', 'soft|warm|yellow|good'],
      ['soup~', 'cook|stir|taste|eat', 'hot|warm|tasty|good|thick'],
    ],
  },
  {
    slug: 'sports',
    title: lt('Sports', '运动', '運動', 'Sukan', 'スポーツ'),
    names:
      'sport|football|soccer|basketball|tennis|olympics|swimming|running|足球|篮球|籃球|体育|體育|bola sepak|badminton|サッカー|うんどう',
    beings: [
      [
        'player team coach runner',
        'run|win|play|jump|kick the ball|score a goal|rest|cheer|try hard',
        'fast|strong|happy|tired|proud|quick|great|good',
      ],
      ['swimmer', 'swim|dive|win|rest|race|try hard', 'fast|strong|happy|tired|proud|quick|wet'],
    ],
    things: [
      ['ball', 'kick|throw|catch|hold|see|pass', 'red|new|old|little|big|round|white'],
      ['bat racket net helmet', 'hold|see|get|carry', 'red|new|old|little|big|light'],
      ['bike', 'ride|see|fix|wash', 'red|new|fast|little|old'],
      ['race game match:matches', 'win|play|watch|see|like', 'great|long|fast|fun|good|hard'],
      ['cup medal prize', 'win|get|see|hold', 'gold|shiny|big|little|great'],
      ['field pool track court', 'see|run to|look at', 'long|wide|huge|new'],
    ],
  },
  {
    slug: 'school',
    title: lt('School', '学校', '學校', 'Sekolah', '学校'),
    names:
      'class|classroom|teacher|lessons|homework|learning|pupils|上学|上學|课堂|課堂|kelas|cikgu|がっこう|じゅぎょう',
    beings: [
      [
        'teacher pupil kid friend class:classes',
        'read|write|draw|sing|learn|listen|ask a question|sit at a desk|go to lunch',
        'happy|busy|quiet|clever|kind|proud|good',
      ],
    ],
    things: [
      ['book map', 'see|hold|read|find|draw', 'red|new|old|little|big|good'],
      ['pen pencil ruler eraser', 'see|hold|use|find', 'red|new|old|little|long|yellow'],
      ['bag desk chair', 'see|find|use|look at', 'red|new|old|little|big'],
      ['story:stories poem', 'read|write|like|learn|hear', 'long|short|good|new|fun|funny'],
      ['song', 'sing|like|learn|hear', 'long|short|good|new|fun'],
      ['test lesson', 'like|have|do', 'long|short|good|new|fun|hard|easy'],
      ['art~ music~ math~ science~ reading~', 'like|love|learn|do', 'fun|good|hard|easy|great'],
    ],
  },
  {
    slug: 'music',
    title: lt('Music', '音乐', '音樂', 'Muzik', '音楽'),
    names:
      'songs|song|band|instruments|singing|concert|piano|orchestra|歌|唱歌|乐器|樂器|lagu|nyanyi|おんがく|うた',
    beings: [
      [
        'singer choir',
        'sing|clap|dance|sing a song|bow|sing loud',
        'happy|loud|quiet|proud|great|good|tired',
      ],
      [
        'player band drummer',
        'play|clap|dance|tap a beat|play a tune|bow',
        'happy|loud|quiet|proud|great|good|tired',
      ],
    ],
    things: [
      [
        'drum piano guitar violin flute horn bell harp',
        'play|hear|hold|see|like',
        'loud|quiet|old|new|little|big|good|shiny',
      ],
      ['song tune', 'sing|hear|play|like|write|hum', 'loud|soft|sweet|fast|slow|happy|short|long'],
      ['beat', 'hear|play|clap|tap', 'loud|soft|fast|slow|happy|steady'],
      ['music~', 'hear|like|play|love', 'loud|soft|sweet|happy|fast|slow'],
    ],
  },
  {
    slug: 'art',
    title: lt('Art and colours', '美术和颜色', '美術和顏色', 'Seni dan warna', '図工と色'),
    names:
      'arts|drawing|painting|colors|colours|color|colour|crafts|craft|画画|畫畫|美术|美術|颜色|顏色|lukisan|warna|え|いろ|おえかき',
    beings: [
      [
        'artist painter kid friend',
        'draw|paint|cut paper|sketch|draw a tree|paint a star|fold paper',
        'happy|busy|careful|proud|quiet|good',
      ],
    ],
    things: [
      [
        'picture card star heart kite',
        'draw|paint|see|hold|cut out|color|make',
        'red|blue|yellow|green|purple|pink|pretty|little|big|bright',
      ],
      [
        'brush crayon pencil',
        'see|hold|use|find|get',
        'red|blue|yellow|green|purple|pink|little|big|new|old',
      ],
      ['paint~', 'use|see|mix|get', 'red|blue|wet|white|pink|yellow|bright'],
      ['paper~ clay~ chalk~', 'use|see|hold|get', 'red|blue|soft|white|pink|yellow'],
    ],
  },
  {
    slug: 'transport',
    title: lt('Transport', '交通工具', '交通工具', 'Pengangkutan', '乗り物'),
    names:
      'vehicles|vehicle|cars|car|trains|train|travel|planes|traffic|trucks|车|車|火车|火車|kereta|のりもの|くるま|でんしゃ',
    beings: [
      ['driver', 'drive|stop|wait|look at the map|wave|go home', 'happy|careful|busy|tired|good|proud'],
      ['pilot', 'fly|wait|look at the map|wave|land the plane', 'happy|careful|busy|tired|good|proud'],
      ['rider', 'ride|stop|wait|wave|go home', 'happy|careful|busy|tired|good|proud'],
      [
        'car bus:buses train tram truck van bike',
        'go|stop|wait|go fast|go slow|go up the hill|park',
        'red|fast|slow|big|little|old|new|long|yellow',
      ],
      ['jet plane', 'fly|take off|land|fly fast|fly far away', 'huge|fast|white|old|new|loud'],
      [
        'ship ferry:ferries boat',
        'sail|stop|wait|go fast|go slow|sail away',
        'red|fast|slow|big|little|old|new|white',
      ],
    ],
    things: [
      ['road track bridge tunnel station', 'see|look at|find|draw', 'long|wide|old|new|big|little'],
      ['wheel seat', 'see|look at|find|fix', 'big|little|old|new|red|black'],
      ['ticket map', 'see|look at|find|get|read', 'little|old|new|red|long'],
    ],
  },
  {
    slug: 'city',
    title: lt('In the city', '城市', '城市', 'Bandar', '町'),
    names:
      'town|towns|cities|street|streets|shops|shopping|downtown|城里|城裡|街道|商店|pekan|kota|まち|とし',
    beings: [
      [
        'kid family friend dad mom',
        'shop|walk|wait|cross the road|ride the bus|go to the park|go to the shop|look up',
        'happy|busy|tired|careful|good',
      ],
    ],
    things: [
      ['shop house tower', 'see|look at|visit|draw|walk to|find', 'tall|busy|big|little|old|new|quiet|red'],
      ['park street road bridge', 'see|look at|draw|walk to|find', 'long|busy|big|little|old|new|quiet|wide'],
      ['bus:buses', 'see|take|ride|wait for', 'red|big|long|new|old|busy'],
      ['light sign map ticket', 'see|look at|read|find', 'red|green|yellow|big|little|new'],
    ],
  },
  {
    slug: 'pirates',
    title: lt('Pirates', '海盗', '海盜', 'Lanun', '海賊'),
    names:
      'pirate|buccaneer|buccaneers|treasure|treasure hunt|pirate ship|海盗船|海盜船|宝藏|寶藏|kapal lanun|harta karun|海賊船|かいぞく|たからもの',
    beings: [
      [
        'pirate captain sailor crew',
        'sail|dig for gold|sing a song|look for the map|sail to the island|hop on the ship|look out to sea|wave a flag',
        'brave|happy|old|tall|proud|loud|jolly|kind',
      ],
      ['parrot gull', 'fly|talk|sing|sit still|rest|look around', 'green|loud|little|happy|silly|clever'],
    ],
    things: [
      ['ship boat', 'see|look at|sail|draw', 'old|big|red|black|huge|little|fast'],
      ['sail flag map hat', 'see|look at|find|draw|hold', 'old|big|red|black|little|torn'],
      ['coin ring key jewel', 'find|dig up|see|hold|count', 'gold|old|little|shiny|red'],
      ['chest', 'find|dig up|see|open', 'gold|old|heavy|huge|little'],
      ['island', 'see|find|sail to|look for', 'little|huge|far|sunny|quiet'],
      ['gold~ treasure~', 'find|dig up|see|look for', 'shiny|old|hidden'],
    ],
  },
  {
    slug: 'fairy-tales',
    title: lt('Fairy tales', '童话', '童話', 'Cerita dongeng', 'おとぎ話'),
    names:
      'fairytale|fairy tale|fairy|fairies|castle|castles|dragon|dragons|princess|prince|knight|knights|kings|queens|magic|童话故事|城堡|龙|龍|puteri|istana|naga|おとぎばなし|どうわ|ドラゴン|お城',
    beings: [
      [
        'king queen prince princess knight',
        'ride a horse|dance|sing|sleep|wave|walk to the castle|read a story',
        'brave|kind|happy|tall|proud|good|wise|little',
      ],
      ['fairy:fairies elf:elves', 'fly|dance|sing|sleep|wave|hide', 'kind|happy|little|good|wise|tiny'],
      ['giant', 'walk|sleep|sing|wave|stomp|sit still', 'huge|kind|tall|happy|sleepy|friendly'],
      ['dragon unicorn', 'fly|sleep|rest|look around|run', 'huge|little|gold|kind|sleepy|shy|friendly'],
      ['frog', 'hop|sleep|rest|sit still|look around|sing', 'little|green|kind|sleepy|shy|friendly'],
    ],
    things: [
      ['castle tower', 'see|find|look at|draw|visit', 'gold|tall|huge|old|little|pretty'],
      ['crown ring wand key', 'see|find|look at|draw|hold', 'gold|old|little|shiny|pretty|magic'],
      ['door', 'see|find|open|look at', 'gold|huge|old|little|red|magic'],
      ['story:stories', 'tell|read|hear|like', 'long|old|happy|good|magic'],
      ['wish', 'make|have|get', 'big|little|happy|good|magic'],
    ],
  },
  {
    slug: 'superheroes',
    title: lt('Superheroes', '超级英雄', '超級英雄', 'Adiwira', 'スーパーヒーロー'),
    names: 'superhero|heroes|hero|super hero|super heroes|powers|超人|英雄|wira|ヒーロー|ちょうじん',
    beings: [
      [
        'hero:heroes sidekick team',
        'fly|help|run fast|save the day|jump high|look out|help a friend|rescue a cat',
        'brave|strong|fast|kind|proud|good|super|quick',
      ],
    ],
    things: [
      ['cape mask suit badge', 'wear|see|hold|find|draw', 'red|blue|gold|new|long|shiny|super'],
      ['city tower', 'see|look at|fly over|watch', 'huge|tall|safe|great|busy'],
    ],
  },
  {
    slug: 'robots',
    title: lt('Robots', '机器人', '機器人', 'Robot', 'ロボット'),
    names: 'robot|robotics|machines|machine|droid|droids|机械|機械|mesin|ろぼっと',
    beings: [
      [
        'robot droid',
        'walk|talk|beep|dance|help|wave|roll|look around|pick up toys|fix a car',
        'little|huge|shiny|happy|clever|silly|fast|slow|friendly',
      ],
      [
        'inventor engineer kid',
        'build a robot|fix a robot|write code|test a robot|work',
        'clever|busy|happy|proud|careful',
      ],
    ],
    things: [
      [
        'wheel light button arm wire battery:batteries chip screen',
        'see|fix|find|look at|test',
        'red|little|new|old|bright|shiny|long',
      ],
    ],
  },
  {
    slug: 'birthday',
    title: lt('Birthday party', '生日派对', '生日派對', 'Parti hari jadi', '誕生日会'),
    names:
      'birthday|party|parties|birthday party|celebration|生日|派对|派對|hari jadi|parti|たんじょうび|パーティー',
    beings: [
      [
        'kid friend family guest',
        'sing|dance|play games|eat cake|open a gift|blow up balloons|laugh|have fun',
        'happy|excited|glad|little|silly|good',
      ],
    ],
    things: [
      ['cake', 'see|get|make|like|eat|share', 'big|little|pink|sweet|pretty|yellow'],
      ['gift card', 'see|get|open|give|make|like', 'big|little|red|pink|pretty|new'],
      ['hat balloon', 'see|get|give|like|hold', 'big|little|red|pink|pretty|new|yellow'],
      ['candle', 'see|light|count|blow out', 'little|red|pink|pretty|tall'],
      ['game', 'play|like|win|have', 'fun|new|good|long'],
      ['song', 'sing|hear|like|love', 'happy|fun|great|loud|long'],
      ['party:parties', 'have|like|love|go to', 'happy|fun|great|loud|long'],
    ],
  },
  {
    slug: 'camping',
    title: lt('Camping', '露营', '露營', 'Berkhemah', 'キャンプ'),
    names: 'camp|camps|campfire|tent|tents|hiking|露营地|露營地|帐篷|帳篷|khemah|perkhemahan|やえい|テント',
    beings: [
      [
        'camper hiker family kid dad mom',
        'hike|rest|sleep in a tent|look at the stars|fish|sing a song|walk up the hill|cook',
        'happy|tired|warm|busy|careful|sleepy',
      ],
      ['owl fox deer:deer frog', 'hide|sleep|rest|look around', 'wild|little|quiet|shy|sleepy'],
    ],
    things: [
      ['tent', 'see|find|carry|put up|look at', 'warm|little|big|old|new|red|green'],
      ['fire', 'see|look at|sit by', 'warm|little|big|hot|bright'],
      ['map torch lamp pot rope log', 'see|find|carry|hold|look at', 'little|big|old|new|red|long|heavy'],
      ['lake hill path', 'see|look at|find|walk to|draw', 'long|tall|quiet|far|dark|pretty|old'],
      ['star', 'see|look at|count|draw', 'far|bright|little|pretty'],
    ],
  },
  {
    slug: 'beach',
    title: lt('At the beach', '海滩', '海灘', 'Pantai', '海辺'),
    names:
      'beaches|seaside|coast|holiday|vacation|summer holiday|沙滩|沙灘|海边|海邊|pantai laut|うみべ|すなはま|ビーチ',
    beings: [
      [
        'kid family swimmer surfer friend',
        'swim|surf|dig|play in the sand|splash|rest|look for shells|sit in the shade',
        'happy|wet|warm|sleepy|busy|little|glad',
      ],
      ['crab', 'walk|hide|rest|look around|dig', 'little|red|quick|shy'],
      ['gull', 'fly|rest|look around|sit still', 'little|white|loud|quick|gray'],
    ],
    things: [
      ['shell rock', 'see|find|hold|look at|pick up', 'little|wet|pretty|huge|white|round'],
      ['wave', 'see|look at|ride|jump', 'huge|little|white|high|wet'],
      ['bucket spade', 'see|find|hold|carry|fill', 'little|red|wet|yellow|big|new'],
      ['towel hat kite', 'see|find|hold|carry|get', 'little|red|wet|dry|yellow|big|new'],
      ['sand~', 'see|feel|like|dig in', 'warm|wet|hot|soft|white'],
      ['water~', 'see|feel|like|swim in', 'warm|cool|blue|clear|salty'],
    ],
  },
  {
    slug: 'home',
    title: lt('Home and family', '家和家人', '家和家人', 'Rumah dan keluarga', '家と家族'),
    names: 'house|family|families|at home|my family|rooms|parents|家庭|家人|keluarga|rumah|いえ|かぞく',
    beings: [
      [
        'dad mom sister brother family grandma grandpa',
        'read|rest|sleep|cook|sing|play|clean up|help|sit still|eat lunch',
        'happy|kind|sleepy|busy|good|glad|tired',
      ],
      ['baby:babies', 'sleep|smile|laugh|play|rest|wave', 'happy|little|sleepy|good|sweet'],
    ],
    things: [
      ['house room', 'see|clean|like|look at|paint', 'big|little|red|old|new|clean|warm'],
      ['bed sofa chair', 'see|clean|like|use|sit on', 'big|little|red|old|new|clean|soft'],
      ['door lamp table desk', 'see|clean|like|use|look at|fix', 'big|little|red|old|new|clean'],
      ['cup book', 'see|find|like|hold|use', 'big|little|red|old|new|good'],
    ],
  },
  {
    slug: 'playground',
    title: lt('Friends and play', '朋友和游戏', '朋友和遊戲', 'Kawan dan bermain', '友だちと遊び'),
    names:
      'friends|friend|friendship|playground|play|playing|recess|朋友|游乐场|遊樂場|玩|kawan|taman permainan|ともだち|あそび|こうえん',
    beings: [
      [
        'friend kid pal team',
        'play|run|jump|laugh|share|hide|swing|slide|play tag|help a friend|take turns',
        'happy|kind|good|fast|silly|glad|little|fair',
      ],
    ],
    things: [
      ['swing slide', 'see|like|share|find|go on', 'fun|red|long|big|little|new|fast'],
      ['ball rope kite', 'see|like|share|find|hold', 'fun|red|long|big|little|new'],
      ['game', 'play|like|share|win', 'fun|long|new|good|fast'],
      ['sandbox:sandboxes', 'see|like|share|find|dig in', 'big|little|new|fun'],
    ],
  },
  {
    slug: 'toys',
    title: lt('Toys and games', '玩具', '玩具', 'Mainan', 'おもちゃ'),
    names:
      'toy|games|board games|dolls|blocks|lego|puzzles|玩具店|游戏|遊戲|mainan kanak|permainan|おもちゃ箱|ゲーム',
    beings: [
      [
        'kid friend sister brother',
        'play|build|share|stack blocks|roll a ball|hide a toy|tidy up|take turns',
        'happy|kind|busy|little|good|glad',
      ],
      ['teddy:teddies doll puppet', 'sit still|sleep|wave|rest|smile', 'soft|little|old|new|happy|silly'],
    ],
    things: [
      [
        'ball block doll kite puzzle yoyo top car train drum',
        'see|like|share|hold|find|play with',
        'red|little|big|new|old|fun|yellow',
      ],
    ],
  },
  {
    slug: 'festivals',
    title: lt('Festivals', '节日', '節日', 'Perayaan', 'お祭り'),
    names:
      'festival|holidays|celebrations|new year|lunar new year|lanterns|fireworks|mooncake|mid autumn|春节|春節|中秋节|中秋節|元宵|灯笼|燈籠|tahun baru|まつり|しょうがつ|ちょうちん',
    beings: [
      [
        'family kid friend dancer drummer crowd',
        'sing|dance|eat|play|watch the lights|carry a lantern|wave|clap|hug',
        'happy|glad|busy|loud|little|proud|excited',
      ],
      ['dragon lion', 'dance|jump|roll|look around|wave its tail', 'red|gold|huge|happy|loud|long'],
    ],
    things: [
      ['lantern', 'see|carry|hold|make|look at', 'red|gold|little|big|pretty|bright|round|new'],
      ['drum flag kite', 'see|carry|hold|make|look at', 'red|gold|little|big|pretty|new'],
      ['gift card', 'see|get|make|give|open', 'red|gold|little|big|pretty|new'],
      ['mooncake dumpling', 'see|eat|share|make|get', 'sweet|round|little|big|tasty|warm'],
      ['fireworks~', 'see|hear|watch|like', 'bright|loud|pretty|red|gold'],
      ['music~', 'hear|like|play|love', 'loud|happy|sweet|fast'],
    ],
  },
  {
    slug: 'helpers',
    title: lt('People who help', '帮助我们的人', '幫助我們的人', 'Orang yang membantu', 'まちの仕事'),
    names:
      'jobs|job|community helpers|workers|firefighter|doctor|nurse|police|vet|职业|職業|工作|消防员|消防員|医生|醫生|pekerjaan|doktor|しごと|しょくぎょう',
    beings: [
      [
        'doctor nurse vet',
        'help|work|listen|look after us|wave|say hello',
        'kind|busy|careful|happy|good|tired',
      ],
      [
        'firefighter officer',
        'help|work|drive|keep us safe|rush to help|wave',
        'kind|brave|busy|careful|happy|good|tired|proud',
      ],
      [
        'baker builder farmer',
        'work|help|wave|bake bread|fix a roof|rest',
        'kind|busy|happy|good|tired|proud',
      ],
    ],
    things: [
      ['truck ladder', 'see|look at|use|find', 'red|long|new|old|tall|big'],
      ['hose', 'see|hold|use|find', 'red|long|new|old|yellow'],
      ['badge helmet', 'see|wear|look at|find', 'red|new|old|shiny|white|yellow'],
    ],
  },
  {
    slug: 'science',
    title: lt('Science and experiments', '科学实验', '科學實驗', 'Sains dan eksperimen', '科学と実験'),
    names:
      'experiment|experiments|scientist|scientists|lab|laboratory|inventions|invention|physics|chemistry|科学|科學|实验|實驗|sains|eksperimen|かがく|じっけん',
    beings: [
      [
        'scientist inventor kid class:classes',
        'test|look|ask a question|write it down|plant a seed|look through a lens|think',
        'clever|careful|busy|happy|proud|curious',
      ],
    ],
    things: [
      ['lens magnet jar', 'see|look at|test|hold|find', 'little|big|old|new|heavy|round'],
      ['plant', 'see|look at|water|draw', 'little|green|new|tall'],
      ['seed', 'see|look at|water|plant|count', 'little|brown|new|dry'],
      ['rock shell', 'see|look at|test|hold|find|draw', 'little|big|old|heavy|light|round'],
      ['water~ ice~', 'test|see|look at|heat', 'cold|warm|hot|clean'],
      ['light~', 'test|see|look at|use', 'bright|warm|white|red'],
    ],
  },
];
