import { describe, expect, it } from 'vitest';
import { editionForHost } from '../http/edition-host';
import { renderShell } from './page-shell';
import { PROMISE_EVIDENCE } from '../../content/site/evidence';

/** The promise's figures, from the efficacy bench (docs/EVIDENCE.md), as the pages write them. */
const LEARNERS = PROMISE_EVIDENCE.learners.toLocaleString('en');
const SHARE = `${Math.round(PROMISE_EVIDENCE.typed25 * 100)}%`;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>KeyQuest</title>
  </head>
  <body>
    <div id="root"><p class="app-loading">Loading...</p></div>
  </body>
</html>`;

describe('the page shell', () => {
  it('writes the edition, the title, description and the page text of a public page', () => {
    const { html, status } = renderShell(TEMPLATE, { path: '/fingering-chart', edition: 'global' });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" data-edition="global">');
    expect(html).toContain('<title>Fingering chart | KeyQuest</title>');
    expect(html).toMatch(/<meta name="description" content="Which finger types which key/);
    expect(html).toContain('<h1>Fingering chart</h1>');
  });

  it('pre-renders the China-region home in Chinese with its filing number, and /cht in Traditional Chinese', () => {
    const home = renderShell(TEMPLATE, { path: '/', edition: 'cn', filingNumber: 'ICP 12345678' }).html;
    expect(home).toContain('<html lang="zh-Hans" data-edition="cn" data-filing="ICP 12345678">');
    expect(home).toContain(
      `<h1>每天 15 分钟：${LEARNERS} 名模拟学习者中，${SHARE} 在第 30 天前达到每分钟 25 个单词</h1>`,
    );
    expect(home).toContain('/product/pinyin-typing');
    const cht = renderShell(TEMPLATE, { path: '/cht', edition: 'cn' }).html;
    expect(cht).toContain(
      `<h1>每天 15 分鐘：${LEARNERS} 名模擬學習者中，${SHARE} 在第 30 天前達到每分鐘 25 個單字</h1>`,
    );
  });

  it('answers 404 for an unknown video lesson or article, and leaves app pages to the app', () => {
    expect(renderShell(TEMPLATE, { path: '/product/video-course/nope', edition: 'global' }).status).toBe(404);
    expect(renderShell(TEMPLATE, { path: '/blog/nope', edition: 'global' }).status).toBe(404);
    expect(renderShell(TEMPLATE, { path: '/chapter', edition: 'global', appPage: true }).html).toContain(
      'Loading...',
    );
    // The other edition's product page, and a path that is no page at all: the not-found page, 404.
    const otherEdition = renderShell(TEMPLATE, { path: '/product/pinyin-typing', edition: 'global' });
    expect(otherEdition.status).toBe(404);
    expect(otherEdition.html).toContain('<h1>404</h1>');
    expect(otherEdition.html).not.toContain('Loading...');
    expect(renderShell(TEMPLATE, { path: '/groups', edition: 'global' }).status).toBe(404);
    const lesson = renderShell(TEMPLATE, {
      path: '/product/video-course/lower-row-keys-v-and-m',
      edition: 'global',
    });
    expect(lesson.html).toContain('<title>V and M | KeyQuest</title>');
  });

  it("uses a video lesson's own page title where it has one, in the page's language", () => {
    const global = renderShell(TEMPLATE, {
      path: '/product/video-course/what-is-keyquest',
      edition: 'global',
    });
    expect(global.html).toContain('<title>What is KeyQuest? Typing lessons and games for children</title>');
    expect(global.html).toContain(
      '<meta property="og:title" content="What is KeyQuest? Typing lessons and games for children" />',
    );
    const cn = renderShell(TEMPLATE, { path: '/product/video-course/what-is-keyquest', edition: 'cn' });
    expect(cn.html).toContain('<title>KeyQuest 是什么？给孩子的打字课程与游戏</title>');
  });

  it('gives the help pages keywords and the not-found page a title', () => {
    const keywords = (path: string) =>
      /<meta name="keywords" content="([^"]*)"/.exec(
        renderShell(TEMPLATE, { path, edition: 'global' }).html,
      )?.[1];
    expect(keywords('/faq')).toContain('typing FAQ');
    expect(keywords('/contact')).toContain('feedback');
    expect(keywords('/legal/tos')).toContain('terms of service');
    expect(keywords('/legal/private')).toContain('privacy policy');
    expect(renderShell(TEMPLATE, { path: '/blog/nope', edition: 'global' }).html).toContain(
      '<title>Page not found | KeyQuest</title>',
    );
    expect(renderShell(TEMPLATE, { path: '/blog/nope', edition: 'cn' }).html).toContain(
      '<title>页面不存在 | KeyQuest</title>',
    );
  });

  it('escapes text it writes into the page', () => {
    const { html } = renderShell(TEMPLATE, { path: '/blog/%3Cscript%3E', edition: 'global' });
    expect(html).not.toContain('<script>');
  });

  it('serves the China-region edition on the hosts listed in CN_HOSTS', () => {
    const env = { EDITION: 'global' as const, CN_HOSTS: ['cn.keyquest.example'] };
    expect(editionForHost(env, 'cn.keyquest.example')).toBe('cn');
    expect(editionForHost(env, 'CN.keyquest.example:8080')).toBe('cn');
    expect(editionForHost(env, 'keyquest.example')).toBe('global');
  });
});
