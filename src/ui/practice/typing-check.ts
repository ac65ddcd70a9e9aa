import { lt } from '../../content/localize';
import { practiceLesson, PRACTICE_PASS_RULES } from '../../content/shared/lesson';
import { TYPING_CHECKS, type TypingCheckKind } from '../../contracts/typing-checks';
import { single } from './adaptive-practice';
import type { Practice } from './practice';

const TITLES = {
  typing: lt('Typing check', '打字测验', '打字測驗', 'Ujian menaip', 'タイピングチェック'),
  covered: lt(
    'Typing check, keyboard covered',
    '打字测验：遮住键盘',
    '打字測驗：遮住鍵盤',
    'Ujian menaip, papan kekunci ditutup',
    'タイピングチェック（キーボードをかくして）',
  ),
  retention: lt(
    'Welcome back: typing check',
    '欢迎回来：打字测验',
    '歡迎回來：打字測驗',
    'Selamat kembali: ujian menaip',
    'おかえりなさい：タイピングチェック',
  ),
} as const;

const DESCRIPTIONS = {
  typing: lt(
    'A short text you have not practised. Type it as you normally do: this is your normal test.',
    '一段你没有练过的短文。像平常一样打字：这是你的常规测验。',
    '一段你沒有練過的短文。像平常一樣打字：這是你的常規測驗。',
    'Teks pendek yang belum anda latih. Taip seperti biasa: ini ujian biasa anda.',
    '練習したことのない短い文です。いつもどおりに打ちましょう。これがふだんのテストです。',
  ),
  covered: lt(
    'Cover your keyboard with a cloth or a sheet of paper, and do not look at your hands. No keyboard or hands are shown on screen. We compare it with your normal test.',
    '用布或一张纸盖住键盘，不要看手。屏幕上不显示键盘和手。我们会把结果和你的常规测验比较。',
    '用布或一張紙蓋住鍵盤，不要看手。螢幕上不顯示鍵盤和手。我們會把結果和你的常規測驗比較。',
    'Tutup papan kekunci anda dengan kain atau sehelai kertas, dan jangan lihat tangan anda. Papan kekunci dan tangan tidak dipaparkan di skrin. Kami bandingkan dengan ujian biasa anda.',
    'キーボードを布か紙でかくし、手を見ないでください。画面にもキーボードと手は出ません。ふだんのテストとくらべます。',
  ),
  retention: lt(
    'You have been away for a week or more. Type this short text as you normally do: it shows how much you kept.',
    '你已经离开一周或更久了。像平常一样打这段短文：它会显示你记住了多少。',
    '你已經離開一週或更久了。像平常一樣打這段短文：它會顯示你記住了多少。',
    'Anda sudah lama tidak berlatih, seminggu atau lebih. Taip teks pendek ini seperti biasa: ia menunjukkan berapa banyak yang anda ingat.',
    '1週間以上お休みしていました。この短い文をいつもどおりに打ちましょう。どれだけ覚えているかがわかります。',
  ),
} as const;

/**
 * A typing check (src/contracts/typing-checks.ts): a text of unseen prose typed once, saved as a practice with the
 * check's practiceId. The covered one shows no keyboard or hands while typing (`covered`).
 */
export async function typingCheckPractice(check: TypingCheckKind, seed: number): Promise<Practice> {
  const { typingCheckText } = await import('../../content/literature/typing-check-text');
  const slug = TYPING_CHECKS[check];
  const lesson = practiceLesson(
    {
      slug,
      title: TITLES[check],
      description: DESCRIPTIONS[check],
      drills: [{ kind: 'passage', text: typingCheckText(seed) }],
      passRule: PRACTICE_PASS_RULES.words,
    },
    1,
  );
  return {
    family: 'check',
    lesson,
    lessons: single(lesson),
    view: { kind: 'text' },
    submit: { kind: 'practice', practiceId: slug },
    notebookMode: null,
    ...(check === 'covered' ? { covered: true } : {}),
  };
}
