import { useState, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { SCHOOL_LOGO_MAX_BYTES, type ExportFormat } from '../../../contracts';
import { useDownload, useSchoolLogo } from '../../queries/exports';
import styles from '../../components/class-area/ClassArea.module.css';

/** The school report of the period shown, as CSV or as a printable PDF (the server makes both). */
export function SchoolReportDownloads({ characterId, days }: { characterId: number; days: 7 | 30 | 90 }) {
  const report = useDownload('schoolExport');
  const button = (format: ExportFormat) => (
    <button
      type="button"
      className={styles.secondary}
      disabled={report.isPending}
      onClick={() => report.mutate({ characterId, days, format })}
    >
      {format === 'csv' ? (
        <FormattedMessage id="classes.stats.csv" defaultMessage="Export CSV" />
      ) : (
        <FormattedMessage id="classes.export.pdf" defaultMessage="Report (PDF)" />
      )}
    </button>
  );
  return (
    <>
      {button('csv')}
      {button('pdf')}
    </>
  );
}

/** The school's logo for its reports and certificates: a PNG or JPEG of at most 200 KB. */
export function SchoolLogoForm({ characterId }: { characterId: number }) {
  const logo = useSchoolLogo(characterId);
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setTooLarge(file.size > SCHOOL_LOGO_MAX_BYTES);
    if (file.size > SCHOOL_LOGO_MAX_BYTES) return;
    const reader = new FileReader();
    reader.onload = () => logo.mutate(String(reader.result));
    reader.readAsDataURL(file);
  };
  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-logo">
      <h2 id="school-logo" className={styles.sectionTitle}>
        <FormattedMessage id="school.logo.title" defaultMessage="Logo on certificates and reports" />
      </h2>
      <label className={styles.field}>
        <FormattedMessage id="school.logo.choose" defaultMessage="A PNG or JPEG picture, at most 200 KB" />
        <input type="file" accept="image/png,image/jpeg" onChange={choose} />
      </label>
      <p role="status">
        {tooLarge && (
          <FormattedMessage
            id="error.SCHOOL_LOGO_INVALID"
            defaultMessage="The logo must be a PNG or JPEG picture of at most 200 KB"
          />
        )}
        {logo.data?.hasLogo && (
          <FormattedMessage id="school.logo.saved" defaultMessage="The logo is saved." />
        )}
      </p>
      {logo.data?.hasLogo && (
        <button type="button" className={styles.secondary} onClick={() => logo.mutate('')}>
          <FormattedMessage id="school.logo.remove" defaultMessage="Remove the logo" />
        </button>
      )}
    </section>
  );
}
