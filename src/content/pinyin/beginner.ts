import { lt } from '../localize';
import type { LocalizedText } from '../types';

/** A first pinyin lesson: its characters come from the data (`CHINESE_TEXTS.beginner[key]`). */
export interface BeginnerLessonSpec {
  /** Key of its characters in the data, and the end of its slug. */
  key: string;
  /** The sounds it teaches, e.g. 'b p m f' (the same in every language). */
  sounds: string;
  /** Keys the lesson introduces. */
  newKeys: readonly string[];
  tip: LocalizedText;
}

export interface BeginnerChapterSpec {
  slug: string;
  title: LocalizedText;
  lessons: readonly BeginnerLessonSpec[];
}

const WHOLE_SYLLABLES_TIP = lt(
  'These syllables are read as a whole: do not spell them out.',
  '这些是整体认读音节，要整个读出来，不用拼。',
  '這些是整體認讀音節，要整個讀出來，不用拼。',
  'Suku kata ini dibaca sekali gus: jangan dieja satu-satu.',
  'これは整体認読音節。分けずに、まとめて読むよ。',
);

/** The chapters of sounds, in the order Chinese primary schools teach them. */
export const BEGINNER_CHAPTERS: readonly BeginnerChapterSpec[] = [
  {
    slug: 'simple-finals',
    title: lt('Simple finals', '单韵母', '單韻母', 'Final tunggal', '単韻母'),
    lessons: [
      {
        key: 'a-o-e',
        sounds: 'a o e',
        newKeys: ['KeyA', 'KeyO', 'KeyE'],
        tip: lt(
          'Open your mouth wide for a, make it round for o, and flat for e.',
          '发 a 时嘴巴张大，发 o 时嘴巴圆圆，发 e 时嘴巴扁扁。',
          '發 a 時嘴巴張大，發 o 時嘴巴圓圓，發 e 時嘴巴扁扁。',
          'Buka mulut luas-luas untuk a, bulatkan untuk o, dan leperkan untuk e.',
          'a は口を大きくあけて、o は口をまるく、e は口を横にひらいて。',
        ),
      },
      {
        key: 'i-u-v',
        sounds: 'i u ü',
        newKeys: ['KeyI', 'KeyU', 'KeyV', 'KeyY', 'KeyW'],
        tip: lt(
          'On their own, i u ü are written yi, wu, yu. Type ü with the v key.',
          'i u ü 自成音节时写作 yi、wu、yu。ü 用 v 键打。',
          'i u ü 自成音節時寫作 yi、wu、yu。ü 用 v 鍵打。',
          'Jika berdiri sendiri, i u ü ditulis yi, wu, yu. Taip ü dengan kekunci v.',
          'i u ü だけの音節は yi・wu・yu と書くよ。ü は v キーで打とう。',
        ),
      },
    ],
  },
  {
    slug: 'initials',
    title: lt('Initials', '声母', '聲母', 'Bunyi awal', '声母'),
    lessons: [
      {
        key: 'b-p-m-f',
        sounds: 'b p m f',
        newKeys: ['KeyB', 'KeyP', 'KeyM', 'KeyF'],
        tip: lt(
          'b and p are made with both lips; p has a puff of air. m goes through the nose; f touches the lower lip.',
          'b 和 p 都用双唇发音，p 要送气。m 从鼻子出气，f 用上齿碰下唇。',
          'b 和 p 都用雙唇發音，p 要送氣。m 從鼻子出氣，f 用上齒碰下唇。',
          'b dan p dibuat dengan kedua-dua bibir; p ada hembusan udara. m melalui hidung; f menyentuh bibir bawah.',
          'b と p は両くちびるで。p は息を強く出すよ。m は鼻から、f は上の歯を下くちびるにあてて。',
        ),
      },
      {
        key: 'd-t-n-l',
        sounds: 'd t n l',
        newKeys: ['KeyD', 'KeyT', 'KeyN', 'KeyL'],
        tip: lt(
          'For d t n l the tip of the tongue touches behind the top teeth. t has a puff of air.',
          '发 d t n l 时舌尖抵住上齿龈，t 要送气。',
          '發 d t n l 時舌尖抵住上齒齦，t 要送氣。',
          'Untuk d t n l hujung lidah menyentuh belakang gigi atas. t ada hembusan udara.',
          'd t n l は舌の先を上の歯のうしろにつけて。t は息を強く出すよ。',
        ),
      },
      {
        key: 'g-k-h',
        sounds: 'g k h',
        newKeys: ['KeyG', 'KeyK', 'KeyH'],
        tip: lt(
          'g k h come from the back of the mouth. k has a puff of air.',
          'g k h 从舌根发音，k 要送气。',
          'g k h 從舌根發音，k 要送氣。',
          'g k h datang dari belakang mulut. k ada hembusan udara.',
          'g k h は口のおくで出す音。k は息を強く出すよ。',
        ),
      },
      {
        key: 'j-q-x',
        sounds: 'j q x',
        newKeys: ['KeyJ', 'KeyQ', 'KeyX'],
        tip: lt(
          'After j q x, ü loses its dots: the u of ju, qu, xu is still ü. Type it with u.',
          'j q x 后面的 ü 要去掉两点：ju、qu、xu 里的 u 读 ü，打字时打 u。',
          'j q x 後面的 ü 要去掉兩點：ju、qu、xu 裡的 u 讀 ü，打字時打 u。',
          'Selepas j q x, ü hilang titiknya: u dalam ju, qu, xu tetap ü. Taip dengan u.',
          'j q x のあとの ü は点をとって u と書くよ。ju・qu・xu の u は ü の音。u で打とう。',
        ),
      },
      {
        key: 'zh-ch-sh-r',
        sounds: 'zh ch sh r',
        newKeys: ['KeyZ', 'KeyC', 'KeyS', 'KeyR'],
        tip: lt(
          'zh ch sh are two letters for one sound: curl the tip of the tongue up.',
          'zh ch sh 是两个字母表示一个音，发音时舌尖要翘起来。',
          'zh ch sh 是兩個字母表示一個音，發音時舌尖要翹起來。',
          'zh ch sh ialah dua huruf untuk satu bunyi: lengkungkan hujung lidah ke atas.',
          'zh ch sh は2文字で1つの音。舌の先をそり上げて出すよ。',
        ),
      },
      {
        key: 'z-c-s',
        sounds: 'z c s',
        newKeys: ['KeyZ', 'KeyC', 'KeyS'],
        tip: lt(
          'z c s are said with a flat tongue behind the teeth, without curling it.',
          'z c s 是平舌音，舌尖平伸，抵住上齿背。',
          'z c s 是平舌音，舌尖平伸，抵住上齒背。',
          'z c s disebut dengan lidah rata di belakang gigi, tanpa melengkungkannya.',
          'z c s は舌を平らにして歯のうしろで出す音。そり上げないよ。',
        ),
      },
      {
        key: 'y-w',
        sounds: 'y w',
        newKeys: ['KeyY', 'KeyW'],
        tip: lt(
          'y and w start the syllables that begin with i, u or ü: ya, ye, wa, wo.',
          'y 和 w 用在 i、u、ü 开头的音节前面：ya、ye、wa、wo。',
          'y 和 w 用在 i、u、ü 開頭的音節前面：ya、ye、wa、wo。',
          'y dan w memulakan suku kata yang bermula dengan i, u atau ü: ya, ye, wa, wo.',
          'y と w は i・u・ü で始まる音節の前につくよ：ya・ye・wa・wo。',
        ),
      },
    ],
  },
  {
    slug: 'compound-finals',
    title: lt('Compound finals', '复韵母', '複韻母', 'Final majmuk', '複韻母'),
    lessons: [
      {
        key: 'ai-ei-ui',
        sounds: 'ai ei ui',
        newKeys: [],
        tip: lt(
          'Two vowels glide into one sound: ai, ei, ui.',
          '复韵母由两个元音连在一起发音：ai、ei、ui。',
          '複韻母由兩個元音連在一起發音：ai、ei、ui。',
          'Dua vokal meluncur menjadi satu bunyi: ai, ei, ui.',
          '2つの母音をなめらかにつなげて1つの音に：ai・ei・ui。',
        ),
      },
      {
        key: 'ao-ou-iu',
        sounds: 'ao ou iu',
        newKeys: [],
        tip: lt(
          'iu is short for iou: liu, niu, jiu.',
          'iu 是 iou 的省写：liu、niu、jiu。',
          'iu 是 iou 的省寫：liu、niu、jiu。',
          'iu ialah singkatan iou: liu, niu, jiu.',
          'iu は iou を短く書いたもの：liu・niu・jiu。',
        ),
      },
      {
        key: 'ie-ve-er',
        sounds: 'ie üe er',
        newKeys: [],
        tip: lt(
          'üe after l and n is written lüe, nüe: type lve or lue. er is a syllable on its own.',
          'l、n 后面的 üe 写作 lüe、nüe，打 lve 或 lue 都可以。er 自成音节。',
          'l、n 後面的 üe 寫作 lüe、nüe，打 lve 或 lue 都可以。er 自成音節。',
          'üe selepas l dan n ditulis lüe, nüe: taip lve atau lue. er ialah suku kata tersendiri.',
          'l・n のあとの üe は lüe・nüe と書くよ。lve でも lue でも打てるよ。er はそれだけで1つの音節。',
        ),
      },
    ],
  },
  {
    slug: 'nasal-finals',
    title: lt('Nasal finals', '鼻韵母', '鼻韻母', 'Final sengau', '鼻韻母'),
    lessons: [
      {
        key: 'an-en-in-un-vn',
        sounds: 'an en in un ün',
        newKeys: [],
        tip: lt(
          'Front nasal finals end with n: the tip of the tongue touches behind the top teeth.',
          '前鼻韵母以 n 结尾，发音结束时舌尖抵住上齿龈。',
          '前鼻韻母以 n 結尾，發音結束時舌尖抵住上齒齦。',
          'Final sengau depan berakhir dengan n: hujung lidah menyentuh belakang gigi atas.',
          '前鼻音は n で終わる音。最後に舌の先を上の歯のうしろにつけるよ。',
        ),
      },
      {
        key: 'ang-eng-ing-ong',
        sounds: 'ang eng ing ong',
        newKeys: [],
        tip: lt(
          'Back nasal finals end with ng: the back of the tongue rises.',
          '后鼻韵母以 ng 结尾，发音结束时舌根抬起。',
          '後鼻韻母以 ng 結尾，發音結束時舌根抬起。',
          'Final sengau belakang berakhir dengan ng: belakang lidah naik.',
          '後鼻音は ng で終わる音。最後に舌のおくを持ち上げるよ。',
        ),
      },
    ],
  },
  {
    slug: 'whole-syllables',
    title: lt('Whole syllables', '整体认读音节', '整體認讀音節', 'Suku kata keseluruhan', '整体認読音節'),
    lessons: [
      {
        key: 'zhi-chi-shi-ri-zi-ci-si',
        sounds: 'zhi chi shi ri zi ci si',
        newKeys: [],
        tip: WHOLE_SYLLABLES_TIP,
      },
      {
        key: 'yi-wu-yu-ye-yue-yuan-yin-yun-ying',
        sounds: 'yi wu yu ye yue yuan yin yun ying',
        newKeys: [],
        tip: WHOLE_SYLLABLES_TIP,
      },
    ],
  },
];

