import type { KeyboardLayoutId } from '../../../contracts/constants';
import { type AttemptSummary, type DailyTotal, type PeriodReport } from '../../../contracts';

import { ReportRange } from './ReportRange';
import { ReportFigures } from './ReportFigures';
import { TodayAttempts } from './TodayAttempts';
import { ReportTrends } from './ReportTrends';
import { KeysSection } from './KeysSection';
import { TypingChecks } from './TypingChecks';

export interface ReportContentProps {
  data: PeriodReport;
  /** The days the charts and their table show. */
  chartDays: readonly DailyTotal[];
  nickname?: string | undefined;
  /** Absent on a shared report. */
  streakDays?: number;
  todayAttempts?: readonly AttemptSummary[] | undefined;
  /** Moves to another period (absent: a shared report stays on its period). */
  onDate?: (day: string | undefined) => void;
  /** The owner's character: the report can be shared. */
  characterId?: number;
  /** The learner's name when someone else reads the report (a teacher, a shared link): it is not "your" report. */
  learner?: string | undefined;
  /** The layout the learner types on, when someone else reads the report (the key heat map is drawn on it). */
  layout?: KeyboardLayoutId | undefined;
}

/** The report's figures, charts and key insight, for the owner or (read-only) for a shared link. */
export function ReportContent({
  data,
  chartDays,
  nickname,
  streakDays,
  todayAttempts,
  onDate,
  characterId,
  learner,
  layout,
}: ReportContentProps) {
  return (
    <>
      <ReportRange
        data={data}
        nickname={nickname}
        streakDays={streakDays}
        onDate={onDate}
        characterId={characterId}
      />
      <ReportFigures data={data} />
      <TypingChecks checks={data.typingChecks} />
      {todayAttempts && <TodayAttempts todayAttempts={todayAttempts} characterId={characterId} />}
      <ReportTrends chartDays={chartDays} />
      <KeysSection data={data} characterId={characterId} learner={learner} layout={layout} />
    </>
  );
}
