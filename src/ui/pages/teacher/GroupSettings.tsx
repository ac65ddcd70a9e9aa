import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Group, KeyboardLayoutId } from '../../../contracts';
import { KEYBOARD_LAYOUT_IDS } from '../../../contracts/constants';
import { LAYOUT_NAMES } from '../../components/keyboard-layout/layout-names';
import {
  ConfirmDeleteForm,
  type DeleteConfirmation,
} from '../../components/confirm-delete/ConfirmDeleteForm';
import { describeError } from '../../api/errors';
import { useGroupChanges } from '../../queries/groups';
import { classExperimentQuery } from '../../queries/experiments';
import { ARM_NAMES } from '../../components/experiments/arm-names';
import styles from '../../components/class-area/ClassArea.module.css';

/**
 * The keyboard the whole class types on (a school computer room), or each student's own: the students' lessons
 * draw and grade the class's layout while they are in it.
 */
function ClassKeyboard({
  characterId,
  groupId,
  group,
}: {
  characterId: number;
  groupId: number;
  group: Group;
}) {
  const intl = useIntl();
  const [value, setValue] = useState<KeyboardLayoutId | ''>(group.keyboardLayout ?? '');
  const { layout } = useGroupChanges(characterId, groupId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    layout.mutate(value === '' ? null : value);
  };
  return (
    <section className={styles.section} aria-labelledby="class-keyboard-title">
      <h2 id="class-keyboard-title" className={styles.sectionTitle}>
        <FormattedMessage id="classes.settings.keyboard" defaultMessage="The class's keyboard" />
      </h2>
      <p>
        <FormattedMessage
          id="classes.settings.keyboardText"
          defaultMessage="In a computer room where every keyboard is the same, choose it here: your students' lessons then show and grade its keys. Otherwise each student types on the keyboard they chose."
        />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <FormattedMessage id="classes.settings.keyboardLabel" defaultMessage="Keyboard" />
          <select
            value={value}
            onChange={(event) => setValue(event.target.value as KeyboardLayoutId | '')}
            data-testid="class-keyboard"
          >
            <option value="">
              {intl.formatMessage({
                id: 'classes.settings.keyboardOwn',
                defaultMessage: "Each student's own",
              })}
            </option>
            {KEYBOARD_LAYOUT_IDS.map((id) => (
              <option key={id} value={id}>
                {intl.formatMessage(LAYOUT_NAMES[id])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button} disabled={layout.isPending}>
          <FormattedMessage id="classes.members.save" defaultMessage="Save" />
        </button>
      </form>
      {layout.isSuccess && (
        <p role="status">
          <FormattedMessage id="classes.settings.keyboardSaved" defaultMessage="Saved." />
        </p>
      )}
      {layout.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(layout.error))}
        </p>
      )}
    </section>
  );
}

/** The study a school class is in, as its school set it (the teacher reads it; the school's administrator sets it). */
function ClassStudy({ characterId, groupId }: { characterId: number; groupId: number }) {
  const intl = useIntl();
  const study = useQuery(classExperimentQuery(characterId, groupId));
  if (!study.data) return null;
  const arm = study.data.arm;
  return (
    <section className={styles.section} aria-labelledby="class-study-title">
      <h2 id="class-study-title" className={styles.sectionTitle}>
        <FormattedMessage id="experiments.classTitle" defaultMessage="Study" />
      </h2>
      <p data-testid="class-study">
        {arm ? (
          <FormattedMessage
            id="experiments.classIn"
            defaultMessage="Your school put this class in a study of the course, arm {arm}. Every student of the class practises in it, and each result is recorded with it; the school's administrator changes or ends it."
            values={{ arm: intl.formatMessage(ARM_NAMES[arm]) }}
          />
        ) : (
          <FormattedMessage id="experiments.classNone" defaultMessage="This class is in no study." />
        )}
      </p>
    </section>
  );
}

/** Rename the class, or delete it with its data (the ticked acknowledgement and the password, spec 5). */
export function GroupSettings({
  characterId,
  groupId,
  group,
}: {
  characterId: number;
  groupId: number;
  group: Group;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [name, setName] = useState(group.name);
  const { rename, remove } = useGroupChanges(characterId, groupId);
  const removeGroup = (confirmation: DeleteConfirmation) =>
    remove.mutate(confirmation, { onSuccess: () => void navigate('/teacher') });
  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name);
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="rename-title">
        <h2 id="rename-title" className={styles.sectionTitle}>
          <FormattedMessage id="classes.settings.rename" defaultMessage="Rename the class" />
        </h2>
        <form className={styles.form} onSubmit={submitRename} noValidate>
          <label className={styles.field}>
            <FormattedMessage id="classes.home.groupName" defaultMessage="Class name" />
            <input value={name} maxLength={30} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" className={styles.button}>
            <FormattedMessage id="classes.members.save" defaultMessage="Save" />
          </button>
        </form>
        {rename.isError && (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(describeError(rename.error))}
          </p>
        )}
      </section>
      <ClassKeyboard characterId={characterId} groupId={groupId} group={group} />
      {group.schoolName !== null && <ClassStudy characterId={characterId} groupId={groupId} />}
      <section className={styles.section} aria-labelledby="delete-title">
        <h2 id="delete-title" className={styles.sectionTitle}>
          <FormattedMessage id="classes.settings.delete" defaultMessage="Delete the class" />
        </h2>
        <p>
          <FormattedMessage
            id="classes.settings.deleteText"
            defaultMessage="Deleting the class removes its students from it, its invitation and its assignments. The students keep their own results. This cannot be undone."
          />
        </p>
        <ConfirmDeleteForm
          classes={styles}
          acknowledgement={
            <FormattedMessage
              id="classes.settings.acknowledge"
              defaultMessage="I understand that this cannot be undone"
            />
          }
          button={<FormattedMessage id="classes.settings.deleteButton" defaultMessage="Delete the class" />}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={removeGroup}
        />
      </section>
    </>
  );
}
