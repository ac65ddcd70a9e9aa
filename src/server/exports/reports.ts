import Papa from 'papaparse';
import {
  LOCALE_TAGS,
  type ExportFile,
  type ExportFormat,
  type GroupStats,
  type LocaleCode,
  type SchoolReport,
  type StudentStat,
} from '../../contracts';
import { translate } from '../i18n';
import { type Column, documentBytes, drawHeading, drawTable, longDate, newDocument } from './pdf';

/**
 * A class's and a school's progress as files: CSV (papaparse; a byte order mark so spreadsheet programs read the
 * names as UTF-8) or a printable PDF report (pdfkit), with the same columns and the same figures as the pages.
 */

type SchoolRow = SchoolReport['classes'][number] | SchoolReport['teachers'][number];

function formats(language: LocaleCode) {
  const tag = LOCALE_TAGS[language];
  const one = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return {
    t: (id: string, values: Record<string, string | number> = {}) => translate(language, id, values),
    one: (value: number | null) => (value === null ? '' : one.format(value)),
    whole: (value: number) => whole.format(value),
    percent: (value: number | null) => (value === null ? '' : whole.format(value * 100)),
  };
}

/** The figures a student's, a class's and a teacher's rows share: time, lessons passed, speed, accuracy. */
interface Figures {
  durationMs: number;
  lessonsPassed: number;
  wpm: number;
  accuracy: number;
}

function figureColumns<Row extends Figures>(language: LocaleCode): Column<Row>[] {
  const { t, one, whole, percent } = formats(language);
  const right = 'right' as const;
  return [
    {
      title: t('classes.csv.minutes'),
      width: 2,
      value: (row) => whole(row.durationMs / 60_000),
      align: right,
    },
    { title: t('classes.stats.lessons'), width: 2, value: (row) => String(row.lessonsPassed), align: right },
    { title: 'WPM', width: 1.6, value: (row) => one(row.wpm), align: right },
    { title: t('classes.csv.accuracy'), width: 2, value: (row) => percent(row.accuracy), align: right },
  ];
}

function studentColumns(language: LocaleCode): Column<StudentStat>[] {
  const { t, one } = formats(language);
  const [minutes, lessons, wpm, accuracy] = figureColumns<StudentStat>(language);
  return [
    { title: t('classes.members.nickname'), width: 3, value: (row) => row.nickname },
    { title: t('classes.members.remark'), width: 3, value: (row) => row.remarkName ?? '' },
    { title: t('classes.csv.activeDays'), width: 2, value: (row) => String(row.activeDays), align: 'right' },
    minutes!,
    lessons!,
    wpm!,
    { title: t('classes.csv.goalWpm'), width: 2, value: (row) => one(row.goalWpm), align: 'right' },
    accuracy!,
    { title: t('classes.csv.lastActive'), width: 2.4, value: (row) => row.lastActiveDay ?? '' },
    {
      title: t('classes.csv.stuck'),
      width: 3,
      value: (row) => row.stuckLessons.map((s) => s.slug).join(' '),
    },
  ];
}

function schoolColumns(language: LocaleCode, first: Column<SchoolRow>): Column<SchoolRow>[] {
  const { t } = formats(language);
  const active = (row: SchoolRow) => `${row.activeStudents} / ${row.memberCount}`;
  return [
    first,
    { title: t('classes.stats.active'), width: 2, value: active, align: 'right' },
    ...figureColumns<SchoolRow>(language),
  ];
}

/** The rows as a CSV file: a header of the columns' titles, a line per row. */
function csvOf<Row>(columns: Column<Row>[], rows: Row[]): Buffer {
  const csv = Papa.unparse({
    fields: columns.map((column) => column.title),
    data: rows.map((row) => columns.map((column) => column.value(row))),
  });
  return Buffer.from(`\uFEFF${csv}`, 'utf8');
}

const file = (fileName: string, format: ExportFormat, bytes: Buffer): ExportFile => ({
  fileName: `${fileName}.${format}`,
  contentType: format === 'pdf' ? 'application/pdf' : 'text/csv;charset=utf-8',
  base64: bytes.toString('base64'),
});

export interface ReportHeading {
  name: string;
  schoolName: string | null;
  logo: Buffer | null;
  language: LocaleCode;
  now: Date;
}

/** A class's figures (the teacher's statistics of the window) as CSV or PDF. */
export async function classReportFile(
  stats: GroupStats,
  heading: ReportHeading,
  format: ExportFormat,
): Promise<ExportFile> {
  const columns = studentColumns(heading.language);
  const name = `class-${stats.groupId}-${stats.from}-${stats.to}`;
  if (format === 'csv') return file(name, format, csvOf(columns, stats.students));
  const { t, one, whole, percent } = formats(heading.language);
  const title = t('server.export.classTitle', { name: heading.name });
  const doc = newDocument(heading.language, title, 'landscape');
  drawHeading(doc, {
    title,
    logo: heading.logo,
    lines: [
      ...(heading.schoolName ? [heading.schoolName] : []),
      t('server.export.period', { from: stats.from, to: stats.to, days: stats.days }),
      t('server.export.summary', {
        active: stats.activeStudents,
        members: stats.memberCount,
        minutes: whole(stats.durationMs / 60_000),
        lessons: stats.lessonsPassed,
        wpm: one(stats.wpm),
        accuracy: percent(stats.accuracy),
      }),
      t('server.export.made', { date: longDate(heading.language, heading.now) }),
    ],
  });
  drawTable(doc, columns, stats.students);
  return file(name, format, await documentBytes(doc));
}

/** The school's figures per class and per teacher as CSV (one table, a kind column) or PDF (two tables). */
export async function schoolReportFile(
  report: SchoolReport,
  heading: ReportHeading,
  format: ExportFormat,
): Promise<ExportFile> {
  const { t } = formats(heading.language);
  const classColumns = schoolColumns(heading.language, {
    title: t('server.export.class'),
    width: 4,
    value: (row) =>
      'name' in row ? `${row.name}${row.teacherNickname ? ` (${row.teacherNickname})` : ''}` : '',
  });
  const teacherColumns = schoolColumns(heading.language, {
    title: t('server.export.teacher'),
    width: 4,
    value: (row) => ('nickname' in row ? row.nickname : ''),
  });
  const name = `school-${report.days}-days-${heading.now.toISOString().slice(0, 10)}`;
  if (format === 'csv') {
    const kind = (row: SchoolRow) => ('name' in row ? t('server.export.class') : t('server.export.teacher'));
    const columns = [
      { title: t('server.export.kind'), width: 1, value: kind },
      {
        ...classColumns[0]!,
        title: t('server.export.name'),
        value: (row: SchoolRow) => ('name' in row ? row.name : row.nickname),
      },
      ...classColumns.slice(1),
    ];
    return file(name, format, csvOf(columns, [...report.classes, ...report.teachers]));
  }
  const title = t('server.export.schoolTitle', { name: heading.name });
  const doc = newDocument(heading.language, title, 'portrait');
  drawHeading(doc, {
    title,
    logo: heading.logo,
    lines: [
      t('server.export.lastDays', { days: report.days }),
      t('server.export.made', { date: longDate(heading.language, heading.now) }),
    ],
  });
  drawTable(doc, classColumns, report.classes);
  doc.moveDown(1.5);
  drawTable(doc, teacherColumns, report.teachers);
  return file(name, format, await documentBytes(doc));
}
