import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isMemberGame, type GameItem } from '../../../contracts';
import { confirmMember, useIsMember } from '../../account/member-access';
import { UpgradeDialog } from '../../components/account/UpgradeDialog';
import type { GameResult, GameScreenName } from '../../../games';
import { appChannel } from '../../api/channel';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { PerformanceReport } from '../../components/report/PerformanceReport';
import { ThunderLoop } from '../../components/scenes/lazy';
import { useLessonRecords } from '../../progress';
import { RoundItemsPicker } from '../economy/RoundItemsPicker';
import { RoundRefusal } from '../economy/RoundRefusal';
import { usePaidRound, type PaidRound } from '../economy/use-paid-round';
import {
  beginWaitingRound,
  giveBackRound,
  leaveWaitingRound,
  rememberWaitingRound,
} from '../economy/waiting-round';
import { LeaderboardLink } from '../leaderboard/LeaderboardLink';
import { WalletBadge } from '../economy/WalletBadge';
import { isGameId, useGameSwitcherStore, type GameCenterGame } from '../../stores/game-switcher-store';
import { GAME_COST_POINTS, gameEntry } from './game-catalogue';
import { gameCourseEntry } from './game-courses';
import { gameNames, gameStrings } from '../../components/game-names/game-strings';
import { GameStage } from './GameStage';
import { GameArt, GameSwitcher } from './GameSwitcher';
import { gameRoundStars } from './round-stars';
import { RoundSavedLine } from './RoundSavedLine';
import { saveGameRound, type RoundOutcome } from './save-round';
import { useGameCourse } from './use-game-course';
import { wordSourceFor } from './word-source';
import styles from './GameCenterPage.module.css';

interface Round extends PaidRound {
  game: GameCenterGame;
  /** A new number mounts a new game: the number of the choice that started it. */
  key: number;
  /** Chosen, and still being paid on the server: no game is mounted yet. */
  waiting?: boolean;
}

/**
 * /game-center: the games, their cost, the game switcher (open on arrival), the game being played and its
 * report. The words come from the course and chapter chosen in the switcher (by default the learner's next
 * finger lesson). The channel (low-power channels play lite) is the app's (`appChannel`: the native wrapper's,
 * or the first page's `?channel=`). URL values: `?lite=1`, `?play=GAME` (start a game at
 * once), `?game=GAME` (choose it, as a class assignment's link does), `?bench=N` (benchmark: N moving targets, see tests/bench/game-frame), `?renderer=canvas|webgl`.
 */
