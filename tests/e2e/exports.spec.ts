import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiSession } from './api-session';
import { takeLesson } from './take-lesson';

/**
 * A teacher downloads the class's PDF report and a student's certificate from the class page (accounts, class
 * and membership made through the API; the student's lesson typed in the browser, the result the server keeps).
 * The files' look is checked by rendering them (scripts/render-pdfs.mjs); here, that they are the PDFs asked for.
 */
test('a teacher downloads the class report and a certificate as PDFs', async ({ browser, baseURL }) => {
  const teacher = await apiSession(browser, baseURL!, 'teacher', 'Ms Tan');
  const student = await apiSession(browser, baseURL!, 'student', 'Aiko');
  const group = await teacher.call<{ groupId: number; joinCode: string }>('POST', '/group/create', {
    characterId: teacher.characterId,
    name: 'Class 4B',
  });
  await student.call('POST', '/group/join', { characterId: student.characterId, code: group.joinCode });
  await takeLesson(student.page, 'home-keys-f-and-j');

  const { page } = teacher;
  await page.goto(`/teacher/group/${group.groupId}`);
  const stats = page.getByTestId('group-stats');
  await expect(stats.getByText('Aiko').first()).toBeVisible();

  const reportDownload = page.waitForEvent('download');
  await stats.getByRole('button', { name: 'Report (PDF)' }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toMatch(/^class-\d+-.*\.pdf$/);
  expect(
    readFileSync(await report.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  const form = page.getByTestId('certificate-form');
  await expect(form.getByLabel('For')).toContainText(/Speed: \d+ WPM/);
  await form.getByLabel('Language').selectOption('JA');
  const certificateDownload = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download certificate' }).click();
  const certificate = await certificateDownload;
  expect(certificate.suggestedFilename()).toMatch(
    new RegExp(`^certificate-${student.characterId}-\\d+wpm-ja\\.pdf$`),
  );
  expect(
    readFileSync(await certificate.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await teacher.context.close();
  await student.context.close();
});
