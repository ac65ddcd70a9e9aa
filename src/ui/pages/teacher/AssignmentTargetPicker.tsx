import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FINGER_COURSE, localize } from '../../../content';
import { catalogueFor } from '../../../content/catalogue';
import { GAME_CENTER_GAMES, type AssignmentKind } from '../../../contracts';
import { useLocaleStore } from '../../i18n/locale-store';
import { courseQuery } from '../../queries/course';
import { customCoursesQuery } from '../../queries/custom-course';
import { currentEdition } from '../../api/page-edition';
import { gameNames } from '../../components/game-names/game-strings';
import styles from '../../components/class-area/ClassArea.module.css';

interface Group {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * What an assignment points at: for a lesson or a chapter, the course (any course of the edition, in the
 * teacher's script) and then its lesson (grouped by chapter) or chapter; one of the teacher's custom courses; or
 * a game, by the name the game center shows.
 */
export function AssignmentTargetPicker({
  characterId,
  kind,
  course,
  target,
  onCourse,
  onTarget,
}: {
  characterId: number;
  kind: AssignmentKind;
  course: string;
  target: string;
  onCourse: (slug: string) => void;
  onTarget: (target: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const courses = catalogueFor(currentEdition(), locale);
  const byCourse = kind === 'lesson' || kind === 'chapter';
  const loaded = useQuery({ ...courseQuery(course), enabled: byCourse });
  const custom = useQuery({ ...customCoursesQuery(characterId), enabled: kind === 'custom' });
  const finger = course === FINGER_COURSE.slug;

  const groups: Group[] =
    kind === 'lesson'
      ? (loaded.data?.chapters ?? []).map((chapter) => ({
          label: localize(chapter.title, locale),
          options: chapter.lessons.map((lesson) => ({
            value: lesson.slug,
            label: finger
              ? `${lesson.number}. ${localize(lesson.title, locale)}`
              : localize(lesson.title, locale),
          })),
        }))
      : kind === 'chapter'
        ? [
            {
              label: '',
              options: (courses.find((entry) => entry.slug === course)?.chapters ?? []).map(
                (chapter, index) => ({
                  value: `${course}/${index + 1}`,
                  label: localize(chapter.title, locale),
                }),
              ),
            },
          ]
        : kind === 'custom'
          ? [
              {
                label: '',
                options: (custom.data?.courses ?? []).map((item) => ({
                  value: String(item.courseId),
                  label: item.title,
                })),
              },
            ]
          : [
              {
                label: '',
                options: GAME_CENTER_GAMES.map((game) => ({
                  value: game,
                  label: intl.formatMessage(gameNames[game]),
                })),
              },
            ];

  return (
    <>
      {byCourse && (
        <label className={styles.field}>
          {intl.formatMessage({ id: 'classes.assign.course', defaultMessage: 'Course' })}
          <select
            value={course}
            onChange={(event) => {
              onCourse(event.target.value);
              onTarget('');
            }}
            data-testid="assign-course"
          >
            {courses.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {localize(entry.title, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        {intl.formatMessage({ id: 'classes.assign.target', defaultMessage: 'Which' })}
        <select value={target} onChange={(event) => onTarget(event.target.value)} data-testid="assign-target">
          <option value="">
            {intl.formatMessage({ id: 'classes.assign.choose', defaultMessage: 'Choose…' })}
          </option>
          {groups.map((group) =>
            group.label ? (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            ),
          )}
        </select>
      </label>
    </>
  );
}