/** A lesson of sounds that are easy to mix up: characters and words, from `CHINESE_TEXTS.confusable[key]`. */
export interface ConfusableLessonSpec {
  key: string;
  first: string;
  second: string;
  tip: LocalizedText;
}

/** z / zh and the like: a flat tongue against a curled one. */
function flatOrCurled(flat: string, curled: string): LocalizedText {
  return lt(
    `${flat} is said with a flat tongue, ${curled} with the tip of the tongue curled up.`,
    `${flat} 是平舌音，${curled} 是翘舌音。`,
    `${flat} 是平舌音，${curled} 是翹舌音。`,
    `${flat} disebut dengan lidah rata, ${curled} dengan hujung lidah dilengkungkan ke atas.`,
    `${flat} は舌を平らに、${curled} は舌の先をそり上げて。`,
  );
}

/** an / ang and the like: a front nasal against a back nasal. */
function frontOrBack(front: string, back: string): LocalizedText {
  return lt(
    `${front} ends with the tip of the tongue up (n), ${back} with the back of the tongue up (ng).`,
    `${front} 收尾时舌尖抵住上齿龈，${back} 收尾时舌根抬起。`,
    `${front} 收尾時舌尖抵住上齒齦，${back} 收尾時舌根抬起。`,
    `${front} berakhir dengan hujung lidah naik (n), ${back} dengan belakang lidah naik (ng).`,
    `${front} は最後に舌の先を上げて（n）、${back} は舌のおくを上げて（ng）。`,
  );
}

