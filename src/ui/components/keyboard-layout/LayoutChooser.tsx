import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHECK_CODES, LAYOUT_IDS, suggestLayout, type LayoutId } from '../../../keyboard';
import { LAYOUT_NAMES } from './layout-names';
import { TabRow } from './TabRow';
import styles from './KeyboardLayout.module.css';

/** The part of the Keyboard API KeyQuest reads (Chromium-based browsers; absent elsewhere). */
interface KeyboardWithLayoutMap {
  getLayoutMap?: () => Promise<Iterable<[string, string]>>;
}

/** The browser's languages, most wanted first. */
function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The layout the browser's keyboard map suggests (`navigator.keyboard.getLayoutMap()`), or undefined where the
 * browser has no such map or it names no layout KeyQuest has.
 */
async function suggestFromBrowser(): Promise<LayoutId | undefined> {
  const keyboard = (navigator as Navigator & { keyboard?: KeyboardWithLayoutMap }).keyboard;
  if (typeof keyboard?.getLayoutMap !== 'function') return undefined;
  try {
    const map = await keyboard.getLayoutMap();
    return suggestLayout(map, browserLanguages());
  } catch {
    return undefined;
  }
}

/**
 * The layouts as cards, each with its name and a picture of its row under Tab, the one suggested for this
 * device marked: by the browser's keyboard map where it has one, else by a short check (press the keys right of
 * Tab). Choosing a card calls `onChange`; the caller keeps the choice.
 */
export function LayoutChooser({
  value,
  onChange,
  onSuggest,
}: {
  value: LayoutId;
  onChange: (id: LayoutId) => void;
  /** A layout was suggested (the caller may select it when the learner has not chosen yet). */
  onSuggest?: (id: LayoutId) => void;
}) {
  const intl = useIntl();
  const name = useId();
  const [suggested, setSuggested] = useState<LayoutId | undefined>();
  const [checking, setChecking] = useState<'no-map' | 'asking' | 'unknown' | null>(null);
  const typed = useRef(new Map<string, string>());
  const checkField = useRef<HTMLInputElement>(null);
  const suggest = useEffectEvent((id: LayoutId) => onSuggest?.(id));

  useEffect(() => {
    let live = true;
    void suggestFromBrowser().then((id) => {
      if (!live) return;
      if (id) {
        setSuggested(id);
        suggest(id);
      } else setChecking('no-map');
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (checking === 'asking') checkField.current?.focus();
  }, [checking]);

  const onCheckKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') return;
    event.preventDefault();
    if (Array.from(event.key).length !== 1 || !event.code) return;
    typed.current.set(event.code, event.key);
    if (typed.current.size < CHECK_CODES.length) return;
    const id = suggestLayout(typed.current, browserLanguages());
    typed.current.clear();
    if (!id) {
      setChecking('unknown');
      return;
    }
    setChecking(null);
    setSuggested(id);
    onChange(id);
  };

  return (
    <div className={styles.chooser}>
      {suggested && (
        <p className={styles.found} role="status" data-testid="layout-suggested">
          <FormattedMessage
            id="keyboard.detect.found"
            defaultMessage="Your keys look like {layout}."
            values={{ layout: <strong>{intl.formatMessage(LAYOUT_NAMES[suggested])}</strong> }}
          />
        </p>
      )}
      {checking === 'asking' ? (
        <p className={styles.check}>
          <label>
            <FormattedMessage
              id="keyboard.detect.prompt"
              defaultMessage="Press the six keys right of Tab, from left to right."
            />
            <input
              ref={checkField}
              className={styles.checkField}
              onKeyDown={onCheckKey}
              readOnly
              data-testid="layout-check"
            />
          </label>
        </p>
      ) : (
        <p className={styles.check}>
          {checking === 'unknown' && (
            <span role="status">
              <FormattedMessage
                id="keyboard.detect.unknown"
                defaultMessage="Those keys are not on a keyboard we know: choose yours from the pictures."
              />{' '}
            </span>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              typed.current.clear();
              setChecking('asking');
            }}
            data-testid="layout-check-start"
          >
            <FormattedMessage id="keyboard.detect.button" defaultMessage="Find it by pressing keys" />
          </button>
        </p>
      )}
      <fieldset className={styles.cards}>
        <legend className="visually-hidden">
          <FormattedMessage id="keyboard.choose.legend" defaultMessage="Keyboard layouts" />
        </legend>
        {LAYOUT_IDS.map((id) => (
          <label key={id} className={`${styles.card} ${id === value ? styles.chosen : ''}`}>
            <input
              type="radio"
              name={name}
              value={id}
              checked={id === value}
              onChange={() => onChange(id)}
              data-testid={`layout-option-${id}`}
            />
            <span className={styles.name}>
              {intl.formatMessage(LAYOUT_NAMES[id])}
              {id === suggested && (
                <span className={styles.badge}>
                  {' '}
                  <FormattedMessage id="keyboard.detect.badge" defaultMessage="suggested" />
                </span>
              )}
            </span>
            <TabRow id={id} />
          </label>
        ))}
      </fieldset>
    </div>
  );
}