export default function GameCenterPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const records = useLessonRecords();
  const currentCourse = useGameSwitcherStore((state) => state.currentCourse);
  const currentChapter = useGameSwitcherStore((state) => state.currentChapter);
  const switcherOpen = useGameSwitcherStore((state) => state.switcherOpen);
  const currentGame = useGameSwitcherStore((state) => state.currentGame);
  const lite = useGameSwitcherStore((state) => state.lite);
  const muted = useGameSwitcherStore((state) => state.muted);
  const volume = useGameSwitcherStore((state) => state.volume);
  const { chooseGame, openSwitcher, setLite, setMuted, setVolume } = useGameSwitcherStore.getState();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<RoundOutcome | null>(null);
  const isMember = useIsMember();
  // A members' game (MEMBER_GAMES) chosen by a learner who is not one: the upgrade prompt, no round.
  const [prompt, setPrompt] = useState(false);
  const [round, setRound] = useState<Round | null>(() => {
    const play = params.get('play');
    return isGameId(play) && (isMember || !isMemberGame(play)) ? { game: play, key: 0, boosts: {} } : null;
  });
  const [result, setResult] = useState<GameResult | null>(null);

  const channel = appChannel();
  const bench = Number(params.get('bench')) || undefined;
  const liteParam = params.get('lite') === '1';
  const renderer = params.get('renderer');
  const preference =
    renderer === 'canvas' || renderer === 'webgpu' || renderer === 'webgl' ? renderer : undefined;
  const course = useGameCourse(gameCourseEntry(currentCourse).slug);
  const source = useMemo(
    () => (course ? wordSourceFor(course, records, currentChapter).source : undefined),
    [course, records, currentChapter],
  );

  const paid = usePaidRound();
  // Every choice (a game chosen, played again, or charged anew) takes the next number. A choice still waiting for
  // the server when a newer one is made (or the game center is left) is dropped and the round paid for it given
  // back: however quickly games are chosen, only the last choice is ever mounted.
  const choice = useRef(0);
  const present = useRef(true);
  useEffect(() => {
    present.current = true;
    return () => {
      present.current = false;
    };
  }, []);
  // A signed-in learner's round is paid on the server when the game is chosen, and given back if it is never
  // begun (Enter on the game's title): another game chosen, the game center left, the page gone (docs/ECONOMY.md).
  const start = async (game: GameCenterGame, again?: readonly GameItem[]) => {
    const mine = ++choice.current;
    const current = () => mine === choice.current && present.current;
    setResult(null);
    // The game before goes at once: never played on (nor its round begun) while its round is given back.
    setRound({ game, key: mine, boosts: {}, waiting: true });
    await leaveWaitingRound(queryClient);
    if (!current()) return;
    const { characterId } = paid;
    const started = await paid.startPaid(game, again);
    if (!current()) {
      if (started?.roundId && characterId !== null)
        void giveBackRound(queryClient, { characterId, roundId: started.roundId });
      return;
    }
    if (!started) {
      setRound(null);
      return;
    }
    if (started.roundId && characterId !== null)
      rememberWaitingRound({ characterId, roundId: started.roundId });
    setRound({ game, key: mine, ...started });
  };

  // The rounds whose beginning the server was told of.
  const begun = useRef(new Set<string>());
  const onScreen = (screen: GameScreenName) => {
    const playing = round;
    if (screen !== 'play' || !playing?.roundId || paid.characterId === null) return;
    if (begun.current.has(playing.roundId)) return;
    begun.current.add(playing.roundId);
    beginWaitingRound(queryClient, { characterId: paid.characterId, roundId: playing.roundId })
      .then((state) => {
        // Given back meanwhile (it waited too long, or the page was hidden and shown again): charged anew, unless
        // another game was chosen since (its choice gave this round back).
        if (state === 'refunded' && playing.key === choice.current && present.current)
          void start(playing.game, playing.items ?? []);
      })
      .catch((error: unknown) =>
        console.warn(
          'The server could not be told the round began; it is given back unless its result arrives',
          error,
        ),
      );
  };

  // A round chosen and never begun comes back: on the next visit (a reload, a crash), on leaving the game center,
  // and when the page goes away (the request outlives the page).
  useEffect(() => {
    void leaveWaitingRound(queryClient);
    const onPageHide = () => void leaveWaitingRound(null, true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void leaveWaitingRound(queryClient);
    };
  }, [queryClient]);

  const onChoose = async (game: GameCenterGame) => {
    // Chosen before the server's answer came: asked now (a choice made meanwhile is the one that counts).
    if (isMemberGame(game) && !isMember) {
      const mine = ++choice.current;
      const member = await confirmMember(queryClient);
      if (mine !== choice.current || !present.current) return;
      if (!member) {
        useGameSwitcherStore.getState().closeSwitcher();
        // A choice this one replaced was still being paid: given back, nothing mounted.
        setRound((previous) => (previous?.waiting ? null : previous));
        setPrompt(true);
        return;
      }
    }
    chooseGame(game);
    void start(game);
  };

  // Spec: the game switcher opens on arrival, unless a link asks for a game: `?play=` plays it at once,
  // `?game=` (a class assignment's link) chooses it as the switcher would.
  // Once, also where React runs an effect twice in development: a chosen game starts (and is paid) once.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const play = params.get('play');
    const game = params.get('game');
    if (isGameId(play)) chooseGame(play);
    // Chosen on arrival as by a click in the switcher: its round starts (once, guarded above).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else if (isGameId(game)) void onChoose(game);
    else openSwitcher();
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onResult = (gameResult: GameResult) => {
    setResult(gameResult);
    setSaved(null);
    void saveGameRound(queryClient, gameResult, round?.roundId).then(setSaved);
  };

  const audio = useMemo(() => ({ muted, volume }), [muted, volume]);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'gameCenter.title', defaultMessage: 'Game center' })} · KeyQuest`;
  }, [intl]);

  // The learning area's header (logo, course map, account): a child who arrives on the free trial can leave.
  return (
    <LearningShell>
      <div className={styles.page}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>
              <FormattedMessage id="gameCenter.title" defaultMessage="Game center" />
            </h1>
            <p className={styles.intro}>
              <FormattedMessage
                id="gameCenter.intro"
                defaultMessage="Play with the keys you have learned. Each round costs {points} points."
                values={{ points: GAME_COST_POINTS }}
              />
            </p>
          </div>
          <WalletBadge />
          <LeaderboardLink />
          <div className={styles.controls}>
            {paid.characterId !== null && (
              <RoundItemsPicker
                characterId={paid.characterId}
                game={currentGame}
                items={paid.items}
                onChange={paid.setItems}
              />
            )}
            <button type="button" className="button button-primary" onClick={() => openSwitcher()}>
              <FormattedMessage id="gameCenter.change" defaultMessage="Choose a game" />
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={!muted}
              onClick={() => setMuted(!muted)}
            >
              {muted ? (
                <FormattedMessage id="gameCenter.soundOff" defaultMessage="Sound: off" />
              ) : (
                <FormattedMessage id="gameCenter.soundOn" defaultMessage="Sound: on" />
              )}
            </button>
            <label className={styles.control}>
              <FormattedMessage id="gameCenter.volume" defaultMessage="Volume" />
              <input
                type="range"
                min={0}
                max={1}
                step={0.1}
                value={volume}
                onChange={(event) => setVolume(Number(event.target.value))}
              />
            </label>
            <label className={styles.control}>
              <input type="checkbox" checked={lite} onChange={(event) => setLite(event.target.checked)} />
              <FormattedMessage id="gameCenter.lite" defaultMessage="Lite mode for slower computers" />
            </label>
          </div>
        </header>

        {paid.refusal !== null && !round && <RoundRefusal error={paid.refusal} />}
        {round && !source && (
          <p className={styles.wordsLoading} role="status">
            <FormattedMessage id="gameCenter.wordsLoading" defaultMessage="Getting the words ready…" />
          </p>
        )}
        {round?.waiting && source && (
          <p className={styles.wordsLoading} role="status" data-testid="game-waiting">
            <FormattedMessage id="gameCenter.loading" defaultMessage="Loading the game…" />
          </p>
        )}
        {round && !round.waiting && source ? (
          <div className={styles.play}>
            <GameStage
              key={round.key}
              game={round.game}
              audio={audio}
              suspended={switcherOpen}
              onResult={onResult}
              onScreen={onScreen}
              options={{
                source,
                strings: gameStrings(intl, round.game),
                lite: lite || liteParam,
                boosts: round.boosts,
                channel,
                bench: bench ? { targets: bench } : undefined,
                preference,
              }}
            />
            {result && (
              <div className={styles.reportLayer}>
                {result.outcome === 'won' && (
                  <Suspense fallback={null}>
                    <ThunderLoop className={styles.thunder} />
                  </Suspense>
                )}
                <PerformanceReport
                  analysis={result.analysis}
                  stars={gameRoundStars(result)}
                  score={result.gameScore}
                  heading={
                    <FormattedMessage
                      id="gameCenter.result.heading"
                      defaultMessage="{game}: score {score, number}"
                      values={{ game: intl.formatMessage(gameNames[round.game]), score: result.gameScore }}
                    />
                  }
                  onRetry={() => void start(round.game)}
                  onNext={() => openSwitcher()}
                  nextLabel={
                    <FormattedMessage id="gameCenter.result.other" defaultMessage="Choose another game" />
                  }
                >
                  <p data-testid="game-score" data-score={result.gameScore}>
                    {result.outcome === 'won' ? (
                      <FormattedMessage id="gameCenter.result.won" defaultMessage="You finished the round!" />
                    ) : (
                      <FormattedMessage
                        id="gameCenter.result.lost"
                        defaultMessage="The round is over. Play again to beat your score!"
                      />
                    )}
                  </p>
                  {saved && <RoundSavedLine {...saved} />}
                </PerformanceReport>
              </div>
            )}
          </div>
        ) : (
          !round &&
          !switcherOpen &&
          paid.refusal === null && (
            <section className={styles.empty}>
              <GameArt art={gameEntry(currentGame).art} />
              <p>
                <FormattedMessage
                  id="gameCenter.empty"
                  defaultMessage="No game is running. Choose one to play."
                />
              </p>
              <button type="button" className="button button-primary" onClick={() => openSwitcher()}>
                <FormattedMessage id="gameCenter.change" defaultMessage="Choose a game" />
              </button>
            </section>
          )
        )}

        <GameSwitcher onChoose={(game) => void onChoose(game)} isMember={isMember} />
        {prompt && (
          <UpgradeDialog
            reason="content"
            onClose={() => {
              setPrompt(false);
              openSwitcher();
            }}
          />
        )}
      </div>
    </LearningShell>
  );
}
