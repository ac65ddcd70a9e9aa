import { expect, test, type Page } from '@playwright/test';
import { guestByApi } from './member';

/**
 * A saved custom course of Chinese text practised as a pinyin drill (its readings made in the browser), its
 * missed word reviewed as pinyin from the error-word notebook until it leaves, and a word of the learner's own
 * added to the notebook; typed with real key events.
 */

async function typeLetters(page: Page, letters: string, slips: Record<number, string> = {}) {
  for (const [position, char] of [...letters].entries()) {
    const slip = slips[position];
    if (slip) await page.keyboard.press(slip);
    await page.keyboard.press(char === ' ' ? 'Space' : char);
  }
}

test('a custom course of Chinese text is a pinyin drill, and its missed word is reviewed as pinyin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await guestByApi(page);

  await page.goto('/custom-courses');
  await page.getByTestId('custom-course-title').fill('银行');
  await page.getByTestId('custom-course-text').fill('我去银行');
  await page.getByTestId('custom-course-save').click();
  const practise = page.getByTestId('custom-course-practise');
  await expect(practise).toHaveAttribute('href', /^\/chapter\/pinyin\/custom-\d+$/);
  await practise.click();

  // Readings generated here (银行 yin hang): no "pinyin missing" message.
  await expect(page.getByRole('heading', { name: '银行' })).toBeVisible();
  await expect(page.getByTestId('pinyin-missing')).toHaveCount(0);
  await page.getByTestId('lesson-start').click();
  await expect(page.getByTestId('pinyin-text')).toContainText('yín银háng行');
  await page.screenshot({ path: '/tmp/notebook-custom-pinyin.png' });
  await typeLetters(page, 'wo qu yin hang', { 0: 'x' });
  await expect(page.getByTestId('performance-report')).toBeVisible();
  await expect(page.getByTestId('report-wrong')).toHaveText('1');
  // Accepted by the server, which replays it as the same pinyin drill.
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');

  await page.goto('/notebook');
  const entry = page.getByTestId('notebook-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Pinyin typing');
  await page.getByTestId('notebook-filter').selectOption('pinyin');
  const review = page.getByTestId('notebook-review');
  await expect(review).toHaveAttribute('href', '/chapter/pinyin/notebook-review-pinyin');
  await review.click();
  await page.getByTestId('lesson-start').click();
  // The word three times (the default word loop count), without a slip: it leaves the notebook.
  await typeLetters(page, ['wo qu yin hang', 'wo qu yin hang', 'wo qu yin hang'].join(' '));
  await expect(page.getByTestId('report-wrong')).toHaveText('0');
  await expect(page.getByTestId('attempt-save-status')).toHaveAttribute('data-state', 'saved');
  await page.goto('/notebook');
  await expect(page.getByTestId('notebook-empty')).toBeVisible();

  // A word of the learner's own, checked against what its mode can type.
  await page.getByTestId('notebook-add-mode').selectOption('numpad');
  await page.getByTestId('notebook-add-word').fill('giraffe');
  await page.getByTestId('notebook-add-word').press('Enter');
  await expect(page.getByTestId('notebook-add-error')).toHaveText(
    'Please enter one word of at most 30 characters that this practice can type',
  );
  await page.getByTestId('notebook-add-mode').selectOption('english');
  await page.getByTestId('notebook-add-word').press('Enter');
  await expect(page.getByTestId('notebook-entry')).toHaveAttribute('data-token', 'giraffe');
  await expect(page.getByTestId('notebook-entry')).toContainText('Due now');
  await page.screenshot({ path: '/tmp/notebook-page.png', fullPage: true });
});
