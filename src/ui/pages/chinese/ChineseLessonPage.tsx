import { Navigate, useParams } from 'react-router';
import { isMemberLesson } from '../../../content/access';
import { chineseScriptFor, findChineseLesson } from '../../../content/chinese';
import { localize } from '../../../content/localize';
import { MembersOnlyGate } from '../../components/account/MembersOnlyNotice';
import { useLocaleStore } from '../../i18n/locale-store';
import { PINYIN_REVIEW_IDS } from '../../../contracts/constants';
import { NotFoundPage } from '../../site/pages/not-found/NotFoundPage';
import { familyOfSlug, lessonPath, scriptOfSlug, slugInScript } from './chinese-paths';
import { CUSTOM_SLUG_PREFIX } from './generated-pinyin';
import { OWN_TEXT_SLUG } from './own-text';
import { ChineseLessonFlow } from './ChineseLessonFlow';
import { GeneratedPinyinPractice } from './GeneratedPinyinPractice';
import { OwnTextPractice } from './OwnTextPractice';

/**
 * A lesson of the pinyin or Chinese course at /chapter/pinyin/:slug or /chapter/chinese/:slug: introduction,
 * typing (pinyin letters, or Chinese through the input method), report. The lesson shows in the locale's script:
 * switching to CHT moves to the same lesson in traditional characters.
 */
export default function ChineseLessonPage() {
  const { slug = '' } = useParams();
  const locale = useLocaleStore((state) => state.locale);
  const script = chineseScriptFor(locale);
  if (slug === OWN_TEXT_SLUG) return <OwnTextPractice />;
  if (slug.startsWith(CUSTOM_SLUG_PREFIX) || PINYIN_REVIEW_IDS.includes(slug)) {
    return <GeneratedPinyinPractice key={slug} slug={slug} />;
  }
  if (familyOfSlug(slug) && scriptOfSlug(slug) !== script) {
    return <Navigate to={lessonPath(slugInScript(slug, script))} replace />;
  }
  const found = findChineseLesson(slug);
  if (!found) return <NotFoundPage />;
  return (
    <MembersOnlyGate
      memberOnly={isMemberLesson(found.course, found.chapter)}
      title={localize(found.lesson.title, locale)}
    >
      <ChineseLessonFlow key={slug} lesson={found.lesson} course={found.course} />
    </MembersOnlyGate>
  );
}
