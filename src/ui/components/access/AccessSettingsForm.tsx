import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FINGER_MARKS,
  ONE_HANDED,
  SPACINGS,
  TEXT_SIZES,
  type AccessSettings,
} from '../../../contracts/access-settings';
import { useAccessSettings, useSaveAccessSettings } from '../../queries/access';
import styles from './AccessSettings.module.css';

type Toggle = 'selfVoicing' | 'screenReader' | 'readableFont' | 'focusLine' | 'highContrast' | 'largeKeys';

const TOGGLES: readonly { name: Toggle; id: string; defaultMessage: string }[] = [
  {
    name: 'selfVoicing',
    id: 'access.selfVoicing',
    defaultMessage: 'Speak the next key and its finger to me',
  },
  { name: 'screenReader', id: 'access.screenReader', defaultMessage: 'I use a screen reader' },
  { name: 'readableFont', id: 'access.readableFont', defaultMessage: 'Easy-to-read letters' },
  { name: 'focusLine', id: 'access.focusLine', defaultMessage: 'Mark the word I am typing' },
  { name: 'highContrast', id: 'access.highContrast', defaultMessage: 'High contrast' },
  {
    name: 'largeKeys',
    id: 'access.largeKeys',
    defaultMessage: 'Large keys, one at a time, no clock (ages 4-6)',
  },
];

const SPACING_NAMES = {
  normal: { id: 'access.spacing.normal', defaultMessage: 'Normal' },
  wide: { id: 'access.spacing.wide', defaultMessage: 'Wide' },
  wider: { id: 'access.spacing.wider', defaultMessage: 'Wider' },
} as const;
const MARK_NAMES = {
  colours: { id: 'access.marks.colours', defaultMessage: 'Colours' },
  numbers: { id: 'access.marks.numbers', defaultMessage: 'Colours and finger numbers' },
} as const;
const HAND_NAMES = {
  both: { id: 'access.hands.both', defaultMessage: 'Both hands' },
  left: { id: 'access.hands.left', defaultMessage: 'Left hand only' },
  right: { id: 'access.hands.right', defaultMessage: 'Right hand only' },
} as const;

/**
 * Every accessibility setting of the current learner in one form (on /character and in the first-run offer):
 * speech, sound cues, reading, colour, young hands. Saved on the server for the character.
 */
export function AccessSettingsForm({ onSaved }: { onSaved?: () => void }) {
  const intl = useIntl();
  const id = useId();
  const current = useAccessSettings();
  const save = useSaveAccessSettings();
  const [draft, setDraft] = useState<AccessSettings | null>(null);
  const settings = draft ?? current.settings;
  const change = (next: Partial<AccessSettings>) => setDraft({ ...settings, ...next });

  return (
    <form
      className={styles.form}
      data-testid="access-settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(settings, {
          onSuccess: () => {
            setDraft(null);
            onSaved?.();
          },
        });
      }}
    >
      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="access.hearing" defaultMessage="Listening and speech" />
        </legend>
        {TOGGLES.slice(0, 2).map((toggle) => (
          <label key={toggle.name} className={styles.check}>
            <input
              type="checkbox"
              name={toggle.name}
              checked={settings[toggle.name]}
              onChange={(event) => change({ [toggle.name]: event.target.checked })}
            />
            {intl.formatMessage({ id: toggle.id, defaultMessage: toggle.defaultMessage })}
          </label>
        ))}
        <label className={styles.field}>
          <FormattedMessage id="access.cueVolume" defaultMessage="Sounds for right, wrong and finished" />
          <input
            type="range"
            name="cueVolume"
            min={0}
            max={100}
            step={10}
            value={settings.cueVolume}
            aria-valuetext={`${settings.cueVolume} %`}
            onChange={(event) => change({ cueVolume: Number(event.target.value) })}
          />
        </label>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="access.seeing" defaultMessage="Reading and colour" />
        </legend>
        {TOGGLES.slice(2, 5).map((toggle) => (
          <label key={toggle.name} className={styles.check}>
            <input
              type="checkbox"
              name={toggle.name}
              checked={settings[toggle.name]}
              onChange={(event) => change({ [toggle.name]: event.target.checked })}
            />
            {intl.formatMessage({ id: toggle.id, defaultMessage: toggle.defaultMessage })}
          </label>
        ))}
        <label className={styles.field} htmlFor={`${id}-size`}>
          <FormattedMessage id="access.textSize" defaultMessage="Text size" />
        </label>
        <select
          id={`${id}-size`}
          name="textSize"
          value={settings.textSize}
          onChange={(event) => change({ textSize: Number(event.target.value) as AccessSettings['textSize'] })}
        >
          {TEXT_SIZES.map((size) => (
            <option key={size} value={size}>{`${size} %`}</option>
          ))}
        </select>
        <label className={styles.field} htmlFor={`${id}-spacing`}>
          <FormattedMessage id="access.spacing" defaultMessage="Space between letters and words" />
        </label>
        <select
          id={`${id}-spacing`}
          name="spacing"
          value={settings.spacing}
          onChange={(event) => change({ spacing: event.target.value as AccessSettings['spacing'] })}
        >
          {SPACINGS.map((spacing) => (
            <option key={spacing} value={spacing}>
              {intl.formatMessage(SPACING_NAMES[spacing])}
            </option>
          ))}
        </select>
        <label className={styles.field} htmlFor={`${id}-marks`}>
          <FormattedMessage id="access.marks" defaultMessage="How fingers are shown" />
        </label>
        <select
          id={`${id}-marks`}
          name="fingerMarks"
          value={settings.fingerMarks}
          onChange={(event) => change({ fingerMarks: event.target.value as AccessSettings['fingerMarks'] })}
        >
          {FINGER_MARKS.map((marks) => (
            <option key={marks} value={marks}>
              {intl.formatMessage(MARK_NAMES[marks])}
            </option>
          ))}
        </select>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="access.hands" defaultMessage="Hands" />
        </legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="largeKeys"
            checked={settings.largeKeys}
            onChange={(event) => change({ largeKeys: event.target.checked })}
          />
          {intl.formatMessage({ id: TOGGLES[5]!.id, defaultMessage: TOGGLES[5]!.defaultMessage })}
        </label>
        <label className={styles.field} htmlFor={`${id}-hand`}>
          <FormattedMessage id="access.oneHanded" defaultMessage="I type with" />
        </label>
        <select
          id={`${id}-hand`}
          name="oneHanded"
          value={settings.oneHanded}
          onChange={(event) => change({ oneHanded: event.target.value as AccessSettings['oneHanded'] })}
        >
          {ONE_HANDED.map((hand) => (
            <option key={hand} value={hand}>
              {intl.formatMessage(HAND_NAMES[hand])}
            </option>
          ))}
        </select>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          <FormattedMessage id="access.save" defaultMessage="Save these settings" />
        </button>
        <p role="status" className={styles.status}>
          {save.isSuccess && draft === null && (
            <FormattedMessage id="access.saved" defaultMessage="Saved for this learner." />
          )}
          {save.isError && <FormattedMessage id="access.failed" defaultMessage="Not saved. Try again." />}
        </p>
      </div>
    </form>
  );
}
