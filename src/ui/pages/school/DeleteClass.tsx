import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  ConfirmDeleteForm,
  type DeleteConfirmation,
} from '../../components/confirm-delete/ConfirmDeleteForm';
import styles from '../../components/class-area/ClassArea.module.css';
import { useSchoolChanges } from '../../queries/groups';

/** Deletes a class and the accounts the school opened in it, after the acknowledgement and the password. */
export function DeleteClass({
  characterId,
  groupId,
  name,
}: {
  characterId: number;
  groupId: number;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const remove = useSchoolChanges(characterId).deleteClass;
  if (!open) {
    return (
      <button type="button" className={styles.danger} onClick={() => setOpen(true)}>
        <FormattedMessage id="school.deleteClass" defaultMessage="Delete the class and its data" />
      </button>
    );
  }
  return (
    <ConfirmDeleteForm
      label={name}
      classes={styles}
      acknowledgement={
        <FormattedMessage
          id="school.deleteAck"
          defaultMessage="Delete {name}, the accounts the school opened in it and all their results, for good"
          values={{ name }}
        />
      }
      button={<FormattedMessage id="classes.settings.deleteButton" defaultMessage="Delete the class" />}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={(confirmation: DeleteConfirmation) => remove.mutate({ groupId, ...confirmation })}
    />
  );
}
