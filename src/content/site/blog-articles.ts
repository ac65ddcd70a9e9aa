import type { LocaleCode } from '../../contracts/locales';
import { BLOG_CHT } from './blog/cht';
import { BLOG_JA } from './blog/ja';
import { BLOG_MSA } from './blog/msa';

/**
 * The blog (spec section 2.2): our own articles under the spec's slugs, each written in the five languages
 * (English and Simplified Chinese here, the others in blog/<language>.ts), with a cover drawn by us
 * (assets/public/blog/<slug>.svg). The server serves them in the reader's language (GET /blog/article/list and
 * /blog/article/detail); the page renders the HTML through DOMPurify all the same.
 */

export interface BlogText {
  title: string;
  description: string;
  /** The article body: h2, p, ul/ol, li, strong, em and links only. */
  html: string;
}

export const BLOG_SLUGS = [
  'kids-typing',
  'finger-placement-for-typing',
  'touch-typing',
  'speed',
  'tips-for-typing',
  'learn',
  'typing-software',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

export interface BlogArticleSource {
  slug: BlogSlug;
  publishedAt: string;
  cover: string;
  /** English (ENG). */
  en: BlogText;
  /** Simplified Chinese (CHS). */
  zh: BlogText;
}

/** An article's text in the reader's language: every article is written in all five. */
export function blogText(article: BlogArticleSource, locale: LocaleCode): BlogText {
  switch (locale) {
    case 'ENG':
      return article.en;
    case 'CHS':
      return article.zh;
    case 'CHT':
      return BLOG_CHT[article.slug];
    case 'MSA':
      return BLOG_MSA[article.slug];
    case 'JA':
      return BLOG_JA[article.slug];
  }
}

const cover = (slug: string) => `/blog/${slug}.svg`;

export const BLOG_ARTICLES: readonly BlogArticleSource[] = [
  {
    slug: 'kids-typing',
    publishedAt: '2026-01-12T08:00:00Z',
    cover: cover('kids-typing'),
    en: {
      title: 'Typing for kids: how children learn to type with games',
      description: 'When to start, how long to practise, and why short playful sessions beat long drills.',
      html: `<p>Most children can start learning to touch type at about seven or eight, when their hands span the home row comfortably. Before that, finding letters and knowing the keyboard is enough.</p>
<h2>Short sessions win</h2>
<p>Ten to fifteen minutes a day beats an hour on Saturday. The fingers learn by repetition spread over days, and a child stops before getting tired or frustrated.</p>
<h2>Let games do the repeating</h2>
<p>A drill of <em>f j f j</em> is dull; shooting comets with the same keys is not. Use games after a lesson, with the keys already learned, so play trains the right fingers.</p>
<ul><li>Keep the eyes on the screen, not the keys.</li><li>Praise accuracy before speed.</li><li>Stop while it is still fun.</li></ul>`,
    },
    zh: {
      title: '儿童打字：孩子如何通过游戏学打字',
      description: '什么时候开始、每天练多久，以及为什么短而有趣的练习比长时间训练更有效。',
      html: `<p>大多数孩子在七八岁、手掌能舒服地放在中排键上时，就可以开始学习盲打。在此之前，认识字母和键盘就足够了。</p>
<h2>短时间练习更有效</h2>
<p>每天十到十五分钟，胜过周末练一个小时。手指通过分散在多天的重复来记忆，孩子也能在疲倦或沮丧之前停下来。</p>
<h2>让游戏负责重复</h2>
<p><em>f j f j</em> 的练习很枯燥，但用同样的键击落彗星就不一样了。学完一课后再玩游戏，只用学过的键，让游戏训练正确的手指。</p>
<ul><li>眼睛看屏幕，不看键盘。</li><li>先表扬准确，再追求速度。</li><li>在还觉得好玩的时候停下。</li></ul>`,
    },
  },
  {
    slug: 'finger-placement-for-typing',
    publishedAt: '2026-01-05T08:00:00Z',
    cover: cover('finger-placement-for-typing'),
    en: {
      title: 'Finger placement for typing: the home row and each finger’s keys',
      description:
        'Where each finger rests, which keys it reaches, and how the F and J bumps guide you home.',
      html: `<p>Touch typing starts from the <strong>home row</strong>: the left fingers rest on A S D F, the right fingers on J K L and the semicolon, and both thumbs hover over the space bar.</p>
<h2>Each finger has a column</h2>
<p>Every finger types the keys above and below its home key, leaning slightly to the left as the rows go up. The index fingers work hardest: each also covers the column next to it (G and H, T and Y, B and N).</p>
<h2>Find home without looking</h2>
<p>The small bumps on F and J let your index fingers find the home row by touch. After every reach, come back to them.</p>
<p>Our <a href="/fingering-chart">fingering chart</a> shows every key in its finger's colour.</p>`,
    },
    zh: {
      title: '打字指法：基准键和每根手指负责的键',
      description: '每根手指放在哪里、负责哪些键，以及 F 和 J 上的凸起如何帮你找到基准位置。',
      html: `<p>盲打从<strong>中排基准键</strong>开始：左手手指放在 A S D F 上，右手手指放在 J K L 和分号上，两个拇指放在空格键上方。</p>
<h2>每根手指负责一列</h2>
<p>每根手指负责基准键上方和下方的键，越往上排越向左偏。食指最忙：它们还要负责旁边的一列（G 和 H、T 和 Y、B 和 N）。</p>
<h2>不看键盘也能回到基准键</h2>
<p>F 和 J 上的小凸起能让食指凭触觉找到中排。每次伸出去打完键，都要回到这里。</p>
<p>我们的<a href="/fingering-chart">指法图</a>用手指的颜色标出了每一个键。</p>`,
    },
  },
  {
    slug: 'touch-typing',
    publishedAt: '2025-12-29T08:00:00Z',
    cover: cover('touch-typing'),
    en: {
      title: 'What is touch typing, and why learn it?',
      description: 'Typing without looking at the keys: what it is, what it changes, and how long it takes.',
      html: `<p>Touch typing means typing with all ten fingers, each responsible for its own keys, without looking at the keyboard. The hands find the keys by memory and by the bumps on F and J.</p>
<h2>What it changes</h2>
<p>Your eyes stay on what you write, so you catch mistakes at once and keep your train of thought. Typing stops being a search for letters and becomes as automatic as handwriting.</p>
<h2>How long it takes</h2>
<p>With ten to fifteen minutes a day, most learners know the fingering in about a week and type without looking within a month. Speed keeps growing for months after that.</p>`,
    },
    zh: {
      title: '什么是盲打？为什么要学？',
      description: '不看键盘打字：它是什么、会带来什么改变，以及需要多长时间。',
      html: `<p>盲打就是用十根手指打字，每根手指负责固定的键，不用看键盘。双手靠记忆和 F、J 上的凸起找到按键。</p>
<h2>它带来的改变</h2>
<p>眼睛始终看着自己写的内容，能立刻发现错误，思路也不会被打断。打字不再是找字母，而像写字一样自然。</p>
<h2>需要多长时间</h2>
<p>每天练十到十五分钟，大多数人大约一周能记住指法，一个月内就能不看键盘打字。之后几个月速度还会持续提高。</p>`,
    },
  },
  {
    slug: 'speed',
    publishedAt: '2025-12-22T08:00:00Z',
    cover: cover('speed'),
    en: {
      title: 'How to type faster without losing accuracy',
      description:
        'Why accuracy comes first, how WPM is counted, and the practice that really raises your speed.',
      html: `<p>Words per minute (WPM) counts five typed characters as one word. A beginner types 10 to 20 WPM; a confident touch typist 40 to 60.</p>
<h2>Accuracy first</h2>
<p>Every mistake costs the time to notice it, delete it and type again. At 95% accuracy or better, speed rises by itself as the fingers stop hesitating.</p>
<h2>Practise your weak keys</h2>
<ul><li>Look at your report: which keys are slow or often wrong?</li><li>Practise those keys in words, not alone.</li><li>Keep a steady rhythm rather than bursts.</li></ul>`,
    },
    zh: {
      title: '如何在保证准确的前提下打得更快',
      description: '为什么准确率优先、WPM 怎么计算，以及真正能提高速度的练习方法。',
      html: `<p>WPM（每分钟字数）把五个字符算作一个单词。初学者大约每分钟 10 到 20 个单词，熟练的盲打者可达 40 到 60 个。</p>
<h2>准确第一</h2>
<p>每个错误都要花时间发现、删除、重打。准确率达到 95% 以上后，手指不再犹豫，速度自然会提高。</p>
<h2>练习薄弱的键</h2>
<ul><li>看看你的报告：哪些键慢、哪些键常错？</li><li>在单词里练这些键，而不是单独练。</li><li>保持稳定的节奏，不要忽快忽慢。</li></ul>`,
    },
  },
  {
    slug: 'tips-for-typing',
    publishedAt: '2025-12-15T08:00:00Z',
    cover: cover('tips-for-typing'),
    en: {
      title: '10 tips for better typing',
      description: 'Posture, rhythm, breaks and the small habits that make typing easier every day.',
      html: `<ol><li>Sit up straight, feet flat on the floor.</li><li>Keep your wrists level, not resting on the desk edge.</li><li>Screen at eye height, an arm's length away.</li><li>Start every line from the home row.</li><li>Look at the screen, not the keys.</li><li>Use the thumb for the space bar.</li><li>Hold Shift with the hand opposite the letter.</li><li>Type in a steady rhythm.</li><li>Practise a little every day.</li><li>Take a short break every 20 minutes.</li></ol>`,
    },
    zh: {
      title: '提高打字水平的 10 个建议',
      description: '坐姿、节奏、休息，以及让每天打字更轻松的小习惯。',
      html: `<ol><li>坐直，双脚平放在地上。</li><li>手腕保持水平，不要压在桌沿上。</li><li>屏幕与视线齐平，距离约一臂。</li><li>每一行都从中排基准键开始。</li><li>看屏幕，不看键盘。</li><li>用拇指按空格键。</li><li>用与字母相对的另一只手按 Shift。</li><li>保持稳定的节奏。</li><li>每天都练一点。</li><li>每 20 分钟休息一下。</li></ol>`,
    },
  },
  {
    slug: 'learn',
    publishedAt: '2025-12-08T08:00:00Z',
    cover: cover('learn'),
    en: {
      title: 'Learn to type in 30 days: a day-by-day plan',
      description:
        'A plan of short daily lessons over 30 days, from the fingering to typing without looking.',
      html: `<h2>Days 1 to 7: the fingering</h2>
<p>One lesson a day: posture and the home keys, then the middle row, the upper row and the lower row, two keys at a time.</p>
<h2>Days 8 to 21: without looking</h2>
<p>Review each row and type real words. Cover your hands with a cloth if your eyes keep dropping.</p>
<h2>Days 22 to 30: flow</h2>
<p>Type sentences and short passages, play a game after each session, and watch your accuracy and speed in the report.</p>`,
    },
    zh: {
      title: '30 天学会打字：每日计划',
      description: '30 天的每日短课计划：从指法到不看键盘打字。',
      html: `<h2>第 1 到 7 天：指法</h2>
<p>每天一课：坐姿和基准键，然后是中排、上排和下排，每次两个键。</p>
<h2>第 8 到 21 天：不看键盘</h2>
<p>复习每一排，打真实的单词。如果总忍不住低头，可以用布盖住双手。</p>
<h2>第 22 到 30 天：流畅</h2>
<p>打句子和短文，每次练完玩一局游戏，在报告里查看准确率和速度。</p>`,
    },
  },
  {
    slug: 'typing-software',
    publishedAt: '2025-12-01T08:00:00Z',
    cover: cover('typing-software'),
    en: {
      title: 'Choosing typing software for your family or class',
      description:
        'What to look for in a typing tutor: lessons, games, reports and a safe place for children.',
      html: `<p>A good typing tutor for children does four things well.</p>
<ul><li><strong>Lessons</strong> that introduce a few keys at a time and show which finger to use.</li><li><strong>Games</strong> that use the same keys, so play is practice.</li><li><strong>Reports</strong> that show accuracy and speed per key, for the child, the parent and the teacher.</li><li><strong>Safety</strong>: no advertising, no chat with strangers, and no dark patterns that push purchases.</li></ul>
<p>For a class, look for group management and reports across students as well.</p>`,
    },
    zh: {
      title: '为家庭或班级选择打字软件',
      description: '选择打字软件要看什么：课程、游戏、报告，以及对孩子安全的环境。',
      html: `<p>适合孩子的打字软件要做好四件事。</p>
<ul><li><strong>课程</strong>：每次只教几个键，并告诉孩子用哪根手指。</li><li><strong>游戏</strong>：使用同样的键，玩就是练。</li><li><strong>报告</strong>：按键显示准确率和速度，孩子、家长和老师都能看。</li><li><strong>安全</strong>：没有广告，不和陌生人聊天，也不用诱导消费的设计。</li></ul>
<p>用于班级时，还要看是否支持分组管理和全班报告。</p>`,
    },
  },
];

/** The article of a slug, or undefined. */
export function blogArticle(slug: string): BlogArticleSource | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
