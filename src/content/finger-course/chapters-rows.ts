import { lt } from '../localize';
import type { ChapterSpec } from './build';
import { about, pairTitle } from './phrases';

/** The upper row: reaches up from the home row, index fingers first, then a review. */
export const UPPER_ROW: ChapterSpec = {
  slug: 'upper-row',
  title: lt('Upper row', '上排键', '上排鍵', 'Baris atas', '上段のキー'),
  lessons: [
    {
      slug: 'upper-row-keys-r-and-u',
      title: pairTitle('KeyR', 'KeyU'),
      description: lt(
        'Pointer fingers reach up: {KeyR} on the left, {KeyU} on the right.',
        '食指向上伸：左边 {KeyR}，右边 {KeyU}。',
        '食指向上伸：左邊 {KeyR}，右邊 {KeyU}。',
        'Jari telunjuk mencapai ke atas: {KeyR} di kiri, {KeyU} di kanan.',
        '人差し指を上にのばします。左は {KeyR}、右は {KeyU}。',
      ),
      newKeys: ['KeyR', 'KeyU'],
      tips: [
        lt(
          'Reach up and a little to the left, then come back to {KeyF} or {KeyJ}.',
          '向上、稍微向左伸，打完回到 {KeyF} 或 {KeyJ}。',
          '向上、稍微向左伸，打完回到 {KeyF} 或 {KeyJ}。',
          'Capai ke atas dan sedikit ke kiri, kemudian kembali ke {KeyF} atau {KeyJ}.',
          '少し左上へのばして打ち、{KeyF} か {KeyJ} にもどります。',
        ),
      ],
    },
    {
      slug: 'upper-row-keys-e-and-i',
      title: pairTitle('KeyE', 'KeyI'),
      description: lt(
        'Middle fingers reach up: {KeyE} on the left, {KeyI} on the right.',
        '中指向上伸：左边 {KeyE}，右边 {KeyI}。',
        '中指向上伸：左邊 {KeyE}，右邊 {KeyI}。',
        'Jari hantu mencapai ke atas: {KeyE} di kiri, {KeyI} di kanan.',
        '中指を上にのばします。左は {KeyE}、右は {KeyI}。',
      ),
      newKeys: ['KeyE', 'KeyI'],
      tips: [
        about(
          'e',
          lt(
            'E is the most used letter in English: it shows up in almost every word.',
            'E 是英语里最常用的字母，几乎每个单词里都有它。',
            'E 是英語裡最常用的字母，幾乎每個單字裡都有它。',
            'E ialah huruf yang paling kerap digunakan dalam bahasa Inggeris: ia muncul dalam hampir setiap perkataan.',
            'E は英語でいちばんよく使われる文字。ほとんどの単語に出てきます。',
          ),
        ),
      ],
    },
    {
      slug: 'upper-row-keys-w-and-o',
      title: pairTitle('KeyW', 'KeyO'),
      description: lt(
        'Ring fingers reach up: {KeyW} on the left, {KeyO} on the right.',
        '无名指向上伸：左边 {KeyW}，右边 {KeyO}。',
        '無名指向上伸：左邊 {KeyW}，右邊 {KeyO}。',
        'Jari manis mencapai ke atas: {KeyW} di kiri, {KeyO} di kanan.',
        '薬指を上にのばします。左は {KeyW}、右は {KeyO}。',
      ),
      newKeys: ['KeyW', 'KeyO'],
      tips: [
        lt(
          'Ring fingers are the hardest to move alone: go slowly and keep your little fingers on {KeyA} and {Semicolon.key}.',
          '无名指最难单独活动：慢慢来，小指留在 {KeyA} 和{Semicolon}上。',
          '無名指最難單獨活動：慢慢來，小指留在 {KeyA} 和{Semicolon}上。',
          'Jari manis paling sukar digerakkan sendiri: perlahan-lahan dan biarkan jari kelingking di {KeyA} dan {Semicolon.key}.',
          '薬指は一本だけ動かすのがいちばんむずかしい指。ゆっくり打ち、小指は {KeyA} と {Semicolon.key} にのせておきます。',
        ),
      ],
    },
    {
      slug: 'upper-row-keys-q-and-y',
      title: pairTitle('KeyQ', 'KeyY'),
      description: lt(
        'Two new reaches: {KeyQ} with the left little finger, {KeyY} with the right index finger.',
        '两个新位置：左手小指打 {KeyQ}，右手食指打 {KeyY}。',
        '兩個新位置：左手小指打 {KeyQ}，右手食指打 {KeyY}。',
        'Dua capaian baharu: {KeyQ} dengan jari kelingking kiri, {KeyY} dengan jari telunjuk kanan.',
        '新しい2つのキー：{KeyQ} は左手の小指、{KeyY} は右手の人差し指。',
      ),
      newKeys: ['KeyQ', 'KeyY'],
      tips: [
        lt(
          '{KeyY} is a long reach up and to the left from {KeyJ}; keep your other fingers at home.',
          '从 {KeyJ} 到 {KeyY} 要向左上方伸得远一些，其他手指别离开基准键。',
          '從 {KeyJ} 到 {KeyY} 要向左上方伸得遠一些，其他手指別離開基準鍵。',
          '{KeyY} ialah capaian jauh ke atas dan ke kiri dari {KeyJ}; biarkan jari lain di baris asas.',
          '{KeyJ} から {KeyY} へは左上に大きくのばします。ほかの指はホームポジションのままで。',
        ),
        about(
          'q',
          lt(
            'In English words, Q is almost always followed by U.',
            '英语单词里，Q 后面几乎总是跟着 U。',
            '英語單字裡，Q 後面幾乎總是跟著 U。',
            'Dalam perkataan Inggeris, Q hampir selalu diikuti oleh U.',
            '英語の単語では、Q のあとにはたいてい U が来ます。',
          ),
        ),
      ],
    },
    {
      slug: 'upper-row-keys-t-and-p',
      title: pairTitle('KeyT', 'KeyP'),
      description: lt(
        'The last keys of the upper row: {KeyT} with the left index finger, {KeyP} with the right little finger.',
        '上排最后两个键：左手食指打 {KeyT}，右手小指打 {KeyP}。',
        '上排最後兩個鍵：左手食指打 {KeyT}，右手小指打 {KeyP}。',
        'Kekunci terakhir baris atas: {KeyT} dengan jari telunjuk kiri, {KeyP} dengan jari kelingking kanan.',
        '上段の最後のキー：{KeyT} は左手の人差し指、{KeyP} は右手の小指。',
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
          'You know the upper row now: {KeyQ} {KeyW} {KeyE} {KeyR} {KeyT} {KeyY} {KeyU} {KeyI} {KeyO} {KeyP}.',
          '你已经学会上排了：{KeyQ} {KeyW} {KeyE} {KeyR} {KeyT} {KeyY} {KeyU} {KeyI} {KeyO} {KeyP}。',
          '你已經學會上排了：{KeyQ} {KeyW} {KeyE} {KeyR} {KeyT} {KeyY} {KeyU} {KeyI} {KeyO} {KeyP}。',
          'Kamu sudah tahu baris atas: {KeyQ} {KeyW} {KeyE} {KeyR} {KeyT} {KeyY} {KeyU} {KeyI} {KeyO} {KeyP}.',
          '上段のキーもぜんぶ覚えました：{KeyQ} {KeyW} {KeyE} {KeyR} {KeyT} {KeyY} {KeyU} {KeyI} {KeyO} {KeyP}。',
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
      title: pairTitle('KeyV', 'KeyM'),
      description: lt(
        'Pointer fingers reach down: {KeyV} on the left, {KeyM} on the right.',
        '食指向下伸：左边 {KeyV}，右边 {KeyM}。',
        '食指向下伸：左邊 {KeyV}，右邊 {KeyM}。',
        'Jari telunjuk mencapai ke bawah: {KeyV} di kiri, {KeyM} di kanan.',
        '人差し指を下にのばします。左は {KeyV}、右は {KeyM}。',
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
      title: pairTitle('KeyC', 'Comma'),
      description: lt(
        'Middle fingers reach down: {KeyC} on the left, {Comma} on the right.',
        '中指向下伸：左边 {KeyC}，右边{Comma}。',
        '中指向下伸：左邊 {KeyC}，右邊{Comma}。',
        'Jari hantu mencapai ke bawah: {KeyC} di kiri, {Comma} di kanan.',
        '中指を下にのばします。左は {KeyC}、右は{Comma}。',
      ),
      newKeys: ['KeyC', 'Comma'],
      punctuation: 'Comma',
      tips: [
        about(
          ',',
          lt(
            'A comma is followed by a space, just like in a sentence.',
            '逗号后面要打一个空格，就像在句子里一样。',
            '逗號後面要打一個空格，就像在句子裡一樣。',
            'Koma diikuti oleh satu ruang, sama seperti dalam ayat.',
            'カンマのあとは、文の中と同じようにスペースを1つ打ちます。',
          ),
        ),
      ],
    },
    {
      slug: 'lower-row-keys-x-and-dot',
      title: pairTitle('KeyX', 'Period'),
      description: lt(
        'Ring fingers reach down: {KeyX} on the left, {Period} on the right.',
        '无名指向下伸：左边 {KeyX}，右边{Period}。',
        '無名指向下伸：左邊 {KeyX}，右邊{Period}。',
        'Jari manis mencapai ke bawah: {KeyX} di kiri, {Period} di kanan.',
        '薬指を下にのばします。左は {KeyX}、右は{Period}。',
      ),
      newKeys: ['KeyX', 'Period'],
      punctuation: 'Period',
      tips: [
        about(
          '.',
          lt(
            'A dot ends a sentence, and a space comes after it.',
            '句点表示一句话结束，后面接一个空格。',
            '句點表示一句話結束，後面接一個空格。',
            'Titik menamatkan ayat, dan satu ruang datang selepasnya.',
            'ピリオドは文の終わりのしるし。そのあとにスペースを打ちます。',
          ),
        ),
      ],
    },
    {
      slug: 'lower-row-keys-z-and-slash',
      title: pairTitle('KeyZ', 'Slash'),
      description: lt(
        'Little fingers reach down: {KeyZ} on the left, {Slash} on the right.',
        '小指向下伸：左边 {KeyZ}，右边{Slash}。',
        '小指向下伸：左邊 {KeyZ}，右邊{Slash}。',
        'Jari kelingking mencapai ke bawah: {KeyZ} di kiri, {Slash} di kanan.',
        '小指を下にのばします。左は {KeyZ}、右は{Slash}。',
      ),
      newKeys: ['KeyZ', 'Slash'],
      punctuation: 'Slash',
      tips: [
        about(
          '/',
          lt(
            'The slash joins two choices, like hot/cold or fast/slow.',
            '斜杠可以连接两个选择，比如 hot/cold、fast/slow。',
            '斜線可以連接兩個選擇，例如 hot/cold、fast/slow。',
            'Garis condong menghubungkan dua pilihan, seperti hot/cold atau fast/slow.',
            'スラッシュは hot/cold や fast/slow のように、2つの選択肢をつなぎます。',
          ),
        ),
      ],
    },
    {
      slug: 'lower-row-keys-b-and-n',
      title: pairTitle('KeyB', 'KeyN'),
      description: lt(
        'Pointer fingers reach down to the middle: {KeyB} on the left, {KeyN} on the right.',
        '食指向中间下方伸：左边 {KeyB}，右边 {KeyN}。',
        '食指向中間下方伸：左邊 {KeyB}，右邊 {KeyN}。',
        'Jari telunjuk mencapai ke bawah, ke tengah: {KeyB} di kiri, {KeyN} di kanan.',
        '人差し指を内側の下にのばします。左は {KeyB}、右は {KeyN}。',
      ),
      newKeys: ['KeyB', 'KeyN'],
      tips: [
        lt(
          '{KeyB} is the longest reach for the left index finger: go slowly at first.',
          '{KeyB} 是左手食指要伸得最远的键，一开始慢一点。',
          '{KeyB} 是左手食指要伸得最遠的鍵，一開始慢一點。',
          '{KeyB} ialah capaian paling jauh untuk jari telunjuk kiri: mulakan perlahan-lahan.',
          '{KeyB} は左手の人差し指がいちばん遠くまでのばすキー。はじめはゆっくり打ちましょう。',
        ),
        lt(
          'With {KeyB} and {KeyN} you can type every letter of the alphabet!',
          '学会 {KeyB} 和 {KeyN}，26 个字母你就全都会打了！',
          '學會 {KeyB} 和 {KeyN}，26 個字母你就全都會打了！',
          'Dengan {KeyB} dan {KeyN}, kamu boleh menaip semua huruf abjad!',
          '{KeyB} と {KeyN} で、アルファベットがぜんぶ打てるようになります！',
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
        'All three rows together: every letter, {Comma}, {Period} and {Slash}.',
        '三排键一起练习：所有字母、{Comma}、{Period}和{Slash}。',
        '三排鍵一起練習：所有字母、{Comma}、{Period}和{Slash}。',
        'Ketiga-tiga baris bersama: semua huruf, {Comma}, {Period} dan {Slash}.',
        '3つの段をぜんぶ使って、すべての文字と{Comma}、{Period}、{Slash}を練習します。',
      ),
      newKeys: [],
      focus: 'zxcvbnm,./',
      keysDrill: 'zxcvb nm,./ bvcxz /.,mn',
      tips: [],
      intro: [
        lt(
          'You know the lower row now: {KeyZ} {KeyX} {KeyC} {KeyV} {KeyB} {KeyN} {KeyM} {Comma.key} {Period.key} {Slash.key}',
          '你已经学会下排了：{KeyZ} {KeyX} {KeyC} {KeyV} {KeyB} {KeyN} {KeyM} {Comma.key} {Period.key} {Slash.key}',
          '你已經學會下排了：{KeyZ} {KeyX} {KeyC} {KeyV} {KeyB} {KeyN} {KeyM} {Comma.key} {Period.key} {Slash.key}',
          'Kamu sudah tahu baris bawah: {KeyZ} {KeyX} {KeyC} {KeyV} {KeyB} {KeyN} {KeyM} {Comma.key} {Period.key} {Slash.key}',
          '下段のキーもぜんぶ覚えました：{KeyZ} {KeyX} {KeyC} {KeyV} {KeyB} {KeyN} {KeyM} {Comma.key} {Period.key} {Slash.key}',
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
