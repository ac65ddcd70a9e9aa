import type { Stars } from '../../../engine';

/**
 * The heading of a lesson's report: "Lesson complete" only when the lesson was passed (a star at least); a
 * failed attempt says so, as the verdict under it does.
 */
export function lessonReportHeading(stars: Stars) {
  return stars >= 1
    ? { id: 'lesson.report.heading', defaultMessage: 'Lesson complete: {title}' }
    : { id: 'lesson.report.headingNotPassed', defaultMessage: 'Not passed yet: {title}' };
}
