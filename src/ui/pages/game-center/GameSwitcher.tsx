import { m } from 'framer-motion';
import { Suspense, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import iconsUrl from '../../../../sprites/icons.png?url';
import iconsSheet from '../../../../sprites/icons.json';
import { localize } from '../../../content';
import { currentEdition } from '../../api/page-edition';
import { useLocaleStore } from '../../i18n/locale-store';
import { useGameResultsStore } from '../../stores/game-results-store';
import { useGameSwitcherStore, type GameCenterGame } from '../../stores/game-switcher-store';
import { GAME_COST_POINTS, gameEntry, GAMES, type GameEntry } from './game-catalogue';
import { gameCourseEntry, gameCourses } from './game-courses';
import { gameDescriptions, gameNames } from '../../components/game-names/game-strings';
import styles from './GameCenterPage.module.css';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { entrance, RISE, STAGGER, useStillMotion } from '../../components/motion/MotionScope';
import { GamePreview, useWatched } from '../../components/scenes/lazy';
import { MembersBadge } from '../../components/account/MembersBadge';
import { isMemberGame } from '../../../contracts';

const ICON = 96;

/** A game's artwork: its icon, cut from the games' sprite sheet. */
export function GameArt({ art, size = ICON }: { art: GameEntry['art']; size?: number }) {
  const frame = iconsSheet.frames[art].frame;
  const scale = size / ICON;
  return (
    <span
      aria-hidden="true"
      className={styles.art}
      style={{
        width: size,
        height: size,
        backgroundImage: `url(${iconsUrl})`,
        backgroundSize: `${iconsSheet.meta.size.w * scale}px ${iconsSheet.meta.size.h * scale}px`,
        backgroundPosition: `-${frame.x * scale}px -${frame.y * scale}px`,
      }}
    />
  );
}

export interface GameSwitcherProps {
  onChoose: (game: GameCenterGame) => void;
  /** Whether the learner is a member: members' games show a lock for everyone else. */
  isMember: boolean;
}

/**
 * The game switcher (spec: it opens on arrival at /game-center; choosing a game sets it and closes it). It also
 * sets where the words come from: a course (the finger course by default) and a chapter of it, or the
 * learner's next lesson. A modal dialog: focus stays inside, Escape closes it, and focus starts on the current
 * game.
 */
export function GameSwitcher({ onChoose, isMember }: GameSwitcherProps) {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const listRef = useRef<HTMLUListElement>(null);
  const open = useGameSwitcherStore((state) => state.switcherOpen);
  const currentGame = useGameSwitcherStore((state) => state.currentGame);
  const currentCourse = useGameSwitcherStore((state) => state.currentCourse);
  const currentChapter = useGameSwitcherStore((state) => state.currentChapter);
  const listScroll = useGameSwitcherStore((state) => state.listScroll);
  const { closeSwitcher, setWordsFrom, setListScroll } = useGameSwitcherStore.getState();
  const best = useGameResultsStore((state) => state.best);
  const courses = gameCourses(currentEdition());
  const course = gameCourseEntry(currentCourse);
  const chapter = course.chapters.some((each) => each.slug === currentChapter) ? currentChapter : null;
  const still = useStillMotion();
  const previewRef = useRef<HTMLDivElement>(null);
  const preview = usePreview(currentGame, previewRef);

  return (
    <ModalDialog
      open={open}
      className={styles.switcher}
      labelledBy="game-switcher-title"
      onClose={closeSwitcher}
      // Focus and scroll are restored on opening only.
      onOpen={(dialog) => {
        preview.reset();
        if (listRef.current) listRef.current.scrollTop = listScroll;
        dialog.querySelector<HTMLButtonElement>(`[data-game-choice="${currentGame}"]`)?.focus();
      }}
      testId="game-switcher"
    >
      <div className={styles.switcherHeader}>
        <h2 id="game-switcher-title">
          <FormattedMessage id="gameCenter.switcher.title" defaultMessage="Choose a game" />
        </h2>
        <button type="button" className="button button-secondary" onClick={() => closeSwitcher()}>
          <FormattedMessage id="gameCenter.switcher.close" defaultMessage="Close" />
        </button>
      </div>
      <fieldset className={styles.wordsFrom}>
        <legend>
          <FormattedMessage id="gameCenter.wordsFrom" defaultMessage="Words from" />
        </legend>
        <label className={styles.wordsChoice}>
          <span>
            <FormattedMessage id="gameCenter.wordsFrom.course" defaultMessage="Course" />
          </span>
          <select
            value={course.slug}
            data-testid="game-course"
            onChange={(event) => setWordsFrom(event.target.value, null)}
          >
            {courses.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {localize(entry.title, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.wordsChoice}>
          <span>
            <FormattedMessage id="gameCenter.wordsFrom.chapter" defaultMessage="Chapter" />
          </span>
          <select
            value={chapter ?? ''}
            data-testid="game-chapter"
            onChange={(event) => setWordsFrom(course.slug, event.target.value || null)}
          >
            <option value="">
              {intl.formatMessage({ id: 'gameCenter.wordsFrom.next', defaultMessage: 'My next lesson' })}
            </option>
            {course.chapters.map((each) => (
              <option key={each.slug} value={each.slug}>
                {localize(each.title, locale)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {open && (
        <div ref={previewRef} className={styles.preview} data-testid="game-preview" data-game={preview.game}>
          {preview.seen ? (
            <Suspense fallback={null}>
              <GamePreview game={preview.game} playing={preview.playing} className={styles.previewScene} />
            </Suspense>
          ) : (
            <GameArt art={gameEntry(preview.game).art} size={64} />
          )}
        </div>
      )}
      {/* The games come in one after another as the switcher opens. */}
      <m.ul
        ref={listRef}
        className={styles.gameList}
        onScroll={(event) => setListScroll(event.currentTarget.scrollTop)}
        onKeyDown={preview.keyDown}
        onPointerDown={preview.pointerDown}
        onPointerLeave={preview.leave}
        onBlur={preview.blur}
        {...entrance(still, open, STAGGER)}
      >
        {GAMES.map((game) => (
          <m.li key={game.id} {...(still ? {} : { variants: RISE })}>
            <button
              type="button"
              className={styles.gameChoice}
              data-game-choice={game.id}
              data-members={(!isMember && isMemberGame(game.id)) || undefined}
              aria-current={game.id === currentGame ? 'true' : undefined}
              onClick={() => onChoose(game.id)}
              onPointerEnter={() => preview.point(game.id)}
              onFocus={() => preview.focus(game.id)}
            >
              <GameArt art={game.art} />
              <span className={styles.gameText}>
                <strong className={styles.gameName}>{intl.formatMessage(gameNames[game.id])}</strong>
                <span>{intl.formatMessage(gameDescriptions[game.id])}</span>
                <span className={styles.gameMeta}>
                  {!isMember && isMemberGame(game.id) && <MembersBadge testId={`members-game-${game.id}`} />}
                  <span className={styles.cost}>
                    <FormattedMessage
                      id="gameCenter.cost"
                      defaultMessage="{points} points a round"
                      values={{ points: GAME_COST_POINTS }}
                    />
                  </span>
                  {best[game.id] !== undefined && (
                    <span>
                      <FormattedMessage
                        id="gameCenter.best"
                        defaultMessage="Best score: {score}"
                        values={{ score: best[game.id] }}
                      />
                    </span>
                  )}
                </span>
              </span>
            </button>
          </m.li>
        ))}
      </m.ul>
    </ModalDialog>
  );
}

/**
 * The live preview of the game the learner points at or moves the focus to with the keys. It draws only while
 * watched (useWatched: pointed at or focused, on screen, the page shown, motion welcome) and stands still
 * otherwise. Its Pixi scene loads the first time it is watched: the focus the switcher puts on the current game
 * as it opens is not the learner's, so an open switcher nobody looks at loads and draws nothing.
 */
function usePreview(currentGame: GameCenterGame, ref: RefObject<HTMLDivElement | null>) {
  const [game, setGame] = useState<GameCenterGame>(currentGame);
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [seen, setSeen] = useState(false);
  /**
   * The learner moves the focus with the keys (a key went down in the list since the pointer last did). A ref, not
   * state: opening resets it and then focuses the current game in one handler, and that focus must see the reset.
   */
  const byKeys = useRef(false);
  const playing = useWatched(ref, pointed || focused);
  const show = (id: GameCenterGame) => {
    setGame(id);
    setSeen(true);
  };
  return {
    game,
    seen,
    playing,
    /** As the switcher opens: the current game, not watched. */
    reset: () => {
      byKeys.current = false;
      setGame(currentGame);
      setPointed(false);
      setFocused(false);
    },
    point: (id: GameCenterGame) => {
      show(id);
      setPointed(true);
    },
    focus: (id: GameCenterGame) => {
      if (!byKeys.current) return;
      show(id);
      setFocused(true);
    },
    keyDown: () => {
      byKeys.current = true;
    },
    pointerDown: () => {
      byKeys.current = false;
    },
    leave: () => setPointed(false),
    blur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
