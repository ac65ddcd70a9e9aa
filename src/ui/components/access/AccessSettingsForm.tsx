import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor as Message } from 'react-intl';
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
type Choose = 'textSize' | 'spacing' | 'fingerMarks' | 'oneHanded';
const TOGGLES: Record<Toggle, Message> = {
  selfVoicing: { id: 'access.selfVoicing', defaultMessage: 'Speak the next key and its finger to me' },
  screenReader: { id: 'access.screenReader', defaultMessage: 'I use a screen reader' },
  readableFont: { id: 'access.readableFont', defaultMessage: 'Easy-to-read letters' },
  focusLine: { id: 'access.focusLine', defaultMessage: 'Mark the word I am typing' },
  highContrast: { id: 'access.highContrast', defaultMessage: 'High contrast' },
  largeKeys: { id: 'access.largeKeys', defaultMessage: 'Large keys, one at a time, no clock (ages 4-6)' },
};

/** Each setting chosen from a list: its label and its values. */
const CHOICES: { [K in Choose]: { label: Message; values: readonly AccessSettings[K][] } } = {
  textSize: { label: { id: 'access.textSize', defaultMessage: 'Text size' }, values: TEXT_SIZES },
  spacing: {
    label: { id: 'access.spacing', defaultMessage: 'Space between letters and words' },
    values: SPACINGS,
  },
  fingerMarks: {
    label: { id: 'access.marks', defaultMessage: 'How fingers are shown' },
    values: FINGER_MARKS,
  },
  oneHanded: { label: { id: 'access.oneHanded', defaultMessage: 'I type with' }, values: ONE_HANDED },
};

/** What each value of a choice is called (no two choices share a value; text sizes are named in per cent). */
const VALUE_NAMES: Record<string, Message> = {
  normal: { id: 'access.spacing.normal', defaultMessage: 'Normal' },
  wide: { id: 'access.spacing.wide', defaultMessage: 'Wide' },
  wider: { id: 'access.spacing.wider', defaultMessage: 'Wider' },
  colours: { id: 'access.marks.colours', defaultMessage: 'Colours' },
  numbers: { id: 'access.marks.numbers', defaultMessage: 'Colours and finger numbers' },
  both: { id: 'access.hands.both', defaultMessage: 'Both hands' },
  left: { id: 'access.hands.left', defaultMessage: 'Left hand only' },
  right: { id: 'access.hands.right', defaultMessage: 'Right hand only' },
};

interface FieldProps {
  settings: AccessSettings;
  change: (next: Partial<AccessSettings>) => void;
}

/** One setting that is on or off: a labelled checkbox. */
function Check({ name, settings, change }: FieldProps & { name: Toggle }) {
  const intl = useIntl();
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        name={name}
        checked={settings[name]}
        onChange={(event) => change({ [name]: event.target.checked })}
      />
      {intl.formatMessage(TOGGLES[name])}
    </label>
  );
}

/** One setting chosen from its list (CHOICES): a labelled select. Numbers are named as per cent. */
function Choice({ name, settings, change }: FieldProps & { name: Choose }) {
  const intl = useIntl();
  const id = `${useId()}-${name}`;
  const { label, values } = CHOICES[name];
  const nameOf = (value: string | number) =>
    typeof value === 'number' ? `${value} %` : intl.formatMessage(VALUE_NAMES[value]!);
  return (
    <>
      <label className={styles.field} htmlFor={id}>
        {intl.formatMessage(label)}
      </label>
      <select
        id={id}
        name={name}
        value={settings[name]}
        onChange={(event) => change({ [name]: values.find((value) => String(value) === event.target.value) })}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {nameOf(value)}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * Every accessibility setting of the current learner in one form (on /character and in the first-run offer):
 * speech, sound cues, reading, colour, young hands. Saved on the server for the character.
 */
export function AccessSettingsForm({ onSaved }: { onSaved?: () => void }) {
  const current = useAccessSettings();
  const save = useSaveAccessSettings();
  const [draft, setDraft] = useState<AccessSettings | null>(null);
  const settings = draft ?? current.settings;
  const change = (next: Partial<AccessSettings>) => setDraft({ ...settings, ...next });
  const field = { settings, change };

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
        <Check name="selfVoicing" {...field} />
        <Check name="screenReader" {...field} />
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
        <Check name="readableFont" {...field} />
        <Check name="focusLine" {...field} />
        <Check name="highContrast" {...field} />
        <Choice name="textSize" {...field} />
        <Choice name="spacing" {...field} />
        <Choice name="fingerMarks" {...field} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>
          <FormattedMessage id="access.hands" defaultMessage="Hands" />
        </legend>
        <Check name="largeKeys" {...field} />
        <Choice name="oneHanded" {...field} />
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
