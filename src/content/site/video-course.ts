/**
 * The finger video course (spec section 2.2): the numbered lessons of the finger course from posture to the
 * review of the lower row (19 lessons, ids '1' to '19'), then three articles. A lesson with a recorded video
 * plays it; every other lesson's page plays an animated demonstration of the hands typing its own drills.
 */
import type { Course } from '../types';
import type { LocaleCode } from '../../contracts/locales';
import { localize, lt } from '../localize';
import type { LocalizedText } from '../types';

/** The chapters of the finger course that the video series covers, in order. */
export const VIDEO_CHAPTERS = ['getting-started', 'middle-row', 'upper-row', 'lower-row'] as const;

/** A video recorded by us (a file served with the app), played in place of the keyboard demonstration. */
export interface RecordedVideo {
  /** Path of the video file, e.g. '/landing/star-trek.webm'. */
  src: string;
  /** Path of the still shown before it plays. */
  poster?: string;
}

export interface VideoLesson {
  /** '1', '2', ... in series order. */
  id: string;
  slug: string;
  title: LocalizedText;
  /** The page title to use instead of "<title> | <product name>" (spec section 2.8). */
  pageTitle?: LocalizedText;
  /** The recorded video of the lesson; absent: the page plays the keyboard demonstration of `demo`. */
  video?: RecordedVideo;
  description: LocalizedText;
  /** Paragraphs of the lesson body. */
  body: readonly LocalizedText[];
  /** What the demonstration types, one line after another. */
  demo: readonly string[];
  /** The lesson of the course to practise afterwards; absent for the articles. */
  lessonSlug?: string;
  keywords: LocalizedText;
}

