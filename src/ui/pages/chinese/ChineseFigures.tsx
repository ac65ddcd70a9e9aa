import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  type AttemptAnalysis,
  type ChineseAttemptAnalysis,
  type PinyinAttemptAnalysis,
} from '../../../engine';
import { ReportFigure } from '../../components/report/PerformanceReport';

/** The figures of Chinese typing: syllables right (pinyin); keystrokes per character and commits (IME). */
export function ChineseFigures({ analysis, pinyin }: { analysis: AttemptAnalysis; pinyin: boolean }) {
  const intl = useIntl();
  if (pinyin) {
    const { syllableAccuracy } = analysis as PinyinAttemptAnalysis;
    return (
      <ReportFigure
        testId="report-syllable-accuracy"
        label={
          <FormattedMessage id="chinese.report.syllables" defaultMessage="Characters right first time" />
        }
      >
        {intl.formatNumber(syllableAccuracy, { style: 'percent', maximumFractionDigits: 0 })}
      </ReportFigure>
    );
  }
  const { keystrokesPerChar, committedChars } = analysis as ChineseAttemptAnalysis;
  return (
    <>
      <ReportFigure
        testId="report-keys-per-char"
        label={<FormattedMessage id="chinese.report.keysPerChar" defaultMessage="Keys per character" />}
      >
        <FormattedNumber value={keystrokesPerChar} maximumFractionDigits={1} />
      </ReportFigure>
      <ReportFigure
        testId="report-committed"
        label={<FormattedMessage id="chinese.report.committed" defaultMessage="Characters entered" />}
      >
        <FormattedNumber value={committedChars} />
      </ReportFigure>
    </>
  );
}
