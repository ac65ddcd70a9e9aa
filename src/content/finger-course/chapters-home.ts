import { HOME_KEYS } from '../../keyboard';
import { lt } from '../localize';
import type { ChapterSpec } from './build';
import { pairTitle } from './phrases';

/** Getting started: how to sit, then the two keys with bumps. */
export const GETTING_STARTED: ChapterSpec = {
  slug: 'getting-started',
  title: lt('Getting started', '准备开始', '準備開始', 'Bermula', 'はじめよう'),
  lessons: [
    {
      slug: 'posture',
      title: lt('Posture', '正确坐姿', '正確坐姿', 'Postur', '正しい姿勢'),
      description: lt(
        'How to sit, where to put your hands and where to look before you start typing.',
        '开始打字之前，学会怎么坐、手放在哪里、眼睛看哪里。',
        '開始打字之前，學會怎麼坐、手放在哪裡、眼睛看哪裡。',
        'Cara duduk, di mana meletakkan tangan dan ke mana melihat sebelum mula menaip.',
        'タイピングを始める前に、座り方、手の置き方、見る場所を覚えよう。',
      ),
      newKeys: [...HOME_KEYS, 'Space'],
      placesFingersOnly: true,
      tips: [],
      intro: [
        lt(
          'Sit up straight with your back against the chair and both feet flat on the floor.',
          '坐直，背靠椅背，双脚平放在地上。',
          '坐直，背靠椅背，雙腳平放在地上。',
          'Duduk tegak, sandarkan belakang pada kerusi dan letakkan kedua-dua kaki rata di lantai.',
          '背すじを伸ばして椅子に深く座り、両足の裏を床にぺったりつけます。',
        ),
        lt(
          'Keep your elbows by your sides and your wrists low and relaxed; do not press them on the desk.',
          '手肘靠近身体两侧，手腕放低、放松，不要压在桌子上。',
          '手肘靠近身體兩側，手腕放低、放鬆，不要壓在桌子上。',
          'Rapatkan siku ke sisi badan, biarkan pergelangan tangan rendah dan santai; jangan tekan pada meja.',
          'ひじは体の横に、手首は低くして力を抜きます。机にぎゅっと押しつけないでね。',
        ),
        lt(
          'Curve your fingers and rest them on the home row: {KeyA} {KeyS} {KeyD} {KeyF} for the left hand, {KeyJ} {KeyK} {KeyL} {Semicolon.key} for the right.',
          '手指自然弯曲，放在基准键上：左手 {KeyA} {KeyS} {KeyD} {KeyF}，右手 {KeyJ} {KeyK} {KeyL} {Semicolon.key}。',
          '手指自然彎曲，放在基準鍵上：左手 {KeyA} {KeyS} {KeyD} {KeyF}，右手 {KeyJ} {KeyK} {KeyL} {Semicolon.key}。',
          'Bengkokkan jari dan letakkan pada baris asas: {KeyA} {KeyS} {KeyD} {KeyF} untuk tangan kiri, {KeyJ} {KeyK} {KeyL} {Semicolon.key} untuk tangan kanan.',
          '指を軽く丸めて、ホームポジションに置きます。左手は {KeyA} {KeyS} {KeyD} {KeyF}、右手は {KeyJ} {KeyK} {KeyL} {Semicolon.key} です。',
        ),
        lt(
          'Feel the little bumps on {KeyF} and {KeyJ}: your index fingers can find home without looking.',
          '摸一摸 {KeyF} 和 {KeyJ} 上的小凸起：食指不用看就能找到基准键。',
          '摸一摸 {KeyF} 和 {KeyJ} 上的小凸起：食指不用看就能找到基準鍵。',
          'Rasa bonjol kecil pada {KeyF} dan {KeyJ}: jari telunjuk boleh mencari baris asas tanpa melihat.',
          '{KeyF} と {KeyJ} の小さな出っぱりをさわってみよう。見なくても人差し指でホームポジションが分かります。',
        ),
        lt(
          'Rest your thumbs lightly on the space bar and keep your eyes on the screen, not on your hands.',
          '两个拇指轻放在空格键上，眼睛看屏幕，不要看手。',
          '兩個拇指輕放在空白鍵上，眼睛看螢幕，不要看手。',
          'Letakkan ibu jari perlahan-lahan pada bar ruang dan pandang skrin, bukan tangan.',
          '親指はスペースキーに軽くのせ、目は手ではなく画面を見ます。',
        ),
        lt(
          'Now type each home key from left to right without looking down.',
          '现在不看键盘，从左到右把每个基准键按一次。',
          '現在不看鍵盤，從左到右把每個基準鍵按一次。',
          'Sekarang taip setiap kekunci baris asas dari kiri ke kanan tanpa melihat ke bawah.',
          'では、下を見ないで、ホームポジションのキーを左から順に打ってみよう。',
        ),
      ],
      drills: [
        { kind: 'keys', text: 'asdf jkl; asdf jkl;', byPosition: true },
        { kind: 'keys', text: 'asdf jkl; asdf jkl;', byPosition: true },
        { kind: 'keys', text: 'fj fj', byPosition: true },
      ],
    },
    {
      slug: 'home-keys-f-and-j',
      title: pairTitle('KeyF', 'KeyJ'),
      description: lt(
        'Your index fingers meet their home keys, the ones with the bumps.',
        '认识两个食指的基准键：带小凸起的 {KeyF} 和 {KeyJ}。',
        '認識兩個食指的基準鍵：帶小凸起的 {KeyF} 和 {KeyJ}。',
        'Jari telunjuk berkenalan dengan kekunci asasnya, yang ada bonjol kecil.',
        '人差し指のホームキー、出っぱりのある {KeyF} と {KeyJ} を覚えよう。',
      ),
      newKeys: ['KeyF', 'KeyJ'],
      tips: [
        lt(
          'Tap the space bar with a thumb between groups. Keep the other fingers resting on the home row.',
          '每组字母之间用拇指按一下空格键。其他手指一直放在基准键上。',
          '每組字母之間用拇指按一下空白鍵。其他手指一直放在基準鍵上。',
          'Tekan bar ruang dengan ibu jari di antara kumpulan huruf. Biarkan jari lain berehat di baris asas.',
          '文字のまとまりの間は、親指でスペースキーを押します。ほかの指はホームポジションにのせたままです。',
        ),
      ],
      drills: [
        { kind: 'keys', text: 'fff jjj fff jjj', byPosition: true },
        { kind: 'keys', text: 'fj jf fj jf fj jf', byPosition: true },
        { kind: 'mixed', text: 'ffj jjf fjf jfj jjf ffj', byPosition: true },
      ],
    },
  ],
};

