import { useState, type FormEvent, type ReactNode } from 'react';
import styles from './CodeEntryForm.module.css';

export interface CodeEntryFormProps {
  /** The field's id; its hint and error take it as their prefix. */
  id: string;
  label: ReactNode;
  /** A line under the label saying where such codes come from. */
  hint?: ReactNode;
  submit: ReactNode;
  /** The form's main action (a primary button) rather than one beside others. */
  primary?: boolean;
  placeholder?: string;
  /** Codes are shown in capitals as they are printed; an order number as typed. */
  capitals?: boolean;
  /** What an empty entry is told; without it the entry is sent as it is and the server answers. */
  requiredMessage?: string;
  pending?: boolean;
  /** The server's refusal, in words. */
  error?: string | null;
  /** What a success says (shown in a live region). */
  done?: ReactNode;
  doneTestId?: string;
  testId?: string;
  /** The entry, trimmed; `clear` empties the field (after a success). */
  onEnter: (entry: string, clear: () => void) => void;
}

/**
 * One field and its button for a code or number someone was given: a discount code, an activation code, an
 * order number. Its label, hint and error are tied to the field for screen readers.
 */
export function CodeEntryForm({
  id,
  label,
  hint,
  submit,
  primary = false,
  placeholder,
  capitals = true,
  requiredMessage,
  pending = false,
  error = null,
  done,
  doneTestId,
  testId,
  onEnter,
}: CodeEntryFormProps) {
  const [entry, setEntry] = useState('');
  const [missing, setMissing] = useState(false);
  const enter = (event: FormEvent) => {
    event.preventDefault();
    const value = entry.trim();
    const empty = value === '' && requiredMessage !== undefined;
    setMissing(empty);
    if (!empty) onEnter(value, () => setEntry(''));
  };
  const shown = missing ? requiredMessage! : error;
  const described = [hint ? `${id}-hint` : '', shown ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className={styles.form} onSubmit={enter} noValidate data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.row}>
        <input
          id={id}
          className={capitals ? `${styles.input} ${styles.capitals}` : styles.input}
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          required={requiredMessage !== undefined}
          aria-invalid={shown ? true : false}
          aria-describedby={described || undefined}
        />
        <button
          type="submit"
          className={primary ? 'button button-primary' : 'button button-secondary'}
          disabled={pending}
        >
          {submit}
        </button>
      </div>
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
      {done && (
        <p className={styles.done} role="status" data-testid={doneTestId}>
          {done}
        </p>
      )}
    </form>
  );
}
