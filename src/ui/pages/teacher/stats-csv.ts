import type { IntlShape } from 'react-intl';
import type { GroupStats } from '../../../contracts';

/** The class's statistics as a CSV file the browser downloads (papaparse writes it, loaded only now). */
export async function exportStatsCsv(stats: GroupStats, intl: IntlShape): Promise<void> {
  const Papa = (await import('papaparse')).default;
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const round = (value: number | null, digits = 1) => (value === null ? '' : Number(value.toFixed(digits)));
  const rows = stats.students.map((student) => ({
    [t('classes.members.nickname', 'Nickname')]: student.nickname,
    [t('classes.members.remark', 'Remark name')]: student.remarkName ?? '',
    [t('classes.csv.activeDays', 'Active days')]: student.activeDays,
    [t('classes.csv.minutes', 'Minutes')]: round(student.durationMs / 60_000),
    [t('classes.stats.lessons', 'Lessons passed')]: student.lessonsPassed,
    WPM: round(student.wpm),
    [t('classes.csv.goalWpm', 'Goal WPM')]: round(student.goalWpm),
    [t('classes.csv.accuracy', 'Accuracy %')]: round(student.accuracy * 100),
    [t('classes.csv.goalAccuracy', 'Goal accuracy %')]:
      student.goalAccuracy === null ? '' : round(student.goalAccuracy * 100),
    [t('classes.csv.lastActive', 'Last active')]: student.lastActiveDay ?? '',
    [t('classes.csv.absent', 'Absent')]: student.absent ? 1 : 0,
    [t('classes.csv.stuck', 'Stuck on')]: student.stuckLessons.map((lesson) => lesson.slug).join(' '),
  }));
  // A byte order mark, so spreadsheet programs read the names as UTF-8.
  const csv = `\uFEFF${Papa.unparse(rows)}`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `class-${stats.groupId}-${stats.from}-${stats.to}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
