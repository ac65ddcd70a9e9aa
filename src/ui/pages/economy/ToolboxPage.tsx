import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { GAME_ITEMS } from '../../../contracts';
import { toolboxQuery, useToolboxSeen } from '../../queries/economy';
import { EconomyFrame } from './EconomyFrame';
import { RedeemCodeForm } from './RedeemCodeForm';
import { itemDescriptions, itemNames, itemStates } from './economy-strings';
import styles from './Economy.module.css';

/** /toolbox: the game items (what each does, how many are ready), discount cards, and entering a code. */
export default function ToolboxPage() {
  return (
    <EconomyFrame
      title={{ id: 'economy.toolbox.title', defaultMessage: 'My toolbox' }}
      intro={
        <FormattedMessage
          id="economy.toolbox.intro"
          defaultMessage="Choose items before a game round in the game center. An item is used up in that round."
        />
      }
    >
      {(characterId) => <Toolbox characterId={characterId} />}
    </EconomyFrame>
  );
}

function Toolbox({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const toolbox = useQuery(toolboxQuery(characterId));
  const hasNew = toolbox.data?.items.some((item) => item.state === 'received') ?? false;
  // Seen now: what was new becomes "ready to use" (the list keeps showing "New" until the next visit).
  const { mutate: markSeen } = useToolboxSeen(characterId);
  useEffect(() => {
    if (hasNew) markSeen();
  }, [hasNew, markSeen]);
  if (!toolbox.data) return null;
  const { items, cards } = toolbox.data;
  return (
    <>
      <section className={styles.card} aria-labelledby="items-heading">
        <h2 id="items-heading" className={styles.subtitle}>
          <FormattedMessage id="economy.toolbox.items" defaultMessage="Game items" />
        </h2>
        <ul className={styles.items}>
          {GAME_ITEMS.map((kind) => {
            const ready = items.filter((item) => item.kind === kind && item.state !== 'used').length;
            const fresh = items.some((item) => item.kind === kind && item.state === 'received');
            return (
              <li key={kind} className={styles.item} data-testid={`toolbox-${kind}`} data-count={ready}>
                <strong>{intl.formatMessage(itemNames[kind])}</strong>
                {fresh && <span className={styles.tag}>{intl.formatMessage(itemStates.received)}</span>}
                <span>{intl.formatMessage(itemDescriptions[kind])}</span>
                <span className={styles.count}>
                  <FormattedMessage
                    id="economy.toolbox.ready"
                    defaultMessage="{count, plural, =0 {None left} one {# ready} other {# ready}}"
                    values={{ count: ready }}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="cards-heading">
        <h2 id="cards-heading" className={styles.subtitle}>
          <FormattedMessage id="economy.toolbox.cards" defaultMessage="Discount cards" />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage
            id="economy.toolbox.cardsIntro"
            defaultMessage="A discount card lowers the price of a membership once. Grown-ups use it when they buy."
          />
        </p>
        {cards.length === 0 ? (
          <p>
            <FormattedMessage id="economy.toolbox.noCards" defaultMessage="No discount cards yet." />
          </p>
        ) : (
          <ul className={styles.items}>
            {cards.map((card) => (
              <li key={card.cardId} className={styles.item} data-testid="discount-card">
                <strong>
                  <FormattedMessage
                    id="economy.card.percent"
                    defaultMessage="Pay {percent}% of the price"
                    values={{ percent: card.percent }}
                  />
                </strong>
                <span className={styles.code}>{card.code}</span>
                <span>
                  {card.expired ? (
                    <FormattedMessage id="economy.card.expired" defaultMessage="Expired" />
                  ) : (
                    <FormattedMessage
                      id="economy.card.until"
                      defaultMessage="Valid until {date}"
                      values={{ date: <FormattedDate value={card.expiresAt} dateStyle="medium" /> }}
                    />
                  )}{' '}
                  · {intl.formatMessage(itemStates[card.state])}
                </span>
              </li>
            ))}
          </ul>
        )}
        <RedeemCodeForm characterId={characterId} />
      </section>
    </>
  );
}
