import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

export interface IntroHeaderProps {
  /** The heading's id, named by the screen's aria-labelledby. */
  id: string;
  /** The lesson's number, shown above the title when given. */
  number?: number;
  title: string;
  description: string;
  /** The title's language where it differs from the page's (Chinese lesson titles). */
  lang?: string;
  onStart: () => void;
  /** The class names of the screen's own style sheet. */
  classes: Readonly<
    Record<'header' | 'number' | 'title' | 'description' | 'actions' | 'hint', string | undefined>
  >;
}

/**
 * The header of a lesson's first step: number, title, description and the Start button. The button has the
 * focus, and Enter or Space starts from anywhere on the screen, except on another control that uses them.
 */
export function IntroHeader({ id, number, title, description, lang, onStart, classes }: IntroHeaderProps) {
  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    startRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.repeat || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      if (
        target &&
        target !== startRef.current &&
        target.closest('button, a, select, input, textarea, label')
      )
        return;
      event.preventDefault();
      onStart();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onStart]);

  return (
    <header className={classes.header}>
      <div>
        {number !== undefined && (
          <p className={classes.number}>
            <FormattedMessage id="lesson.intro.number" defaultMessage="Lesson {number}" values={{ number }} />
          </p>
        )}
        <h1 id={id} className={classes.title} {...(lang ? { lang } : {})}>
          {title}
        </h1>
        <p className={classes.description}>{description}</p>
      </div>
      <div className={classes.actions}>
        <button
          ref={startRef}
          type="button"
          className="button button-primary"
          onClick={onStart}
          data-testid="lesson-start"
        >
          <FormattedMessage id="lesson.intro.start" defaultMessage="Start" />
        </button>
        <span className={classes.hint}>
          <FormattedMessage id="lesson.intro.hint" defaultMessage="or press Enter or Space" />
        </span>
      </div>
    </header>
  );
}
