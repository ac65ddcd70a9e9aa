import { lt } from '../localize';
import type { ChapterSpec } from './build';
import { pairTitle } from './phrases';

/** The upper row: reaches up from the home row, index fingers first, then a review. */
export const UPPER_ROW: ChapterSpec = {
  slug: 'upper-row',
  title: lt('Upper row', '上排键', '上排鍵', 'Baris atas', '上段のキー'),
  lessons: [
    {
      slug: 'upper-row-keys-r-and-u',
      title: pairTitle('R', 'U'),
      description: lt(
        'Pointer fingers reach up: R on the left, U on the right.',
        '食指向上伸：左边 R，右边 U。',
        '食指向上伸：左邊 R，右邊 U。',
        'Jari telunjuk mencapai ke atas: R di kiri, U di kanan.',
        '人差し指を上にのばします。左は R、右は U。',
      ),
      newKeys: ['KeyR', 'KeyU'],
      tips: [
        lt(
          'Reach up and a little to the left, then come back to F or J.',
          '向上、稍微向左伸，打完回到 F 或 J。',
          '向上、稍微向左伸，打完回到 F 或 J。',
          'Capai ke atas dan sedikit ke kiri, kemudian kembali ke F atau J.',
          '少し左上へのばして打ち、F か J にもどります。',
        ),
      ],
    },
    {
      slug: 'upper-row-keys-e-and-i',
      title: pairTitle('E', 'I'),
      description: lt(
        'Middle fingers reach up: E on the left, I on the right.',
        '中指向上伸：左边 E，右边 I。',
        '中指向上伸：左邊 E，右邊 I。',
        'Jari hantu mencapai ke atas: E di kiri, I di kanan.',
        '中指を上にのばします。左は E、右は I。',
      ),
      newKeys: ['KeyE', 'KeyI'],
      tips: [
        lt(
          'E is the most used letter in English: it shows up in almost every word.',
          'E 是英语里最常用的字母，几乎每个单词里都有它。',
          'E 是英語裡最常用的字母，幾乎每個單字裡都有它。',
          'E ialah huruf yang paling kerap digunakan dalam bahasa Inggeris: ia muncul dalam hampir setiap perkataan.',
          'E は英語でいちばんよく使われる文字。ほとんどの単語に出てきます。',
        ),
      ],
    },
    {
      slug: 'upper-row-keys-w-and-o',
      title: pairTitle('W', 'O'),
      description: lt(
        'Ring fingers reach up: W on the left, O on the right.',
        '无名指向上伸：左边 W，右边 O。',
        '無名指向上伸：左邊 W，右邊 O。',
        'Jari manis mencapai ke atas: W di kiri, O di kanan.',
        '薬指を上にのばします。左は W、右は O。',
      ),
      newKeys: ['KeyW', 'KeyO'],
      tips: [
        lt(
          'Ring fingers are the hardest to move alone: go slowly and keep your little fingers on A and ;.',
          '无名指最难单独活动：慢慢来，小指留在 A 和分号上。',
          '無名指最難單獨活動：慢慢來，小指留在 A 和分號上。',
          'Jari manis paling sukar digerakkan sendiri: perlahan-lahan dan biarkan jari kelingking di A dan ;.',
          '薬指は一本だけ動かすのがいちばんむずかしい指。ゆっくり打ち、小指は A と ; にのせておきます。',
        ),
      ],
    },
    {
      slug: 'upper-row-keys-q-and-y',
      title: pairTitle('Q', 'Y'),
      description: lt(
        'Two new reaches: Q with the left little finger, Y with the right index finger.',
        '两个新位置：左手小指打 Q，右手食指打 Y。',
        '兩個新位置：左手小指打 Q，右手食指打 Y。',
        'Dua capaian baharu: Q dengan jari kelingking kiri, Y dengan jari telunjuk kanan.',
        '新しい2つのキー：Q は左手の小指、Y は右手の人差し指。',
      ),
      newKeys: ['KeyQ', 'KeyY'],
      tips: [
        lt(
          'Y is a long reach up and to the left from J; keep your other fingers at home.',
          '从 J 到 Y 要向左上方伸得远一些，其他手指别离开基准键。',
          '從 J 到 Y 要向左上方伸得遠一些，其他手指別離開基準鍵。',
          'Y ialah capaian jauh ke atas dan ke kiri dari J; biarkan jari lain di baris asas.',
          'J から Y へは左上に大きくのばします。ほかの指はホームポジションのままで。',
        ),
        lt(
          'In English words, Q is almost always followed by U.',
          '英语单词里，Q 后面几乎总是跟着 U。',
          '英語單字裡，Q 後面幾乎總是跟著 U。',
          'Dalam perkataan Inggeris, Q hampir selalu diikuti oleh U.',
          '英語の単語では、Q のあとにはたいてい U が来ます。',
        ),
      ],
    },
    {
      slug: 'upper-row-keys-t-and-p',
      title: pairTitle('T', 'P'),
      description: lt(
        'The last keys of the upper row: T with the left index finger, P with the right little finger.',
        '上排最后两个键：左手食指打 T，右手小指打 P。',
        '上排最後兩個鍵：左手食指打 T，右手小指打 P。',
        'Kekunci terakhir baris atas: T dengan jari telunjuk kiri, P dengan jari kelingking kanan.',
        '上段の最後のキー：T は左手の人差し指、P は右手の小指。',
      ),
      newKeys: ['KeyT', 'KeyP'],
      tips: [
        lt(
          'Now you can type "the" and "to", the most common words in English.',
          '现在你可以打 the 和 to 了，它们是英语里最常用的单词。',
          '現在你可以打 the 和 to 了，它們是英語裡最常用的單字。',
          'Kini kamu boleh menaip "the" dan "to", perkataan yang paling biasa dalam bahasa Inggeris.',
          'これで、英語でいちばんよく使う単語 the と to が打てます。',
        ),
      ],
    },
    {
      slug: 'review-upper-row-keys',
      title: lt(
        'Review: upper row',
        '复习：上排键',
        '複習：上排鍵',
        'Ulang kaji: baris atas',
        '復習：上段のキー',
      ),
      description: lt(
        'The upper and middle rows together, with real words and sentences.',
        '上排和中排一起练习，打真正的单词和句子。',
        '上排和中排一起練習，打真正的單字和句子。',
        'Baris atas dan tengah bersama-sama, dengan perkataan dan ayat sebenar.',
        '上段と中段をいっしょに使って、本物の単語や文を打ちます。',
      ),
      newKeys: [],
      focus: 'qwertyuiop',
      keysDrill: 'qwert yuiop trewq poiuy',
      tips: [],
      intro: [
        lt(
          'You know the upper row now: Q W E R T Y U I O P.',
          '你已经学会上排了：Q W E R T Y U I O P。',
          '你已經學會上排了：Q W E R T Y U I O P。',
          'Kamu sudah tahu baris atas: Q W E R T Y U I O P.',
          '上段のキーもぜんぶ覚えました：Q W E R T Y U I O P。',
        ),
        lt(
          'After each upper-row key, bring your finger back down to the home row.',
          '每打一个上排键，手指都要回到基准键上。',
          '每打一個上排鍵，手指都要回到基準鍵上。',
          'Selepas setiap kekunci baris atas, bawa jari kembali ke baris asas.',
          '上段のキーを打ったら、毎回指をホームポジションにもどします。',
        ),
      ],
    },
  ],
};

