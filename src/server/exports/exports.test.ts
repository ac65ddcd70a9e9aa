import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FINGER_COURSE } from '../../content';
import { LOCALE_CODES, type CertificateOptions, type ExportFile, type Group } from '../../contracts';
import { lessonProgress } from '../attempt/schema';
import { teacher, typeLesson } from '../groups/test-helpers';
import { call, guestWithStudent, suiteServer } from '../test/harness';
import { schoolWithChild, solidPng } from './test-helpers';

type Answer<T> = T & { errorCode?: string };

/**
 * Exports: a class's and a school's progress as CSV and PDF, certificates in five languages with the school's
 * logo. KEYQUEST_PDF_OUT=<folder> keeps the files (scripts/render-pdfs.mjs renders them to PNG to look at).
 * One database is enough: the queries are the statistics' own, tested on both.
 */
describe('exports (pglite)', () => {
  const server = suiteServer('pglite');
  const get = <T>(path: string, token: string, payload: Record<string, unknown>, language = 'ENG') =>
    call<Answer<T>>(server.app, 'GET', path, { token, payload, headers: { language } });
  const keep = (name: string, file: ExportFile) => {
    const folder = process.env.KEYQUEST_PDF_OUT;
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), Buffer.from(file.base64, 'base64'));
  };
  const isPdf = (file: ExportFile) => {
    const bytes = Buffer.from(file.base64, 'base64');
    expect(file.contentType).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The embedded font is a subset: the file stays small.
    expect(bytes.length).toBeLessThan(400_000);
    return bytes;
  };

  async function classWithPass() {
    const owner = await teacher(server.app, '林老師');
    const group = await call<Group>(server.app, 'POST', '/group/create', {
      token: owner.token,
      payload: { characterId: owner.characterId, name: '三年級 2 班' },
    });
    const student = await guestWithStudent(server.app, '小明');
    await call(server.app, 'POST', '/group/join', {
      token: student.token,
      payload: { characterId: student.characterId, code: group.body.joinCode },
    });
    const { answer } = await typeLesson(server.app, student.token, student.characterId);
    expect(answer.body.stars).toBeGreaterThan(0);
    return { owner, groupId: group.body.groupId, student };
  }

  it("a teacher downloads the class's progress as CSV and as a PDF report; another teacher cannot", async () => {
    const { owner, groupId } = await classWithPass();
    const scope = { characterId: owner.characterId, groupId, days: 7 };
    const csv = await get<ExportFile>('/export/class', owner.token, { ...scope, format: 'csv' });
    expect(csv.status).toBe(200);
    const text = Buffer.from(csv.body.base64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
    expect(rows).toEqual([expect.objectContaining({ Nickname: '小明', 'Lessons passed': '1' })]);

    for (const language of ['ENG', 'CHT'] as const) {
      const pdf = await get<ExportFile>('/export/class', owner.token, { ...scope, format: 'pdf' }, language);
      expect(pdf.status).toBe(200);
      isPdf(pdf.body);
      keep(`class-report-${language}.pdf`, pdf.body);
    }
    const other = await teacher(server.app);
    const refused = await get('/export/class', other.token, {
      ...scope,
      characterId: other.characterId,
      format: 'csv',
    });
    expect(refused.body.errorCode).toBe('GROUP_NOT_FOUND');
  });

  it('certificates: a speed reached and a finished course in five languages; nothing not earned', async () => {
    const { owner, groupId, student } = await classWithPass();
    const scope = { characterId: owner.characterId, groupId, studentId: student.characterId };
    const before = await get<CertificateOptions>('/export/certificate/options', owner.token, scope);
    expect(before.body.courses).toEqual([]);
    expect(before.body.speed).toBeGreaterThanOrEqual(5);
    const notYet = await get('/export/certificate', owner.token, {
      ...scope,
      kind: 'course',
      course: 'finger-placement',
    });
    expect(notYet.body.errorCode).toBe('CERTIFICATE_NOT_EARNED');
    const tooFast = await get('/export/certificate', owner.token, {
      ...scope,
      kind: 'speed',
      wpm: before.body.speed! + 5,
    });
    expect(tooFast.body.errorCode).toBe('CERTIFICATE_NOT_EARNED');

    // Every lesson of the finger course passed (written as the rollup holds it).
    const now = new Date();
    await server.database.db
      .insert(lessonProgress)
      .values(
        FINGER_COURSE.chapters
          .flatMap((chapter) => chapter.lessons)
          .map((lesson) => ({
            characterId: student.characterId,
            lessonSlug: lesson.slug,
            stars: 3,
            bestWpm: 31,
            bestAccuracy: 0.98,
            bestScore: 100,
            attempts: 1,
            passedAt: now,
            lastAttemptAt: now,
          })),
      )
      .onConflictDoNothing();
    const after = await get<CertificateOptions>('/export/certificate/options', owner.token, scope, 'JA');
    expect(after.body.courses).toEqual([{ slug: 'finger-placement', title: '指の位置' }]);
    for (const language of LOCALE_CODES) {
      const course = await get<ExportFile>('/export/certificate', owner.token, {
        ...scope,
        kind: 'course',
        course: 'finger-placement',
        language,
      });
      expect(course.status).toBe(200);
      isPdf(course.body);
      keep(`certificate-course-${language}.pdf`, course.body);
    }
    const speed = await get<ExportFile>('/export/certificate', owner.token, {
      ...scope,
      kind: 'speed',
      wpm: 30,
    });
    keep('certificate-speed-ENG.pdf', speed.body);
    isPdf(speed.body);
    // A child of another class is not this teacher's.
    const stranger = await guestWithStudent(server.app, 'Zed');
    const refused = await get('/export/certificate/options', owner.token, {
      ...scope,
      studentId: stranger.characterId,
    });
    expect(refused.body.errorCode).toBe('STUDENT_NOT_FOUND');
  });

  it("a school sets its logo, which its certificates and reports carry; the school's report as CSV and PDF", async () => {
    const { admin, child, groupId } = await schoolWithChild(server.app, 'Sekolah Bukit Indah', '5 Melati');
    await typeLesson(server.app, child.token, child.characterId);
    const bad = await call<Answer<unknown>>(server.app, 'POST', '/school/logo', {
      token: admin.token,
      payload: {
        characterId: admin.characterId,
        logo: `data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}`,
      },
    });
    expect(bad.body.errorCode).toBe('SCHOOL_LOGO_INVALID');
    const logo = `data:image/png;base64,${solidPng(120, 80, [37, 99, 235]).toString('base64')}`;
    const set = await call(server.app, 'POST', '/school/logo', {
      token: admin.token,
      payload: { characterId: admin.characterId, logo },
    });
    expect(set.body).toEqual({ hasLogo: true });

    const options = await get<CertificateOptions>('/export/certificate/options', admin.token, {
      characterId: admin.characterId,
      groupId,
      studentId: child.characterId,
    });
    const withLogo = await get<ExportFile>('/export/certificate', admin.token, {
      characterId: admin.characterId,
      groupId,
      studentId: child.characterId,
      kind: 'speed',
      wpm: options.body.speed,
      language: 'MSA',
    });
    // The logo is an image in the file.
    expect(isPdf(withLogo.body).toString('latin1')).toContain('/Subtype /Image');
    keep('certificate-speed-logo-MSA.pdf', withLogo.body);

    const csv = await get<ExportFile>('/export/school', admin.token, {
      characterId: admin.characterId,
      days: 30,
      format: 'csv',
    });
    const rows = Papa.parse<Record<string, string>>(
      Buffer.from(csv.body.base64, 'base64').toString('utf8').slice(1),
      {
        header: true,
      },
    ).data;
    expect(rows).toEqual([
      expect.objectContaining({ Row: 'Class', Name: '5 Melati', 'Lessons passed': '1' }),
    ]);
    const pdf = await get<ExportFile>(
      '/export/school',
      admin.token,
      { characterId: admin.characterId, days: 30, format: 'pdf' },
      'CHS',
    );
    expect(isPdf(pdf.body).toString('latin1')).toContain('/Subtype /Image');
    keep('school-report-CHS.pdf', pdf.body);
  });
});
