import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DrawResult } from '../../../contracts';
import { describeError } from '../../api/errors';
import { lotteryQuery, useDrawLottery } from '../../queries/economy';
import { EconomyFrame } from './EconomyFrame';
import { OddsTable, prizeLabel } from './OddsTable';
import styles from './Economy.module.css';

/**
 * /lottery: draws with energy crystals (earned only: new stars, streak days, today's plan). Every prize and its
 * chance are on the page, with the guaranteed prize and the draws left today. No timers, no pressure.
 */
export default function LotteryPage() {
  return (
    <EconomyFrame
      title={{ id: 'economy.lottery.title', defaultMessage: 'Crystal lottery' }}
      intro={
        <FormattedMessage
          id="economy.lottery.intro"
          defaultMessage="Energy crystals are earned by learning: a new star, practising two days in a row, finishing today's plan. They are never sold."
        />
      }
    >
      {(characterId) => <Lottery characterId={characterId} />}
    </EconomyFrame>
  );
}

function Lottery({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const lottery = useQuery(lotteryQuery(characterId));
  // One draw at a time: a second press before the answer (a double click) sends nothing, and the prize a draw
  // paid for stays on screen until the next draw's answer.
  const drawing = useRef(false);
  const [won, setWon] = useState<DrawResult | null>(null);
  const draw = useDrawLottery(characterId);
  if (!lottery.data) return null;
  const wallet = won?.wallet ?? lottery.data.wallet;
  const drawsLeft = Math.max(0, wallet.drawsPerDay - wallet.drawsToday);
  const untilPrize = Math.max(1, wallet.pity - wallet.emptyDraws + 1);
  const short = wallet.crystals < wallet.drawCost;
  const onDraw = () => {
    if (drawing.current) return;
    drawing.current = true;
    draw.mutate(undefined, {
      onSuccess: setWon,
      onSettled: () => {
        drawing.current = false;
      },
    });
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="draw-heading">
        <h2 id="draw-heading" className={styles.subtitle}>
          <FormattedMessage id="economy.lottery.draw" defaultMessage="Draw" />
        </h2>
        <p>
          <FormattedMessage
            id="economy.lottery.rules"
            defaultMessage="One draw costs {cost} crystals. {left, plural, =0 {No draws left today, come back tomorrow.} one {# draw left today.} other {# draws left today.}} You will win a prize in {next, plural, one {the next draw} other {# draws at the latest}}."
            values={{ cost: wallet.drawCost, left: drawsLeft, next: untilPrize }}
          />
        </p>
        <button
          type="button"
          className={`button button-primary ${styles.big}`}
          onClick={onDraw}
          disabled={draw.isPending || short || drawsLeft === 0}
          aria-describedby={short && drawsLeft > 0 ? 'draw-short' : undefined}
          data-testid="lottery-draw"
        >
          <FormattedMessage
            id="economy.lottery.drawButton"
            defaultMessage="Draw for {cost} crystals"
            values={{ cost: wallet.drawCost }}
          />
        </button>
        {short && drawsLeft > 0 && (
          <p id="draw-short" data-testid="lottery-short">
            <FormattedMessage
              id="economy.lottery.short"
              defaultMessage="You have {crystals, plural, one {# crystal} other {# crystals}}: a draw needs {cost}."
              values={{ crystals: wallet.crystals, cost: wallet.drawCost }}
            />{' '}
            <Link to="/chapter/">
              <FormattedMessage id="economy.lottery.learn" defaultMessage="Earn crystals with lessons" />
            </Link>
          </p>
        )}
        <div aria-live="polite" data-testid="lottery-result">
          {won && (
            <p className={styles.prize} data-prize={won.prize.id}>
              {won.prize.kind === 'nothing' ? (
                <FormattedMessage id="economy.lottery.nothing" defaultMessage="No prize this time." />
              ) : (
                <FormattedMessage
                  id="economy.lottery.won"
                  defaultMessage="You won: {prize}! It is in your toolbox."
                  values={{ prize: prizeLabel(intl, won.prize) }}
                />
              )}
            </p>
          )}
          {draw.error && (
            <p className={styles.error} role="alert">
              {intl.formatMessage(describeError(draw.error))}{' '}
              <Link to="/chapter/">
                <FormattedMessage id="economy.lottery.learn" defaultMessage="Earn crystals with lessons" />
              </Link>
            </p>
          )}
        </div>
      </section>
      <OddsTable prizes={lottery.data.prizes} pity={wallet.pity} />
    </>
  );
}
