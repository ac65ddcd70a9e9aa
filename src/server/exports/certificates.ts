import { and, eq, isNotNull } from 'drizzle-orm';
import { CATALOGUE, loadCourse } from '../../content/catalogue';
import { localize } from '../../content/localize';
import {
  CERTIFICATE_SPEED_STEP,
  type CertificateKind,
  type CertificateOptions,
  type ExportFile,
  type KeyboardLayoutId,
  type LocaleCode,
} from '../../contracts';
import { lessonProgress } from '../attempt/schema';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { translate } from '../i18n';
import { ACCENT, INK, MUTED, documentBytes, longDate, newDocument } from './pdf';

/**
 * Certificates (docs/API.md, "Exports and privacy"): a PDF per child for a course whose every lesson they passed,
 * or for a speed reached in a passed lesson, in the five languages, with the school's logo when it has one. The
 * server certifies only what the child's results hold.
 */

interface Learner {
  id: number;
  keyboardLayout: string;
}

async function passedLessons(db: Executor, characterId: number) {
  return db
    .select({ slug: lessonProgress.lessonSlug, bestWpm: lessonProgress.bestWpm })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.characterId, characterId), isNotNull(lessonProgress.passedAt)));
}

/** The courses every lesson of which the child passed (on their keyboard layout), by slug. */
async function finishedCourses(learner: Learner, passed: Set<string>): Promise<string[]> {
  const finished: string[] = [];
  for (const entry of CATALOGUE) {
    if (entry.family === 'adaptive' || entry.lessonCount === 0) continue;
    const course = await loadCourse(entry.slug, learner.keyboardLayout as KeyboardLayoutId);
    const lessons = course?.chapters.flatMap((chapter) => chapter.lessons) ?? [];
    if (lessons.length > 0 && lessons.every((lesson) => passed.has(lesson.slug))) finished.push(entry.slug);
  }
  return finished;
}

/** What can be certified for a child: the finished courses and the best speed reached in a step of 5 WPM. */
export async function certificateOptions(
  db: Executor,
  learner: Learner,
  language: LocaleCode,
): Promise<CertificateOptions> {
  const passed = await passedLessons(db, learner.id);
  const best = Math.max(0, ...passed.map((row) => row.bestWpm));
  const speed = Math.floor(best / CERTIFICATE_SPEED_STEP) * CERTIFICATE_SPEED_STEP;
  // Only courses with a lesson passed can be finished: the others are not loaded.
  const slugs = passed.length ? await finishedCourses(learner, new Set(passed.map((row) => row.slug))) : [];
  return {
    courses: slugs.map((slug) => ({
      slug,
      title: localize(CATALOGUE.find((entry) => entry.slug === slug)!.title, language),
    })),
    speed: speed >= CERTIFICATE_SPEED_STEP ? speed : null,
  };
}

export interface CertificateRequest {
  kind: CertificateKind;
  course?: string | undefined;
  wpm?: number | undefined;
  language: LocaleCode;
}

export interface CertificateHeading {
  childName: string;
  className: string;
  schoolName: string | null;
  teacherName: string | null;
  logo: Buffer | null;
  now: Date;
}

/** What the certificate says the child did, after checking the child did it (else CERTIFICATE_NOT_EARNED). */
async function achievement(db: Executor, learner: Learner, request: CertificateRequest): Promise<string> {
  const options = await certificateOptions(db, learner, request.language);
  if (request.kind === 'course') {
    const course = options.courses.find((entry) => entry.slug === request.course);
    if (!course) throw fail('CERTIFICATE_NOT_EARNED');
    return translate(request.language, 'server.certificate.course', { course: course.title });
  }
  const wpm = request.wpm ?? options.speed;
  if (!wpm || !options.speed || wpm > options.speed || wpm % CERTIFICATE_SPEED_STEP !== 0)
    throw fail('CERTIFICATE_NOT_EARNED');
  return translate(request.language, 'server.certificate.speed', { wpm });
}

/** The certificate: one A4 landscape page. */
export async function certificateFile(
  db: Executor,
  learner: Learner,
  request: CertificateRequest,
  heading: CertificateHeading,
): Promise<ExportFile> {
  const line = await achievement(db, learner, request);
  const t = (id: string, values: Record<string, string | number> = {}) =>
    translate(request.language, id, values);
  const title = t('server.certificate.title');
  const doc = newDocument(request.language, `${title}: ${heading.childName}`, 'landscape');
  const { width, height } = doc.page;
  doc
    .rect(20, 20, width - 40, height - 40)
    .lineWidth(4)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  const inner = { x: 70, width: width - 140 };
  const centred = { width: inner.width, align: 'center' as const };
  let y = 60;
  if (heading.logo) {
    doc.image(heading.logo, width / 2 - 50, y, { fit: [100, 70], align: 'center', valign: 'center' });
    y += 80;
  } else y += 30;
  doc.font('bold').fontSize(34).fillColor(ACCENT).text(title, inner.x, y, centred);
  doc
    .moveDown(0.6)
    .font('regular')
    .fontSize(14)
    .fillColor(MUTED)
    .text(t('server.certificate.certifies'), centred);
  doc.moveDown(0.4).font('bold').fontSize(30).fillColor(INK).text(heading.childName, centred);
  doc.moveDown(0.5).font('regular').fontSize(16).fillColor(INK).text(line, centred);
  const place = [heading.schoolName, heading.className].filter(Boolean).join(' · ');
  doc.moveDown(0.8).fontSize(12).fillColor(MUTED).text(place, centred);

  const footY = height - 120;
  const half = inner.width / 2 - 40;
  doc.fontSize(12).fillColor(INK);
  doc.text(longDate(request.language, heading.now), inner.x, footY, { width: half, align: 'center' });
  doc.text(heading.teacherName ?? heading.schoolName ?? '', inner.x + inner.width - half, footY, {
    width: half,
    align: 'center',
  });
  doc.lineWidth(0.8).strokeColor(MUTED);
  doc
    .moveTo(inner.x, footY + 22)
    .lineTo(inner.x + half, footY + 22)
    .stroke();
  doc
    .moveTo(inner.x + inner.width - half, footY + 22)
    .lineTo(inner.x + inner.width, footY + 22)
    .stroke();
  doc.fontSize(10).fillColor(MUTED);
  doc.text(t('server.certificate.date'), inner.x, footY + 28, { width: half, align: 'center' });
  doc.text(
    t(heading.teacherName ? 'server.certificate.teacher' : 'server.certificate.school'),
    inner.x + inner.width - half,
    footY + 28,
    {
      width: half,
      align: 'center',
    },
  );
  const kind = request.kind === 'course' ? request.course : `${request.wpm ?? 'speed'}wpm`;
  return {
    fileName: `certificate-${learner.id}-${kind}-${request.language.toLowerCase()}.pdf`,
    contentType: 'application/pdf',
    base64: (await documentBytes(doc)).toString('base64'),
  };
}
