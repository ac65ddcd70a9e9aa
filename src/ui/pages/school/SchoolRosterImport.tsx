import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { useSchoolChanges } from '../../queries/groups';
import { SignInSheet } from './SignInSheet';
import styles from '../../components/class-area/ClassArea.module.css';

/** What is sent: a OneRoster zip (base64), or its CSV files by name. */
type Roster = { zip: string } | { files: Record<string, string> };

/** The chosen files as the import call takes them: one zip as base64, else each CSV's text under its name. */
async function readRoster(files: readonly File[]): Promise<Roster | null> {
  const zip = files.find((file) => file.name.toLowerCase().endsWith('.zip'));
  if (zip) {
    const bytes = new Uint8Array(await zip.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return { zip: btoa(binary) };
  }
  const csvs = files.filter((file) => file.name.toLowerCase().endsWith('.csv'));
  if (csvs.length === 0) return null;
  return {
    files: Object.fromEntries(await Promise.all(csvs.map(async (file) => [file.name, await file.text()]))),
  };
}

/**
 * A OneRoster 1.1 roster (the school's information system's export: orgs, classes, users, enrollments), as a zip
 * or its CSV files. Importing it again updates the school: classes and people added, students moved between
 * classes, those no longer named taken out of the classes with their accounts and results kept (docs/API.md).
 */
export function SchoolRosterImport({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const [roster, setRoster] = useState<Roster | null>(null);
  const importing = useSchoolChanges(characterId).importRoster;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    importing.reset();
    setRoster(await readRoster([...(event.target.files ?? [])]));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roster) importing.mutate(roster);
  };
  const result = importing.data;
  return (
    <section className={styles.section} aria-labelledby="school-roster">
      <h2 id="school-roster" className={`${styles.sectionTitle} ${styles.noPrint}`}>
        <FormattedMessage id="school.roster" defaultMessage="Import a OneRoster roster" />
      </h2>
      <form className={`${styles.form} ${styles.noPrint}`} onSubmit={submit} noValidate>
        <p className={styles.note}>
          <FormattedMessage
            id="school.rosterNote"
            defaultMessage="Choose the roster your school's information system exports in OneRoster 1.1 form: its zip, or its CSV files (classes, users and enrollments). Import it again whenever it changes: students move to their new classes, and anyone it no longer names leaves the classes with their account and results kept."
          />
        </p>
        <label className={styles.field}>
          <FormattedMessage id="school.rosterFiles" defaultMessage="Roster zip or CSV files" />
          <input
            type="file"
            multiple
            accept=".zip,.csv,application/zip,text/csv"
            onChange={(event) => void choose(event)}
            data-testid="roster-files"
          />
        </label>
        <button type="submit" className={styles.button} disabled={importing.isPending || !roster}>
          <FormattedMessage id="school.rosterButton" defaultMessage="Import the roster" />
        </button>
      </form>
      {importing.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(importing.error))}
        </p>
      )}
      {result && (
        <p role="status" className={styles.note} data-testid="roster-result">
          <FormattedMessage
            id="school.rosterResult"
            defaultMessage="Imported: {students, plural, one {# student} other {# students}}, {teachers, plural, one {# teacher} other {# teachers}}, {classes, plural, one {# class} other {# classes}}. {moves, plural, one {# student joined or left a class} other {# students joined or left a class}}; {removed, plural, one {# person is} other {# people are}} no longer in the roster (accounts and results kept)."
            values={{
              students: result.students,
              teachers: result.teachers,
              classes: result.classes,
              moves: result.membershipChanges,
              removed: result.removed,
            }}
          />
        </p>
      )}
      {result && result.opened.length > 0 && <SignInSheet accounts={result.opened} />}
    </section>
  );
}