export const CONFUSABLE_CHAPTER = {
  slug: 'pairs',
  title: lt('Sounds easy to mix up', '易混音', '易混音', 'Bunyi yang mudah keliru', 'まちがえやすい音'),
  lessons: [
    { key: 'z-zh', first: 'z', second: 'zh', tip: flatOrCurled('z', 'zh') },
    { key: 'c-ch', first: 'c', second: 'ch', tip: flatOrCurled('c', 'ch') },
    { key: 's-sh', first: 's', second: 'sh', tip: flatOrCurled('s', 'sh') },
    {
      key: 'n-l',
      first: 'n',
      second: 'l',
      tip: lt(
        'n goes through the nose; l comes out along both sides of the tongue.',
        'n 是鼻音，气从鼻子出来；l 是边音，气从舌头两边出来。',
        'n 是鼻音，氣從鼻子出來；l 是邊音，氣從舌頭兩邊出來。',
        'n melalui hidung; l keluar di kedua-dua tepi lidah.',
        'n は鼻から息を出す音、l は舌の両わきから息を出す音。',
      ),
    },
    { key: 'an-ang', first: 'an', second: 'ang', tip: frontOrBack('an', 'ang') },
    { key: 'en-eng', first: 'en', second: 'eng', tip: frontOrBack('en', 'eng') },
    { key: 'in-ing', first: 'in', second: 'ing', tip: frontOrBack('in', 'ing') },
  ] satisfies readonly ConfusableLessonSpec[],
};
