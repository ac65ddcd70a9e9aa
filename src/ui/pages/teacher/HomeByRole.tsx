import { lazy } from 'react';
import { Navigate } from 'react-router';
import { useCurrentCharacter } from '../../queries/groups';

const ChapterPage = lazy(() => import('../chapter/ChapterPage'));
const TeacherHomePage = lazy(() => import('./TeacherHomePage'));

/** The learning home by role: a teacher's dashboard, the school's area, or a student's course map. */
export default function HomeByRole() {
  const { character, loading } = useCurrentCharacter();
  if (loading) return null;
  if (character?.type === 'TEACHER') return <TeacherHomePage />;
  if (character?.type === 'SCHOOL') return <Navigate to="/school" replace />;
  return <ChapterPage />;
}