/** The lower row: reaches down, with the comma, dot and slash, then a review of all three rows. */
export const LOWER_ROW: ChapterSpec = {
  slug: 'lower-row',
  title: lt('Lower row', '下排键', '下排鍵', 'Baris bawah', '下段のキー'),
  lessons: [
    {
      slug: 'lower-row-keys-v-and-m',
      title: pairTitle('V', 'M'),
      description: lt(
        'Pointer fingers reach down: V on the left, M on the right.',
        '食指向下伸：左边 V，右边 M。',
        '食指向下伸：左邊 V，右邊 M。',
        'Jari telunjuk mencapai ke bawah: V di kiri, M di kanan.',
        '人差し指を下にのばします。左は V、右は M。',
      ),
      newKeys: ['KeyV', 'KeyM'],
      tips: [
        lt(
          'Reach down and a little to the right without moving your wrist, then come back up.',
          '手腕不动，向下、稍微向右伸，打完回到原位。',
          '手腕不動，向下、稍微向右伸，打完回到原位。',
          'Capai ke bawah dan sedikit ke kanan tanpa menggerakkan pergelangan tangan, kemudian kembali ke atas.',
          '手首は動かさずに少し右下へのばして打ち、元の位置にもどります。',
        ),
      ],
    },
    {
      slug: 'lower-row-keys-c-and-comma',
      title: lt('C and comma', 'C 和逗号', 'C 和逗號', 'C dan koma', 'C とカンマ'),
      description: lt(
        'Middle fingers reach down: C on the left, the comma on the right.',
        '中指向下伸：左边 C，右边逗号。',
        '中指向下伸：左邊 C，右邊逗號。',
        'Jari hantu mencapai ke bawah: C di kiri, koma di kanan.',
        '中指を下にのばします。左は C、右はカンマ。',
      ),
      newKeys: ['KeyC', 'Comma'],
      punctuation: ',',
      tips: [
        lt(
          'A comma is followed by a space, just like in a sentence.',
          '逗号后面要打一个空格，就像在句子里一样。',
          '逗號後面要打一個空格，就像在句子裡一樣。',
          'Koma diikuti oleh satu ruang, sama seperti dalam ayat.',
          'カンマのあとは、文の中と同じようにスペースを1つ打ちます。',
        ),
      ],
    },
    {
      slug: 'lower-row-keys-x-and-dot',
      title: lt('X and dot', 'X 和句点', 'X 和句點', 'X dan titik', 'X とピリオド'),
      description: lt(
        'Ring fingers reach down: X on the left, the dot on the right.',
        '无名指向下伸：左边 X，右边句点。',
        '無名指向下伸：左邊 X，右邊句點。',
        'Jari manis mencapai ke bawah: X di kiri, titik di kanan.',
        '薬指を下にのばします。左は X、右はピリオド。',
      ),
      newKeys: ['KeyX', 'Period'],
      punctuation: '.',
      tips: [
        lt(
          'A dot ends a sentence, and a space comes after it.',
          '句点表示一句话结束，后面接一个空格。',
          '句點表示一句話結束，後面接一個空格。',
          'Titik menamatkan ayat, dan satu ruang datang selepasnya.',
          'ピリオドは文の終わりのしるし。そのあとにスペースを打ちます。',
        ),
      ],
    },
    {
      slug: 'lower-row-keys-z-and-slash',
      title: lt('Z and slash', 'Z 和斜杠', 'Z 和斜線', 'Z dan garis condong', 'Z とスラッシュ'),
      description: lt(
        'Little fingers reach down: Z on the left, the slash on the right.',
        '小指向下伸：左边 Z，右边斜杠。',
        '小指向下伸：左邊 Z，右邊斜線。',
        'Jari kelingking mencapai ke bawah: Z di kiri, garis condong di kanan.',
        '小指を下にのばします。左は Z、右はスラッシュ。',
      ),
      newKeys: ['KeyZ', 'Slash'],
      punctuation: '/',
      tips: [
        lt(
          'The slash joins two choices, like hot/cold or fast/slow.',
          '斜杠可以连接两个选择，比如 hot/cold、fast/slow。',
          '斜線可以連接兩個選擇，例如 hot/cold、fast/slow。',
          'Garis condong menghubungkan dua pilihan, seperti hot/cold atau fast/slow.',
          'スラッシュは hot/cold や fast/slow のように、2つの選択肢をつなぎます。',
        ),
      ],
    },
    {
      slug: 'lower-row-keys-b-and-n',
      title: pairTitle('B', 'N'),
      description: lt(
        'Pointer fingers reach down to the middle: B on the left, N on the right.',
        '食指向中间下方伸：左边 B，右边 N。',
        '食指向中間下方伸：左邊 B，右邊 N。',
        'Jari telunjuk mencapai ke bawah, ke tengah: B di kiri, N di kanan.',
        '人差し指を内側の下にのばします。左は B、右は N。',
      ),
      newKeys: ['KeyB', 'KeyN'],
      tips: [
        lt(
          'B is the longest reach for the left index finger: go slowly at first.',
          'B 是左手食指要伸得最远的键，一开始慢一点。',
          'B 是左手食指要伸得最遠的鍵，一開始慢一點。',
          'B ialah capaian paling jauh untuk jari telunjuk kiri: mulakan perlahan-lahan.',
          'B は左手の人差し指がいちばん遠くまでのばすキー。はじめはゆっくり打ちましょう。',
        ),
        lt(
          'With B and N you can type every letter of the alphabet!',
          '学会 B 和 N，26 个字母你就全都会打了！',
          '學會 B 和 N，26 個字母你就全都會打了！',
          'Dengan B dan N, kamu boleh menaip semua huruf abjad!',
          'B と N で、アルファベットがぜんぶ打てるようになります！',
        ),
      ],
    },
    {
      slug: 'review-lower-row-keys',
      title: lt(
        'Review: lower row',
        '复习：下排键',
        '複習：下排鍵',
        'Ulang kaji: baris bawah',
        '復習：下段のキー',
      ),
      description: lt(
        'All three rows together: every letter, the comma, the dot and the slash.',
        '三排键一起练习：所有字母、逗号、句点和斜杠。',
        '三排鍵一起練習：所有字母、逗號、句點和斜線。',
        'Ketiga-tiga baris bersama: semua huruf, koma, titik dan garis condong.',
        '3つの段をぜんぶ使って、すべての文字とカンマ、ピリオド、スラッシュを練習します。',
      ),
      newKeys: [],
      focus: 'zxcvbnm,./',
      keysDrill: 'zxcvb nm,./ bvcxz /.,mn',
      tips: [],
      intro: [
        lt(
          'You know the lower row now: Z X C V B N M , . /',
          '你已经学会下排了：Z X C V B N M , . /',
          '你已經學會下排了：Z X C V B N M , . /',
          'Kamu sudah tahu baris bawah: Z X C V B N M , . /',
          '下段のキーもぜんぶ覚えました：Z X C V B N M , . /',
        ),
        lt(
          'Keep your eyes on the screen. If you need to look, look at the keyboard on the screen, not at your hands.',
          '眼睛看屏幕。真的需要看时，就看屏幕上的键盘，不要看手。',
          '眼睛看螢幕。真的需要看時，就看螢幕上的鍵盤，不要看手。',
          'Pandang skrin. Jika perlu melihat, lihat papan kekunci di skrin, bukan tangan kamu.',
          '目は画面に。どうしても見たいときは、手ではなく画面のキーボードを見ましょう。',
        ),
      ],
    },
  ],
};
