import { FormattedMessage, useIntl } from 'react-intl';
import type { DiscountCard } from '../../../contracts';
import { describeError } from '../../api/errors';
import { CodeEntryForm } from '../../components/code-entry/CodeEntryForm';
import { useRedeemDiscountCode } from '../../queries/economy';

/**
 * Entering a discount code someone gave (a campaign's, a school's: `npm run codes -- --discount`): the card joins
 * the toolbox ("discount code" required). On the toolbox for the learner; at checkout for the grown-up who buys,
 * where it says where codes come from and the card is chosen for the order at once (`onRedeemed`).
 */
export function RedeemCodeForm({
  characterId,
  place = 'toolbox',
  onRedeemed,
}: {
  characterId: number;
  place?: 'toolbox' | 'checkout';
  onRedeemed?: (card: DiscountCard) => void;
}) {
  const intl = useIntl();
  const redeem = useRedeemDiscountCode(characterId);
  const checkout = place === 'checkout';
  const percent = redeem.data?.percent;
  return (
    <CodeEntryForm
      id="discount-code"
      label={
        checkout ? (
          <FormattedMessage id="membership.discount.codeLabel" defaultMessage="Have a discount code?" />
        ) : (
          <FormattedMessage id="economy.redeem.label" defaultMessage="Discount code" />
        )
      }
      hint={
        checkout && (
          <FormattedMessage
            id="membership.discount.codeHint"
            defaultMessage="KeyQuest hands out discount codes in campaigns, and schools and partners pass them on; a learner can also win a card in the lottery. A card pays for one order."
          />
        )
      }
      submit={
        checkout ? (
          <FormattedMessage id="membership.discount.add" defaultMessage="Add the card" />
        ) : (
          <FormattedMessage id="economy.redeem.submit" defaultMessage="Add to my toolbox" />
        )
      }
      primary={!checkout}
      requiredMessage={intl.formatMessage({
        id: 'error.DISCOUNT_CODE_REQUIRED',
        defaultMessage: 'Please enter the discount code',
      })}
      pending={redeem.isPending}
      error={redeem.error ? intl.formatMessage(describeError(redeem.error)) : null}
      done={
        redeem.isSuccess &&
        (checkout ? (
          <FormattedMessage
            id="membership.discount.added"
            defaultMessage="Your {percent}% card is chosen for this order."
            values={{ percent }}
          />
        ) : (
          <FormattedMessage
            id="economy.redeem.done"
            defaultMessage="Your {percent}% card is in your toolbox."
            values={{ percent }}
          />
        ))
      }
      doneTestId="discount-code-added"
      onEnter={(code, clear) =>
        redeem.mutate(code, {
          onSuccess: (card) => {
            clear();
            onRedeemed?.(card);
          },
        })
      }
    />
  );
}
