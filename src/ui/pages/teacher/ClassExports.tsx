import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_CODES, LOCALE_NAMES, type GroupStats, type LocaleCode } from '../../../contracts';
import { useLocaleStore } from '../../i18n/locale-store';
import { certificateOptionsQuery, useDownload } from '../../queries/exports';
import styles from '../../components/class-area/ClassArea.module.css';

/** The class's printable PDF report of the period shown (the server makes it). */
export function ClassReportPdf({ characterId, stats }: { characterId: number; stats: GroupStats }) {
  const report = useDownload('classExport');
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={report.isPending}
      onClick={() =>
        report.mutate({ characterId, groupId: stats.groupId, days: stats.days as 7 | 30 | 90, format: 'pdf' })
      }
    >
      <FormattedMessage id="classes.export.pdf" defaultMessage="Report (PDF)" />
    </button>
  );
}

/**
 * A certificate for a student: a course they finished or the speed they reached (what the server says they
 * earned), in one of the five languages, downloaded as a PDF.
 */
export function CertificateForm({ characterId, stats }: { characterId: number; stats: GroupStats }) {
  const intl = useIntl();
  const [studentId, setStudentId] = useState(stats.students[0]?.studentId ?? 0);
  const [language, setLanguage] = useState<LocaleCode>(useLocaleStore.getState().locale);
  const [choice, setChoice] = useState('');
  const options = useQuery({
    ...certificateOptionsQuery(characterId, stats.groupId, studentId),
    enabled: studentId > 0,
  });
  const certificate = useDownload('certificate');
  if (stats.students.length === 0) return null;
  const choices = [
    ...(options.data?.speed
      ? [
          {
            value: 'speed',
            label: intl.formatMessage(
              { id: 'classes.certificate.speed', defaultMessage: 'Speed: {wpm} WPM' },
              { wpm: options.data.speed },
            ),
          },
        ]
      : []),
    ...(options.data?.courses ?? []).map((course) => ({
      value: `course:${course.slug}`,
      label: intl.formatMessage(
        { id: 'classes.certificate.course', defaultMessage: 'Course finished: {course}' },
        { course: course.title },
      ),
    })),
  ];
  const chosen = choices.some((entry) => entry.value === choice) ? choice : (choices[0]?.value ?? '');
  const download = () => {
    const scope = { characterId, groupId: stats.groupId, studentId, language };
    if (chosen === 'speed')
      certificate.mutate({ ...scope, kind: 'speed', wpm: options.data?.speed ?? undefined });
    else certificate.mutate({ ...scope, kind: 'course', course: chosen.slice('course:'.length) });
  };
  return (
    <section aria-labelledby="certificate-title" className={styles.noPrint} data-testid="certificate-form">
      <h3 id="certificate-title">
        <FormattedMessage id="classes.certificate.title" defaultMessage="Certificates" />
      </h3>
      <div className={styles.row}>
        <label className={styles.field}>
          <FormattedMessage id="classes.certificate.student" defaultMessage="Student" />
          <select value={studentId} onChange={(event) => setStudentId(Number(event.target.value))}>
            {stats.students.map((student) => (
              <option key={student.studentId} value={student.studentId}>
                {student.remarkName ?? student.nickname}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="classes.certificate.for" defaultMessage="For" />
          <select
            value={chosen}
            onChange={(event) => setChoice(event.target.value)}
            disabled={!choices.length}
          >
            {choices.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="classes.certificate.language" defaultMessage="Language" />
          <select value={language} onChange={(event) => setLanguage(event.target.value as LocaleCode)}>
            {LOCALE_CODES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.secondary}
          disabled={!chosen || certificate.isPending}
          onClick={download}
        >
          <FormattedMessage id="classes.certificate.download" defaultMessage="Download certificate" />
        </button>
      </div>
      {options.data && choices.length === 0 && (
        <p>
          <FormattedMessage
            id="classes.certificate.none"
            defaultMessage="Nothing to certify yet: a certificate needs a passed lesson or a finished course."
          />
        </p>
      )}
    </section>
  );
}
