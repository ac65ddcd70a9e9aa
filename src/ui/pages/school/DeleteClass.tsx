import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';
import styles from '../teacher/Teacher.module.css';
import { characterKeys } from '../../queries/character';

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
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [acknowledge, setAcknowledge] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    meta: { handlesError: true },
    mutationFn: () =>
      api.deleteSchoolClass({ characterId, groupId, acknowledge, password: password || undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: characterKeys.one(characterId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate();
  };
  if (!open) {
    return (
      <button type="button" className={styles.danger} onClick={() => setOpen(true)}>
        <FormattedMessage id="school.deleteClass" defaultMessage="Delete the class and its data" />
      </button>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={name}>
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={acknowledge}
          onChange={(event) => setAcknowledge(event.target.checked)}
        />
        <FormattedMessage
          id="school.deleteAck"
          defaultMessage="Delete {name}, the accounts the school opened in it and all their results, for good"
          values={{ name }}
        />
      </label>
      <label className={styles.field}>
        <FormattedMessage id="classes.settings.password" defaultMessage="Your password" />
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit" className={styles.danger} disabled={remove.isPending}>
        <FormattedMessage id="classes.settings.deleteButton" defaultMessage="Delete the class" />
      </button>
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(remove.error))}
        </p>
      )}
    </form>
  );
}