/** The three articles at the end of the series. */
const ARTICLES: readonly Omit<VideoLesson, 'id'>[] = [
  {
    slug: 'what-is-keyquest',
    title: lt(
      'What is KeyQuest?',
      'KeyQuest 是什么？',
      'KeyQuest 是什麼？',
      'Apakah KeyQuest?',
      'KeyQuest とは？',
    ),
    pageTitle: lt(
      'What is KeyQuest? Typing lessons and games for children',
      'KeyQuest 是什么？给孩子的打字课程与游戏',
      'KeyQuest 是什麼？給孩子的打字課程與遊戲',
      'Apakah KeyQuest? Pelajaran dan permainan menaip untuk kanak-kanak',
      'KeyQuest とは？子どものためのタイピングレッスンとゲーム',
    ),
    description: lt(
      'A typing course for children: lessons, games and reports in one place.',
      '给孩子的打字课程：课程、游戏和报告集于一处。',
      '給孩子的打字課程：課程、遊戲和報告集於一處。',
      'Kursus menaip untuk kanak-kanak: pelajaran, permainan dan laporan di satu tempat.',
      '子どものためのタイピング講座。レッスン、ゲーム、レポートがひとつに。',
    ),
    body: [
      lt(
        'KeyQuest teaches touch typing with short lessons. Each lesson adds two keys, shows which finger types them, and ends with stars.',
        'KeyQuest 用简短的课程教盲打。每课新增两个键，告诉你用哪根手指，并以星星作为奖励。',
        'KeyQuest 用簡短的課程教盲打。每課新增兩個鍵，告訴你用哪根手指，並以星星作為獎勵。',
        'KeyQuest mengajar menaip sentuh dengan pelajaran pendek. Setiap pelajaran menambah dua kekunci, menunjukkan jari yang menaipnya, dan berakhir dengan bintang.',
        'KeyQuest は短いレッスンでタッチタイピングを教えます。各レッスンでキーを2つ覚え、使う指を確認し、最後に星がもらえます。',
      ),
      lt(
        'Games use the same keys and words, and every finished lesson feeds a report of speed and accuracy.',
        '游戏使用相同的键和单词，每完成一课都会更新速度和准确率报告。',
        '遊戲使用相同的鍵和單字，每完成一課都會更新速度和準確率報告。',
        'Permainan menggunakan kekunci dan perkataan yang sama, dan setiap pelajaran yang selesai menambah laporan kelajuan dan ketepatan.',
        'ゲームも同じキーと単語を使い、レッスンを終えるたびに速さと正確さのレポートが更新されます。',
      ),
    ],
    demo: ['keyquest', 'type with ten fingers'],
    keywords: lt(
      'KeyQuest, typing course, typing for kids',
      'KeyQuest, 打字课程, 儿童打字',
      'KeyQuest, 打字課程, 兒童打字',
      'KeyQuest, kursus menaip, menaip untuk kanak-kanak',
      'KeyQuest, タイピング講座, 子どものタイピング',
    ),
  },
  {
    slug: 'how-to-learn-to-type-blindly',
    title: lt(
      'How to learn to type blindly',
      '如何学会盲打',
      '如何學會盲打',
      'Cara belajar menaip tanpa melihat',
      'ブラインドタッチの身につけ方',
    ),
    description: lt(
      'Home row, one finger per key, eyes on the screen: the three habits of touch typing.',
      '中排基准键、每个键固定一根手指、眼睛看屏幕：盲打的三个习惯。',
      '中排基準鍵、每個鍵固定一根手指、眼睛看螢幕：盲打的三個習慣。',
      'Baris tengah, satu jari untuk setiap kekunci, mata pada skrin: tiga tabiat menaip sentuh.',
      'ホームポジション、キーごとに決まった指、目は画面に。タッチタイピングの3つの習慣。',
    ),
    body: [
      lt(
        'Start every line with your fingers on A S D F and J K L ;. Feel the bumps on F and J instead of looking down.',
        '每行开始前，把手指放在 A S D F 和 J K L ; 上。用手感受 F 和 J 上的凸起，不要低头看。',
        '每行開始前，把手指放在 A S D F 和 J K L ; 上。用手感受 F 和 J 上的凸起，不要低頭看。',
        'Mulakan setiap baris dengan jari pada A S D F dan J K L ;. Rasai bonjol pada F dan J dan jangan melihat ke bawah.',
        '毎行、指を A S D F と J K L ; に置いて始めます。下を見ずに、F と J の突起を指で感じましょう。',
      ),
      lt(
        'Type slowly and correctly first. Accuracy builds the memory in your fingers; speed comes after a few weeks.',
        '先慢慢打、打正确。准确让手指形成记忆，几周后速度自然会提高。',
        '先慢慢打、打正確。準確讓手指形成記憶，幾週後速度自然會提高。',
        'Taip perlahan dan betul dahulu. Ketepatan membina ingatan jari; kelajuan datang selepas beberapa minggu.',
        'まずはゆっくり正確に。正確さが指の記憶を作り、速さは数週間でついてきます。',
      ),
    ],
    demo: ['asdf jkl;', 'a sad lad falls'],
    keywords: lt(
      'touch typing, blind typing, home row',
      '盲打, 打字指法, 基准键',
      '盲打, 打字指法, 基準鍵',
      'menaip sentuh, menaip tanpa melihat, baris tengah',
      'タッチタイピング, ブラインドタッチ, ホームポジション',
    ),
  },
  {
    slug: 'learn-to-type-by-playing-games',
    title: lt(
      'Learn to type by playing games',
      '通过游戏学打字',
      '透過遊戲學打字',
      'Belajar menaip dengan bermain',
      'ゲームで覚えるタイピング',
    ),
    description: lt(
      'Why games help children practise longer, and how to use them with the lessons.',
      '为什么游戏能让孩子练得更久，以及如何与课程搭配。',
      '為什麼遊戲能讓孩子練得更久，以及如何與課程搭配。',
      'Mengapa permainan membantu kanak-kanak berlatih lebih lama, dan cara menggunakannya bersama pelajaran.',
      'ゲームで長く練習できる理由と、レッスンとの組み合わせ方。',
    ),
    body: [
      lt(
        'A game turns the same drill into a goal: clear the wave, beat the score. Children repeat keys without noticing the repetition.',
        '游戏把同样的练习变成目标：打完一波、刷新分数。孩子在不知不觉中反复练习按键。',
        '遊戲把同樣的練習變成目標：打完一波、刷新分數。孩子在不知不覺中反覆練習按鍵。',
        'Permainan menjadikan latihan yang sama satu matlamat: habiskan gelombang, kalahkan skor. Kanak-kanak mengulang kekunci tanpa menyedarinya.',
        'ゲームは同じ練習を目標に変えます。ウェーブをクリアし、スコアを更新。子どもは繰り返しと気づかずにキーを練習します。',
      ),
      lt(
        'Play after a lesson, with the keys already learned: the game then trains the right fingers instead of guessing.',
        '学完一课后再玩，只用学过的键：游戏就能训练正确的手指，而不是乱按。',
        '學完一課後再玩，只用學過的鍵：遊戲就能訓練正確的手指，而不是亂按。',
        'Bermain selepas pelajaran, dengan kekunci yang sudah dipelajari: permainan melatih jari yang betul dan bukan meneka.',
        'レッスンの後に、覚えたキーで遊びましょう。当てずっぽうではなく、正しい指を鍛えられます。',
      ),
    ],
    demo: ['play fast', 'aim true'],
    // Recorded from our own Star Trek game: what practising with a game looks like.
    video: { src: '/landing/star-trek.webm', poster: '/landing/star-trek.jpg' },
    keywords: lt(
      'typing games, learn typing, kids games',
      '打字游戏, 学打字, 儿童游戏',
      '打字遊戲, 學打字, 兒童遊戲',
      'permainan menaip, belajar menaip, permainan kanak-kanak',
      'タイピングゲーム, タイピング練習, 子ども向けゲーム',
    ),
  },
];

/** The lessons of the series, numbered, from the finger course (passed in: it loads lazily) and the articles. */
export function videoLessons(fingerCourse: Course): VideoLesson[] {
  const lessons = VIDEO_CHAPTERS.flatMap(
    (slug) => fingerCourse.chapters.find((chapter) => chapter.slug === slug)?.lessons ?? [],
  );
  const fromCourse = lessons.map((lesson) => ({
    slug: lesson.slug,
    title: lesson.title,
    description: lesson.description,
    body: lesson.intro,
    demo: lesson.drills.slice(0, 3).map((drill) => drill.text),
    lessonSlug: lesson.slug,
    keywords: lesson.title,
  }));
  return [...fromCourse, ...ARTICLES].map((lesson, index) => ({ ...lesson, id: String(index + 1) }));
}

/**
 * A lesson page's title (spec section 2.8): the lesson's own title override in the locale if it has one, else
 * the lesson title followed by the product name, which `withProductName` adds (the app's `site.pageTitle`).
 */
export function videoPageTitle(
  lesson: Pick<VideoLesson, 'title' | 'pageTitle'>,
  locale: LocaleCode,
  withProductName: (title: string) => string,
): string {
  return lesson.pageTitle
    ? localize(lesson.pageTitle, locale)
    : withProductName(localize(lesson.title, locale));
}

/** The lesson of a slug, or undefined: the page then shows the not-found page (spec section 2.2). */
export function videoLesson(fingerCourse: Course, slug: string): VideoLesson | undefined {
  return videoLessons(fingerCourse).find((lesson) => lesson.slug === slug);
}
