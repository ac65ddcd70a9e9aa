import { defineMessages } from 'react-intl';
import type { RankingReason } from '../../../contracts';

/** The tabs of the leaderboard page. */
export const tabNames = defineMessages({
  total: { id: 'leaderboard.tab.total', defaultMessage: 'Total' },
  progress: { id: 'leaderboard.tab.progress', defaultMessage: 'Fast progress' },
  group: { id: 'leaderboard.tab.group', defaultMessage: 'My class and family' },
});

/** What each board ranks, said under its tabs. */
export const boardIntros = defineMessages({
  total: {
    id: 'leaderboard.intro.total',
    defaultMessage: 'Characters typed right in finished lessons, practice and games.',
  },
  progress: {
    id: 'leaderboard.intro.progress',
    defaultMessage:
      'How much faster you got: your best day against your first day. Everyone can climb this board, beginners too.',
  },
});

/** Why a result did not count (RANKING_RULES gives the figures). */
export const reasonMessages = defineMessages<RankingReason>({
  unfinished: {
    id: 'leaderboard.reason.unfinished',
    defaultMessage: 'It was not finished. Type the text to its end.',
  },
  'too-short': {
    id: 'leaderboard.reason.tooShort',
    defaultMessage: 'It was too short: results count from {chars} characters and {seconds} seconds.',
  },
  accuracy: {
    id: 'leaderboard.reason.accuracy',
    defaultMessage: 'Too many slips: results count from {accuracy}% accuracy. Slow down a little.',
  },
  timing: {
    id: 'leaderboard.reason.timing',
    defaultMessage: 'The keys came faster than hands can type, so we could not check it.',
  },
  'too-soon': {
    id: 'leaderboard.reason.tooSoon',
    defaultMessage:
      'It arrived too soon after your previous result. Results sent together after being offline count once.',
  },
  'repeated-log': {
    id: 'leaderboard.reason.repeated',
    defaultMessage: 'The very same typing was sent before, so it counted only once.',
  },
  'needs-confirmation': {
    id: 'leaderboard.reason.confirm',
    defaultMessage: 'Wow, that was fast! Type one more result at about that speed and both will count.',
  },
});
