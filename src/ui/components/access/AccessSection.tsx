import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_ACCESS_SETTINGS } from '../../../contracts/access-settings';
import { useAccessSettings, useSaveAccessSettings } from '../../queries/access';
import { AccessSettingsForm } from './AccessSettingsForm';
import styles from './AccessSettings.module.css';

/** /character's section: the current learner's accessibility settings. */
export function AccessSection() {
  const { canSave } = useAccessSettings();
  if (!canSave) return null;
  return (
    <section className={styles.section} aria-labelledby="access-title" data-testid="access-section">
      <h2 id="access-title">
        <FormattedMessage id="access.title" defaultMessage="Help with seeing, hearing and typing" />
      </h2>
      <AccessSettingsForm />
    </section>
  );
}

/**
 * The first-run offer (on the course map, until the learner answers it once): the same settings, opened on
 * request; "Not now" keeps the usual ones, and the offer is not made again (the settings are then saved).
 */
export function AccessOffer() {
  const { canSave, saved, loading } = useAccessSettings();
  const save = useSaveAccessSettings();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (!canSave || loading || (saved && !open) || done) return null;
  return (
    <section className={styles.section} aria-labelledby="access-offer-title" data-testid="access-offer">
      <h2 id="access-offer-title">
        <FormattedMessage
          id="access.offer"
          defaultMessage="Should KeyQuest speak to you, show bigger letters or finger numbers?"
        />
      </h2>
      {open ? (
        <AccessSettingsForm onSaved={() => setDone(true)} />
      ) : (
        <div className={styles.offer}>
          <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
            <FormattedMessage id="access.offer.open" defaultMessage="Choose what helps me" />
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={save.isPending}
            onClick={() => save.mutate({ ...DEFAULT_ACCESS_SETTINGS }, { onSuccess: () => setDone(true) })}
          >
            <FormattedMessage id="access.offer.later" defaultMessage="Not now" />
          </button>
        </div>
      )}
    </section>
  );
}
