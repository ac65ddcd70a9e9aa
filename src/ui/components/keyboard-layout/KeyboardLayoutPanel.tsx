import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LayoutId } from '../../../keyboard';
import { describeError } from '../../api/errors';
import { useCurrentCharacter } from '../../queries/groups';
import { LAYOUT_NAMES } from './layout-names';
import { LayoutChooser } from './LayoutChooser';
import { TabRow } from './TabRow';
import { useKeyboardLayoutChoice, useSaveKeyboardLayout } from '../../queries/keyboard-layout';
import styles from './KeyboardLayout.module.css';

/** The chooser with its save button; `onSaved` after the layout is kept. */
function ChooseAndSave({
  initial,
  asked,
  onSaved,
}: {
  initial: LayoutId;
  asked: boolean;
  onSaved?: () => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [picked, setPicked] = useState(asked);
  const save = useSaveKeyboardLayout();
  return (
    <>
      <LayoutChooser
        value={value}
        onChange={(id) => {
          setValue(id);
          setPicked(true);
        }}
        // The browser's suggestion is selected until the learner picks a card.
        onSuggest={(id) => {
          if (!picked) setValue(id);
        }}
      />
      {save.isError && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(describeError(save.error))}
        </p>
      )}
      <p className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => save.mutate(value, { onSuccess: () => onSaved?.() })}
          disabled={save.isPending}
          data-testid="layout-save"
        >
          <FormattedMessage
            id="keyboard.save"
            defaultMessage="Use {layout}"
            values={{ layout: intl.formatMessage(LAYOUT_NAMES[value]) }}
          />
        </button>
      </p>
    </>
  );
}

/**
 * The first-run step on the course map: until the learner (a student, or someone not signed in) has said which
 * keyboard they type on, the map asks, with pictures of each layout's row under Tab and the one this device
 * suggests. Once answered, a line names the layout, with a link to change it.
 */
export function KeyboardFirstRun() {
  const layout = useKeyboardLayoutChoice();
  const { character } = useCurrentCharacter();
  const intl = useIntl();
  if (layout.loading || (character && character.type !== 'STUDENT')) return null;
  if (layout.chosen) {
    return (
      <p className={styles.line} data-testid="keyboard-line">
        <FormattedMessage
          id="keyboard.line"
          defaultMessage="Keyboard: {layout}"
          values={{ layout: <strong>{intl.formatMessage(LAYOUT_NAMES[layout.id])}</strong> }}
        />{' '}
        {layout.byClass !== null && (
          <>
            <FormattedMessage
              id="keyboard.line.byClass"
              defaultMessage="(set by your class {group})"
              values={{ group: layout.byClass }}
            />{' '}
          </>
        )}
        <Link to={layout.keptOn === 'account' ? '/character#keyboard' : '/character'}>
          <FormattedMessage id="keyboard.change" defaultMessage="Change" />
        </Link>
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="keyboard-first-run" data-testid="keyboard-first-run">
      <h2 id="keyboard-first-run" className={styles.title}>
        <FormattedMessage id="keyboard.firstRun.title" defaultMessage="Which keyboard do you type on?" />
      </h2>
      <p className={styles.intro}>
        <FormattedMessage
          id="keyboard.firstRun.intro"
          defaultMessage="Lessons show the keys and fingers of your own keyboard. Look at the row of letters right of Tab and choose the picture that matches it."
        />
      </p>
      <ChooseAndSave initial={layout.id} asked={false} />
    </section>
  );
}

/** The current character's keyboard on /character: its layout and row under Tab, and a chooser to change it. */
export function KeyboardLayoutSetting() {
  const intl = useIntl();
  const layout = useKeyboardLayoutChoice();
  const { character } = useCurrentCharacter();
  const [open, setOpen] = useState(false);
  if (!character || character.type !== 'STUDENT') return null;
  const own = character.keyboardLayout;
  return (
    <section
      id="keyboard"
      className={styles.panel}
      aria-labelledby="keyboard-setting"
      data-testid="keyboard-setting"
    >
      <h2 id="keyboard-setting" className={styles.title}>
        <FormattedMessage id="keyboard.setting.title" defaultMessage="Keyboard" />
      </h2>
      <p className={styles.intro}>
        <FormattedMessage
          id="keyboard.setting.current"
          defaultMessage="{nickname} types on {layout}: lessons show and grade its keys."
          values={{
            nickname: character.nickname,
            layout: <strong data-testid="keyboard-current">{intl.formatMessage(LAYOUT_NAMES[own])}</strong>,
          }}
        />
      </p>
      {layout.byClass !== null && (
        <p className={styles.intro} data-testid="keyboard-by-class">
          <FormattedMessage
            id="keyboard.setting.byClass"
            defaultMessage="While {nickname} is in the class {group}, lessons use the class's keyboard, {layout}, chosen by the teacher for the school's computers."
            values={{
              nickname: character.nickname,
              group: layout.byClass,
              layout: <strong>{intl.formatMessage(LAYOUT_NAMES[layout.id])}</strong>,
            }}
          />
        </p>
      )}
      <TabRow id={own} />
      {open ? (
        <ChooseAndSave key={own} initial={own} asked onSaved={() => setOpen(false)} />
      ) : (
        <p className={styles.actions}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setOpen(true)}
            data-testid="layout-change"
          >
            <FormattedMessage id="keyboard.setting.change" defaultMessage="Change keyboard" />
          </button>
        </p>
      )}
    </section>
  );
}
