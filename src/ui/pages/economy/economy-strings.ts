import { defineMessages } from 'react-intl';
import type { GameItem, LedgerReason } from '../../../contracts';

/** The toolbox's game items: a name and what each does. */
export const itemNames = defineMessages({
  'extra-life': { id: 'economy.item.extra-life', defaultMessage: 'Extra life' },
  'slow-down': { id: 'economy.item.slow-down', defaultMessage: 'Slow-down' },
  hint: { id: 'economy.item.hint', defaultMessage: 'Hint' },
} satisfies Record<GameItem, { id: string; defaultMessage: string }>);

export const itemDescriptions = defineMessages({
  'extra-life': {
    id: 'economy.item.extra-life.description',
    defaultMessage: 'One more heart in Star Patrol or Balloon Pop.',
  },
  'slow-down': {
    id: 'economy.item.slow-down.description',
    defaultMessage: 'Ships and balloons move more slowly for a whole round.',
  },
  hint: {
    id: 'economy.item.hint.description',
    defaultMessage: 'Star Patrol marks the ship to type next.',
  },
} satisfies Record<GameItem, { id: string; defaultMessage: string }>);

export const itemStates = defineMessages({
  received: { id: 'economy.state.received', defaultMessage: 'New' },
  available: { id: 'economy.state.available', defaultMessage: 'Ready to use' },
  used: { id: 'economy.state.used', defaultMessage: 'Used' },
  redeemed: { id: 'economy.state.redeemed', defaultMessage: 'Redeemed' },
});

/** Why a ledger entry was written, as the points history says it. */
export const reasonNames = defineMessages({
  lesson: { id: 'economy.reason.lesson', defaultMessage: 'Lesson' },
  practice: { id: 'economy.reason.practice', defaultMessage: 'Practice' },
  game: { id: 'economy.reason.game', defaultMessage: 'Game round finished' },
  'game-round': { id: 'economy.reason.game-round', defaultMessage: 'Game round started' },
  'new-star': { id: 'economy.reason.new-star', defaultMessage: 'New star' },
  streak: { id: 'economy.reason.streak', defaultMessage: 'Practised two days in a row' },
  plan: { id: 'economy.reason.plan', defaultMessage: "Today's plan finished" },
  'lottery-draw': { id: 'economy.reason.lottery-draw', defaultMessage: 'Lottery draw' },
  'lottery-prize': { id: 'economy.reason.lottery-prize', defaultMessage: 'Lottery prize' },
  welcome: { id: 'economy.reason.welcome', defaultMessage: 'Welcome gift' },
  'item-used': { id: 'economy.reason.item-used', defaultMessage: 'Item used in a game' },
  grant: { id: 'economy.reason.grant', defaultMessage: 'Gift' },
  'round-left': {
    id: 'economy.reason.round-left',
    defaultMessage: 'Game round given back: the game was left before it began',
  },
  'round-unstarted': {
    id: 'economy.reason.round-unstarted',
    defaultMessage: 'Game round given back: it was not started within {minutes} minutes',
  },
} satisfies Record<LedgerReason, { id: string; defaultMessage: string }>);
