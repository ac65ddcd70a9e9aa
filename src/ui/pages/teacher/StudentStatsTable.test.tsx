import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupStats, StudentStat } from '../../../contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { StudentStatsTable } from './StudentStatsTable';

const student = (values: Partial<StudentStat>): StudentStat => ({
  studentId: 1,
  nickname: 'Mia',
  remarkName: null,
  activeDays: 2,
  durationMs: 600_000,
  lessonsPassed: 2,
  lessonAttempts: 3,
  wpm: 12.4,
  accuracy: 0.91,
  goalWpm: null,
  goalAccuracy: null,
  trend: { before: null, after: null },
  lastActiveDay: '2026-01-14',
  absent: false,
  stuckLessons: [],
  lastLesson: null,
  ...values,
});

const stats = (students: StudentStat[]): GroupStats => ({
  groupId: 9,
  days: 7,
  from: '2026-01-08',
  to: '2026-01-14',
  memberCount: students.length,
  activeStudents: students.length,
  durationMs: 600_000,
  lessonsPassed: 2,
  wpm: 12.4,
  accuracy: 0.91,
  goalWpm: null,
  goalAccuracy: null,
  keys: [],
  students,
});

describe("the class's table of students", () => {
  it('shows each goal its heading promises, or says there is none (the first lessons have no speed goal)', () => {
    renderWithProviders(
      <StudentStatsTable
        groupId={9}
        stats={stats([
          student({ studentId: 1, nickname: 'Mia', goalWpm: 0, goalAccuracy: 0.9 }),
          student({ studentId: 2, nickname: 'Leo', wpm: 20, goalWpm: 15, goalAccuracy: 0.95 }),
        ])}
      />,
    );
    const rows = screen.getAllByTestId('student-stat-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(screen.getByRole('columnheader', { name: 'Average WPM (goal)' })).toBeInTheDocument();
    expect(cells(rows[0]!)[2]).toBe('12.4 (no goal)');
    expect(cells(rows[0]!)[3]).toBe('91% (90%)');
    expect(cells(rows[1]!)[2]).toBe('20 (15)');
  });
});
