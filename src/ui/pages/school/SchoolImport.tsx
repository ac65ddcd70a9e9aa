import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { useSchoolChanges } from '../../queries/groups';
import { SignInSheet } from './SignInSheet';
import styles from '../../components/class-area/ClassArea.module.css';

/**
 * Opens student accounts from a CSV (a `class` column, an optional `name` column used only on the sheet) and
 * shows the printable sign-in sheet of the new usernames and passwords, one page per class.
 */
export function SchoolImport({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const [csv, setCsv] = useState('');
  const importing = useSchoolChanges(characterId).importStudents;
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    importing.mutate(csv);
  };
  return (
    <section className={styles.section} aria-labelledby="school-import">
      <h2 id="school-import" className={`${styles.sectionTitle} ${styles.noPrint}`}>
        <FormattedMessage id="school.import" defaultMessage="Open student accounts from a CSV" />
      </h2>
      <form className={`${styles.form} ${styles.noPrint}`} onSubmit={submit} noValidate>
        <p className={styles.note}>
          <FormattedMessage
            id="school.importNote"
            defaultMessage="One student per line under a header line with a class column (and, if you like, a name column: the name is printed on the sheet only and never stored). Each student gets a made-up username and a password; no e-mail or phone is asked."
          />
        </p>
        <label className={styles.field}>
          <FormattedMessage id="school.csvFile" defaultMessage="CSV file" />
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void readFile(event)}
            data-testid="csv-file"
          />
        </label>
        <label className={styles.field}>
          <FormattedMessage id="school.csvText" defaultMessage="Or paste it here" />
          <textarea
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            placeholder={'name,class\nAnna,4A'}
            data-testid="csv-text"
          />
        </label>
        <button type="submit" className={styles.button} disabled={importing.isPending || !csv.trim()}>
          <FormattedMessage id="school.importButton" defaultMessage="Open the accounts" />
        </button>
      </form>
      {importing.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(importing.error))}
        </p>
      )}
      {importing.data && <SignInSheet accounts={importing.data.accounts} />}
    </section>
  );
}
