import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Group } from '../../../contracts';
import {
  ConfirmDeleteForm,
  type DeleteConfirmation,
} from '../../components/confirm-delete/ConfirmDeleteForm';
import { describeError } from '../../api/errors';
import { useGroupChanges } from '../../queries/groups';
import styles from '../../components/class-area/ClassArea.module.css';

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
