import { defineMessages, type IntlShape } from 'react-intl';
import type { GameStrings } from '../../../games';
import type { GameCenterGame } from '../../stores/game-switcher-store';

export const gameNames = defineMessages({
  STAR_TREK: { id: 'games.STAR_TREK.name', defaultMessage: 'Star Patrol' },
  BALLOON_POP: { id: 'games.BALLOON_POP.name', defaultMessage: 'Balloon Pop' },
  TYPING_RACE: { id: 'games.TYPING_RACE.name', defaultMessage: 'Rocket Race' },
});

export const gameDescriptions = defineMessages({
  STAR_TREK: {
    id: 'games.STAR_TREK.description',
    defaultMessage:
      'Words ride on alien ships. Type a word to shoot its ship down before it reaches your base.',
  },
  BALLOON_POP: {
    id: 'games.BALLOON_POP.description',
    defaultMessage:
      'Letters float up on balloons. Press a letter to pop its balloon. Good for your first keys.',
  },
  TYPING_RACE: {
    id: 'games.TYPING_RACE.description',
    defaultMessage: 'Type the text to fly your rocket. Race three friends who each type at their own speed.',
  },
});

const howToPlay = defineMessages({
  STAR_TREK: { id: 'games.STAR_TREK.howToPlay', defaultMessage: 'Type the word on a ship to shoot it down.' },
  BALLOON_POP: {
    id: 'games.BALLOON_POP.howToPlay',
    defaultMessage: 'Press the letter on a balloon to pop it.',
  },
  TYPING_RACE: { id: 'games.TYPING_RACE.howToPlay', defaultMessage: 'Type the text to move your rocket.' },
});

const common = defineMessages({
  pressToStart: { id: 'games.pressToStart', defaultMessage: 'Press Enter to start' },
  paused: { id: 'games.paused', defaultMessage: 'Paused' },
  pressToResume: { id: 'games.pressToResume', defaultMessage: 'Press Enter to play on' },
  score: { id: 'games.score', defaultMessage: 'Score' },
  lives: { id: 'games.lives', defaultMessage: 'Lives' },
  targets: { id: 'games.targets', defaultMessage: 'Targets' },
  roundComplete: { id: 'games.roundComplete', defaultMessage: 'Well done!' },
  gameOver: { id: 'games.gameOver', defaultMessage: 'Game over' },
  imeActive: {
    id: 'games.imeActive',
    defaultMessage: 'Turn off the input method (IME) to play: games need direct key presses.',
  },
  you: { id: 'games.you', defaultMessage: 'You' },
});

/** The translated text a game shows: built here so that games never import react-intl. */
export function gameStrings(intl: IntlShape, game: GameCenterGame): GameStrings {
  return {
    gameName: intl.formatMessage(gameNames[game]),
    howToPlay: intl.formatMessage(howToPlay[game]),
    pressToStart: intl.formatMessage(common.pressToStart),
    paused: intl.formatMessage(common.paused),
    pressToResume: intl.formatMessage(common.pressToResume),
    score: intl.formatMessage(common.score),
    lives: intl.formatMessage(common.lives),
    targets: intl.formatMessage(common.targets),
    roundComplete: intl.formatMessage(common.roundComplete),
    gameOver: intl.formatMessage(common.gameOver),
    imeActive: intl.formatMessage(common.imeActive),
    level: (level: number) =>
      game === 'STAR_TREK'
        ? intl.formatMessage({ id: 'games.level.wave', defaultMessage: 'Wave {level}' }, { level })
        : intl.formatMessage({ id: 'games.level.level', defaultMessage: 'Level {level}' }, { level }),
    place: (place: number) =>
      intl.formatMessage(
        {
          id: 'games.place',
          defaultMessage:
            '{place, selectordinal, one {You came #st} two {You came #nd} few {You came #rd} other {You came #th}}',
        },
        { place },
      ),
    you: intl.formatMessage(common.you),
  };
}
