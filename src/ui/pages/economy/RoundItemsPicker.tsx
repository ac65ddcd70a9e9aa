import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { GAME_ITEMS, ITEM_GAMES, type GameItem, type PaidGame } from '../../../contracts';
import { walletQuery } from '../../queries/economy';
import { itemDescriptions, itemNames } from './economy-strings';
import styles from './Economy.module.css';

/** Toolbox items to use in the next round of `game` (only those that work in it and are in the toolbox). */
export function RoundItemsPicker({
  characterId,
  game,
  items,
  onChange,
}: {
  characterId: number;
  game: PaidGame;
  items: readonly GameItem[];
  onChange: (items: GameItem[]) => void;
}) {
  const intl = useIntl();
  const wallet = useQuery(walletQuery(characterId));
  const usable = GAME_ITEMS.filter(
    (item) => ITEM_GAMES[item].includes(game) && (wallet.data?.items[item] ?? 0) > 0,
  );
  if (usable.length === 0) return null;
  return (
    <fieldset className={styles.roundItems} data-testid="round-items">
      <legend>
        <FormattedMessage id="economy.round.items" defaultMessage="Use in the next round:" />
      </legend>
      {usable.map((item) => (
        <label key={item} className={styles.roundItem} title={intl.formatMessage(itemDescriptions[item])}>
          <input
            type="checkbox"
            checked={items.includes(item)}
            onChange={(event) =>
              onChange(event.target.checked ? [...items, item] : items.filter((each) => each !== item))
            }
            data-item={item}
          />
          <FormattedMessage
            id="economy.round.item"
            defaultMessage="{item} ({count} left)"
            values={{ item: intl.formatMessage(itemNames[item]), count: wallet.data?.items[item] ?? 0 }}
          />
        </label>
      ))}
    </fieldset>
  );
}
