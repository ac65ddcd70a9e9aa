import { lt } from '../localize';
import type { CodeSnippet } from './types';

/** JavaScript, TypeScript, HTML and CSS snippets, written for KeyQuest. */
export const WEB_SNIPPETS: readonly CodeSnippet[] = [
  {
    slug: 'code-js-hello',
    language: 'javascript',
    title: lt('Say hello', '打个招呼', '打個招呼', 'Ucap helo', 'あいさつ'),
    code: `const name = 'Sam';
console.log('Hello, ' + name + '!');`,
  },
  {
    slug: 'code-js-count-stars',
    language: 'javascript',
    title: lt('Count the stars', '数星星', '數星星', 'Kira bintang', '星を数える'),
    code: `let stars = 0;
for (let night = 1; night <= 7; night++) {
  stars = stars + night;
}
console.log('Stars seen this week: ' + stars);`,
  },
  {
    slug: 'code-js-average',
    language: 'javascript',
    title: lt('Average score', '平均分', '平均分', 'Purata markah', '平均点'),
    code: `function average(scores) {
  let total = 0;
  for (const score of scores) {
    total += score;
  }
  return total / scores.length;
}

console.log(average([90, 75, 88]));`,
  },
  {
    slug: 'code-js-pets',
    language: 'javascript',
    title: lt('A list of pets', '宠物清单', '寵物清單', 'Senarai haiwan peliharaan', 'ペットのリスト'),
    code: `const pets = ['cat', 'dog', 'fish'];
pets.push('rabbit');

pets.forEach((pet, index) => {
  console.log(index + 1 + '. ' + pet);
});`,
  },
  {
    slug: 'code-js-button',
    language: 'javascript',
    title: lt('A button that counts', '会计数的按钮', '會計數的按鈕', 'Butang yang mengira', '数えるボタン'),
    code: `const button = document.querySelector('#clicker');
let clicks = 0;

button.addEventListener('click', () => {
  clicks += 1;
  button.textContent = 'Clicked ' + clicks + ' times';
});`,
  },
  {
    slug: 'code-ts-shapes',
    language: 'typescript',
    title: lt('Areas of shapes', '图形的面积', '圖形的面積', 'Luas bentuk', '図形の面積'),
    code: `type Shape =
  | { kind: 'square'; side: number }
  | { kind: 'circle'; radius: number };

function area(shape: Shape): number {
  if (shape.kind === 'square') {
    return shape.side * shape.side;
  }
  return Math.PI * shape.radius ** 2;
}`,
  },
  {
    slug: 'code-ts-player',
    language: 'typescript',
    title: lt('A game player', '游戏玩家', '遊戲玩家', 'Pemain permainan', 'ゲームのプレイヤー'),
    code: `interface Player {
  name: string;
  score: number;
  level: number;
}

function levelUp(player: Player): Player {
  return { ...player, level: player.level + 1 };
}`,
  },
  {
    slug: 'code-ts-best-score',
    language: 'typescript',
    title: lt('Best score', '最高分', '最高分', 'Markah terbaik', 'ベストスコア'),
    code: `const scores: number[] = [12, 40, 33, 27];

const best = scores.reduce((top, score) => Math.max(top, score), 0);
const passed = scores.filter((score) => score >= 30);

console.log(\`Best: \${best}, passed: \${passed.length}\`);`,
  },
  {
    slug: 'code-html-page',
    language: 'html',
    title: lt(
      'My first web page',
      '我的第一个网页',
      '我的第一個網頁',
      'Halaman web pertama saya',
      'はじめてのウェブページ',
    ),
    code: `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>My Page</title>
  </head>
  <body>
    <h1>Hello, world!</h1>
    <p>I am learning to type.</p>
  </body>
</html>`,
  },
  {
    slug: 'code-html-list',
    language: 'html',
    title: lt('A shopping list', '购物清单', '購物清單', 'Senarai beli-belah', '買い物リスト'),
    code: `<h2>Shopping list</h2>
<ul>
  <li>Apples</li>
  <li>Bread</li>
  <li>Milk</li>
</ul>
<a href="recipes.html">See the recipes</a>`,
  },
  {
    slug: 'code-html-form',
    language: 'html',
    title: lt('A sign-up form', '报名表', '報名表', 'Borang pendaftaran', '申し込みフォーム'),
    code: `<form action="/join" method="post">
  <label for="nickname">Nickname</label>
  <input id="nickname" name="nickname" required>
  <button type="submit">Join the club</button>
</form>`,
  },
  {
    slug: 'code-css-button',
    language: 'css',
    title: lt('A round button', '圆角按钮', '圓角按鈕', 'Butang bulat', '丸いボタン'),
    code: `.button {
  padding: 12px 24px;
  border-radius: 999px;
  background: #2f80ed;
  color: white;
}

.button:hover {
  background: #1c5fbf;
}`,
  },
  {
    slug: 'code-css-card',
    language: 'css',
    title: lt('A card with a shadow', '带阴影的卡片', '帶陰影的卡片', 'Kad dengan bayang', '影のあるカード'),
    code: `.card {
  max-width: 320px;
  margin: 16px auto;
  padding: 16px;
  border: 1px solid #ddd;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
}`,
  },
  {
    slug: 'code-css-grid',
    language: 'css',
    title: lt('A photo grid', '照片网格', '照片網格', 'Grid foto', '写真のグリッド'),
    code: `.gallery {
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
}

.gallery img {
  width: 100%;
  border-radius: 8px;
}`,
  },
];
