import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EXPERIMENT_ARMS, type ExperimentArm, type SchoolClass } from '../../../contracts';
import { describeError } from '../../api/errors';
import { ARM_NAMES } from '../../components/experiments/arm-names';
import { classExperimentQuery, useSetClassExperiment } from '../../queries/experiments';
import { useDownload } from '../../queries/exports';
import styles from '../../components/class-area/ClassArea.module.css';

/** One class and its arm (or no study). */
function ClassArm({ characterId, row }: { characterId: number; row: SchoolClass }) {
  const intl = useIntl();
  const study = useQuery(classExperimentQuery(characterId, row.groupId));
  const arm = study.data?.arm ?? null;
  return (
    <li data-testid="school-study">
      {row.name}
      {': '}
      {study.data &&
        (arm
          ? intl.formatMessage(ARM_NAMES[arm])
          : intl.formatMessage({ id: 'experiments.noStudy', defaultMessage: 'in no study' }))}
    </li>
  );
}

/**
 * Studies of the course (docs/EVIDENCE.md): the school puts whole classes in an arm, with the consent its rules ask
 * for, and downloads its studies' anonymised keystroke logs for the analysis.
 */
export function SchoolStudies({
  characterId,
  classes,
}: {
  characterId: number;
  classes: readonly SchoolClass[];
}) {
  const intl = useIntl();
  const [groupId, setGroupId] = useState('');
  const [arm, setArm] = useState<ExperimentArm | ''>('');
  const [consent, setConsent] = useState(false);
  const change = useSetClassExperiment(characterId);
  const download = useDownload('researchExport');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!groupId) return;
    change.mutate({ groupId: Number(groupId), arm: arm || null, consent });
  };
  const error = change.error ?? download.error;
  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-studies">
      <h2 id="school-studies" className={styles.sectionTitle}>
        <FormattedMessage id="experiments.title" defaultMessage="Studies of the course" />
      </h2>
      <p>
        <FormattedMessage
          id="experiments.text"
          defaultMessage="A study compares two ways of practising on whole classes, never on a single child: every student of a class practises in its class's arm, and each result is recorded with it. The research export holds the studies' keystroke logs without names or account numbers."
        />
      </p>
      <ul>
        {classes.map((row) => (
          <ClassArm key={row.groupId} characterId={characterId} row={row} />
        ))}
      </ul>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <FormattedMessage id="experiments.class" defaultMessage="Class" />
          <select value={groupId} onChange={(event) => setGroupId(event.target.value)}>
            <option value="">
              {intl.formatMessage({ id: 'experiments.chooseClass', defaultMessage: 'Choose…' })}
            </option>
            {classes.map((row) => (
              <option key={row.groupId} value={row.groupId}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <FormattedMessage id="experiments.arm" defaultMessage="Arm" />
          <select value={arm} onChange={(event) => setArm(event.target.value as ExperimentArm | '')}>
            <option value="">
              {intl.formatMessage({ id: 'experiments.none', defaultMessage: 'No study' })}
            </option>
            {EXPERIMENT_ARMS.map((id) => (
              <option key={id} value={id}>
                {intl.formatMessage(ARM_NAMES[id])}
              </option>
            ))}
          </select>
        </label>
        {arm && (
          <label className={styles.check}>
            <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            <FormattedMessage
              id="experiments.consent"
              defaultMessage="The school has the consent its rules ask for (for children, their parents') to this study"
            />
          </label>
        )}
        <button type="submit" className={styles.button} disabled={change.isPending || !groupId}>
          <FormattedMessage id="classes.members.save" defaultMessage="Save" />
        </button>
      </form>
      {change.isSuccess && (
        <p role="status">
          <FormattedMessage id="classes.settings.keyboardSaved" defaultMessage="Saved." />
        </p>
      )}
      <button
        type="button"
        className={styles.secondary}
        disabled={download.isPending}
        onClick={() => download.mutate({ characterId })}
      >
        <FormattedMessage id="experiments.export" defaultMessage="Download the research export" />
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(error))}
        </p>
      )}
    </section>
  );
}
