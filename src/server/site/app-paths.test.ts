import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-paths';

describe("the app's own pages", () => {
  it('knows the app routes, lessons that exist and the practices of the lesson screens', async () => {
    for (const path of [
      '/chapter',
      '/chapter/',
      '/game-center?play=STAR_TREK',
      '/login/callback?code=x',
      '/report/shared/abc123',
      '/lesson/home-keys-f-and-j',
      '/lesson/notebook-review',
      '/lesson/notebook-review-english',
      '/lesson/custom-12',
      '/lesson/adaptive-words',
      '/lesson/typing-check',
      '/lesson/typing-check-covered',
      '/lesson/typing-check-retention',
      '/chapter/pinyin/own-text',
      '/chapter/pinyin/custom-3',
      '/chapter/pinyin/pinyin-a-o-e',
      '/chapter/chinese/chinese-hant-characters-1',
      '/points',
      '/toolbox',
      '/lottery',
      '/leaderboard',
      '/membership',
      '/membership/order/KQ20261126ABC',
      '/pay/sandbox/42',
      '/teacher',
      '/teacher/group/7',
      '/teacher/group/7/student/12',
      '/join',
      '/join/AB12CD',
      '/school',
    ]) {
      expect(await isAppPage(path), path).toBe(true);
    }
  });

  it('keeps the app shell the service worker stores for offline pages an app page (200, never 404)', async () => {
    expect(await isAppPage('/app-shell')).toBe(true);
  });

  it('knows no unknown path, lesson or Chinese lesson', async () => {
    for (const path of [
      '/nonexistent',
      '/groups',
      '/lesson/no-such-lesson',
      '/lesson/custom-0',
      '/lesson/typing-check-hidden',
      '/lesson/home-keys-f-and-j/extra',
      '/chapter/chinese/chinese-no-such',
      '/chapter/chinese/own-text',
      '/chapter/pinyin/home-keys-f-and-j',
      '/join/AB12CD/extra',
      '/membership/order',
      '/teacher/group/7/student',
    ]) {
      expect(await isAppPage(path), path).toBe(false);
    }
  });
});