/** The middle row, key pair by key pair outwards from F and J, then a review. */
export const MIDDLE_ROW: ChapterSpec = {
  slug: 'middle-row',
  title: lt('Middle row', '中排键', '中排鍵', 'Baris tengah', '中段のキー'),
  lessons: [
    {
      slug: 'home-keys-d-and-k',
      title: pairTitle('KeyD', 'KeyK'),
      description: lt(
        'Your middle fingers join in: {KeyD} on the left, {KeyK} on the right.',
        '中指加入：左边 {KeyD}，右边 {KeyK}。',
        '中指加入：左邊 {KeyD}，右邊 {KeyK}。',
        'Jari hantu pula: {KeyD} di kiri, {KeyK} di kanan.',
        '中指の番です。左は {KeyD}、右は {KeyK}。',
      ),
      newKeys: ['KeyD', 'KeyK'],
      tips: [
        lt(
          'Move only the finger that types; the others stay at home.',
          '只动要打字的那根手指，其他手指留在原位。',
          '只動要打字的那根手指，其他手指留在原位。',
          'Gerakkan jari yang menaip sahaja; jari lain kekal di baris asas.',
          '打つ指だけを動かし、ほかの指はホームポジションに置いたままにします。',
        ),
      ],
    },
    {
      slug: 'space-s-and-l',
      title: lt(
        'Space, {KeyS} and {KeyL}',
        '空格、{KeyS} 和 {KeyL}',
        '空白、{KeyS} 和 {KeyL}',
        'Ruang, {KeyS} dan {KeyL}',
        'スペース、{KeyS} と {KeyL}',
      ),
      description: lt(
        'Ring fingers take {KeyS} and {KeyL}, and a thumb taps the space bar between words.',
        '无名指负责 {KeyS} 和 {KeyL}，拇指在单词之间按空格键。',
        '無名指負責 {KeyS} 和 {KeyL}，拇指在單字之間按空白鍵。',
        'Jari manis menekan {KeyS} dan {KeyL}, dan ibu jari menekan bar ruang di antara perkataan.',
        '薬指で {KeyS} と {KeyL}、単語と単語の間は親指でスペースキー。',
      ),
      newKeys: ['KeyS', 'KeyL', 'Space'],
      tips: [
        lt(
          'Either thumb may press the space bar: pick one and keep using it.',
          '左右拇指都可以按空格键：选定一个，一直用它。',
          '左右拇指都可以按空白鍵：選定一個，一直用它。',
          'Mana-mana ibu jari boleh menekan bar ruang: pilih satu dan terus gunakannya.',
          'スペースキーはどちらの親指で押してもかまいません。決めた方をずっと使いましょう。',
        ),
      ],
    },
    {
      slug: 'a-semicolon-and-backspace',
      title: lt(
        '{KeyA}, {Semicolon} and Backspace',
        '{KeyA}、{Semicolon}和退格键',
        '{KeyA}、{Semicolon}和退格鍵',
        '{KeyA}, {Semicolon} dan Backspace',
        '{KeyA}、{Semicolon}とバックスペース',
      ),
      description: lt(
        'Little fingers take {KeyA} and {Semicolon}; the right one reaches up to Backspace to fix mistakes.',
        '小指负责 {KeyA} 和{Semicolon}；右手小指向上伸，按退格键改正错误。',
        '小指負責 {KeyA} 和{Semicolon}；右手小指向上伸，按退格鍵改正錯誤。',
        'Jari kelingking menekan {KeyA} dan {Semicolon}; yang kanan mencapai Backspace untuk membetulkan kesilapan.',
        '小指で {KeyA} と{Semicolon}。右手の小指を上にのばして、バックスペースでまちがいを直します。',
      ),
      newKeys: ['KeyA', 'Semicolon', 'Backspace'],
      focus: 'a;',
      // The one lesson where a wrong letter stays on the screen, so Backspace is really practised.
      mode: 'free',
      tips: [
        lt(
          'In this lesson a wrong letter stays on the screen: rub it out with Backspace, then type the right one.',
          '这一课打错的字母会留在屏幕上：先按退格键删掉，再打正确的字母。',
          '這一課打錯的字母會留在螢幕上：先按退格鍵刪掉，再打正確的字母。',
          'Dalam pelajaran ini, huruf yang salah kekal di skrin: padamkannya dengan Backspace, kemudian taip huruf yang betul.',
          'このレッスンでは、まちがえた文字が画面に残ります。バックスペースで消してから、正しい文字を打ちましょう。',
        ),
        lt(
          'After Backspace, bring your little finger straight back to {Semicolon.key}.',
          '按完退格键，小指马上回到{Semicolon.key}上。',
          '按完退格鍵，小指馬上回到{Semicolon.key}上。',
          'Selepas Backspace, bawa jari kelingking terus kembali ke {Semicolon.key}.',
          'バックスペースを押したら、小指はすぐに {Semicolon.key} にもどします。',
        ),
      ],
    },
    {
      slug: 'middle-row-keys-g-and-h',
      title: pairTitle('KeyG', 'KeyH'),
      description: lt(
        'Pointer fingers stretch to the middle: {KeyG} on the left, {KeyH} on the right.',
        '食指向中间伸：左边 {KeyG}，右边 {KeyH}。',
        '食指向中間伸：左邊 {KeyG}，右邊 {KeyH}。',
        'Jari telunjuk meregang ke tengah: {KeyG} di kiri, {KeyH} di kanan.',
        '人差し指を内側にのばします。左は {KeyG}、右は {KeyH}。',
      ),
      newKeys: ['KeyG', 'KeyH'],
      tips: [
        lt(
          'Slide your index finger one key towards the middle, then come straight back to {KeyF} or {KeyJ}.',
          '食指向中间移动一个键，打完马上回到 {KeyF} 或 {KeyJ}。',
          '食指向中間移動一個鍵，打完馬上回到 {KeyF} 或 {KeyJ}。',
          'Gerakkan jari telunjuk satu kekunci ke tengah, kemudian terus kembali ke {KeyF} atau {KeyJ}.',
          '人差し指をキー1つ分内側へずらし、打ったらすぐ {KeyF} か {KeyJ} にもどします。',
        ),
      ],
    },
    {
      slug: 'review-middle-row-keys',
      title: lt(
        'Review: middle row',
        '复习：中排键',
        '複習：中排鍵',
        'Ulang kaji: baris tengah',
        '復習：中段のキー',
      ),
      description: lt(
        'Every key of the middle row together, in patterns, words and sentences.',
        '把中排所有的键放在一起练习：字母组合、单词和句子。',
        '把中排所有的鍵放在一起練習：字母組合、單字和句子。',
        'Semua kekunci baris tengah bersama-sama, dalam corak, perkataan dan ayat.',
        '中段のキーをぜんぶ使って、文字の組み合わせ、単語、文を練習します。',
      ),
      newKeys: [],
      focus: 'asdfghjkl;',
      keysDrill: 'asdf jkl; asdfg hjkl; gf hj',
      tips: [],
      intro: [
        lt(
          'You know the whole middle row now: {KeyA} {KeyS} {KeyD} {KeyF} {KeyG} {KeyH} {KeyJ} {KeyK} {KeyL} {Semicolon.key}.',
          '你已经学会整个中排了：{KeyA} {KeyS} {KeyD} {KeyF} {KeyG} {KeyH} {KeyJ} {KeyK} {KeyL} {Semicolon.key}。',
          '你已經學會整個中排了：{KeyA} {KeyS} {KeyD} {KeyF} {KeyG} {KeyH} {KeyJ} {KeyK} {KeyL} {Semicolon.key}。',
          'Kamu sudah tahu seluruh baris tengah: {KeyA} {KeyS} {KeyD} {KeyF} {KeyG} {KeyH} {KeyJ} {KeyK} {KeyL} {Semicolon.key}.',
          'これで中段のキーはぜんぶです：{KeyA} {KeyS} {KeyD} {KeyF} {KeyG} {KeyH} {KeyJ} {KeyK} {KeyL} {Semicolon.key}。',
        ),
        lt(
          'Go for accuracy first; speed comes by itself.',
          '先求准确，速度自然会提高。',
          '先求準確，速度自然會提高。',
          'Utamakan ketepatan dahulu; kelajuan akan datang sendiri.',
          'まずは正確さを大切に。速さはあとからついてきます。',
        ),
      ],
    },
  ],
};
