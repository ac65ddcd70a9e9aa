import { FormattedMessage } from 'react-intl';

/**
 * The goal beside a class figure, under a heading that promises one ("Average WPM (goal)"): the goal in
 * brackets, or that the lessons tried have none (the first finger lessons ask for accuracy only), never nothing.
 */
export function GoalNote({ goal }: { goal: string | null }) {
  return (
    <span data-testid="goal-note">
      {goal === null ? (
        <FormattedMessage id="classes.stats.noGoal" defaultMessage="(no goal)" />
      ) : (
        `(${goal})`
      )}
    </span>
  );
}
