import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { localize, type Lesson } from '../../../content';
import type { LocaleCode } from '../../../contracts/locales';
import { toneMarked } from '../../../engine';
import { IntroHeader } from '../../typing/IntroHeader';
import { useChineseSettings } from './chinese-settings';
import styles from './Chinese.module.css';

export interface ChineseIntroProps {
  lesson: Lesson;
  locale: LocaleCode;
  onStart: () => void;
  /** A message above the characters (the pinyin is missing for some of them). */
  children?: ReactNode;
}

/**
 * The first step of a pinyin or Chinese lesson: what it asks, the beginner characters with their pictures and
 * pinyin, and the settings (tones, pinyin shown, punctuation width). Enter or Space starts.
 */
export function ChineseIntro({ lesson, locale, onStart, children }: ChineseIntroProps) {
  const settings = useChineseSettings();
  const pinyin = lesson.practice?.kind === 'pinyin';
  const hints = lesson.practice?.kind === 'pinyin' ? (lesson.practice.hints ?? []) : [];

  return (
    <section className={styles.intro} aria-labelledby="chinese-intro-title">
      <IntroHeader
        id="chinese-intro-title"
        {...(lesson.number > 0 ? { number: lesson.number } : {})}
        title={localize(lesson.title, locale)}
        description={localize(lesson.description, locale)}
        lang="zh"
        onStart={onStart}
        classes={{
          header: styles.introHeader,
          number: styles.introNumber,
          title: styles.introTitle,
          description: styles.introDescription,
          actions: styles.introActions,
          hint: styles.introHint,
        }}
      />

      {children}
      {hints.length > 0 && (
        <ul className={styles.hints} data-testid="character-hints">
          {hints.map((hint) => (
            <li key={hint.char} className={styles.hint} title={locale === 'ENG' ? hint.meaning : undefined}>
              {hint.emoji && (
                <span className={styles.hintEmoji} aria-hidden="true">
                  {hint.emoji}
                </span>
              )}
              <span className={styles.hintReading}>{toneMarked(hint.reading)}</span>
              <span className={styles.hintChar} lang="zh">
                {hint.char}
              </span>
              {locale === 'ENG' && <span className={styles.hintMeaning}>{hint.meaning}</span>}
            </li>
          ))}
        </ul>
      )}

      <ul className={styles.tips}>
        {lesson.intro.map((sentence, index) => (
          <li key={index}>{localize(sentence, locale)}</li>
        ))}
      </ul>

      <fieldset className={styles.settings}>
        <legend>
          <FormattedMessage id="chinese.settings.legend" defaultMessage="Settings" />
        </legend>
        {pinyin && (
          <Setting
            checked={settings.toneMode === 'digits'}
            onChange={(checked) => settings.set({ toneMode: checked ? 'digits' : 'none' })}
            testId="setting-tones"
          >
            <FormattedMessage
              id="chinese.settings.tones"
              defaultMessage="Type tones: a digit 1 to 4 after each syllable (ma3)"
            />
          </Setting>
        )}
        {pinyin && (
          <Setting
            checked={settings.showPinyin}
            onChange={(checked) => settings.set({ showPinyin: checked })}
            testId="setting-show-pinyin"
          >
            <FormattedMessage
              id="chinese.settings.showPinyin"
              defaultMessage="Show pinyin above the characters"
            />
          </Setting>
        )}
        {!pinyin && (
          <Setting
            checked={settings.showPinyin}
            onChange={(checked) => settings.set({ showPinyin: checked })}
            testId="setting-show-pinyin"
          >
            <FormattedMessage
              id="chinese.settings.readingHelp"
              defaultMessage="Show the pinyin of the next characters"
            />
          </Setting>
        )}
        {!pinyin && (
          <Setting
            checked={settings.eitherPunctuationWidth}
            onChange={(checked) => settings.set({ eitherPunctuationWidth: checked })}
            testId="setting-punctuation"
          >
            <FormattedMessage
              id="chinese.settings.punctuation"
              defaultMessage="Accept half-width punctuation (, for ，)"
            />
          </Setting>
        )}
      </fieldset>
    </section>
  );
}

/** One checkbox of the settings. */
function Setting({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className={styles.setting}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
