import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { discountedPrice, type MembershipCard, type Order } from '../../../contracts';
import { describeError } from '../../api/errors';
import { wrapperConnection } from '../../api/native-bridge-protocol';
import { toolboxQuery, useEconomyCharacter } from '../../queries/economy';
import { membershipChanged, plansQuery, useCreateOrder } from '../../queries/membership';
import { RedeemCodeForm } from '../economy/RedeemCodeForm';
import { PlanChoice } from './PlanChoice';
import styles from './Membership.module.css';

/** Where a new order goes: the provider's page (a path of this app for the sandbox), or the Apple wrapper. */
export function usePayOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (order: Order, productId: string) => {
    const wrapper = wrapperConnection();
    if (order.channel === 'apple' && wrapper && order.paymentToken) {
      await wrapper.purchase(productId, order.paymentToken);
      await membershipChanged(queryClient);
      await navigate(`/membership/order/${order.orderNo}`);
    } else if (order.paymentUrl?.startsWith('/')) await navigate(order.paymentUrl);
    else if (order.paymentUrl) window.location.assign(order.paymentUrl);
  };
}

/** Every page the sandbox shows says plainly that its payments are tests (docs/MEMBERSHIP.md). */
export function TestPaymentNotice() {
  return (
    <p className={styles.notice} role="note" data-testid="test-payment-notice">
      <FormattedMessage
        id="membership.testPayments"
        defaultMessage="Test payments only: this server uses KeyQuest's built-in test payment page. No money is taken, and what you buy here is not a real purchase."
      />
    </p>
  );
}

/**
 * Choosing a card, a discount card from the toolbox, and paying (no timers, no pressure). `giftOnly`: the buyer's
 * own membership cannot grow (a lifetime member), so what they buy is a gift, with its activation code shown once.
 */
export function Checkout({ canBuy, giftOnly = false }: { canBuy: boolean; giftOnly?: boolean }) {
  const intl = useIntl();
  const plans = useQuery(plansQuery());
  const characterId = useEconomyCharacter();
  const toolbox = useQuery({ ...toolboxQuery(characterId ?? 0), enabled: characterId !== null });
  const [card, setCard] = useState<MembershipCard>('month');
  const [discount, setDiscount] = useState('');
  const [gift, setGift] = useState(giftOnly);
  const payOrder = usePayOrder();
  const throughWrapper = wrapperConnection()?.purchasesThroughWrapper() ?? false;
  const cards = (toolbox.data?.cards ?? []).filter(
    (entry) => !entry.expired && (entry.state === 'received' || entry.state === 'available'),
  );
  const chosen = plans.data?.cards.find((entry) => entry.card === card);
  const percent = cards.find((entry) => entry.code === discount)?.percent ?? null;
  const buy = useCreateOrder();
  if (!plans.data) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    buy.mutate(
      {
        card,
        channel: throughWrapper ? 'apple' : 'web',
        ...(discount ? { discountCode: discount } : {}),
        ...(gift ? { gift: true } : {}),
      },
      { onSuccess: (order) => void payOrder(order, chosen?.productId ?? '') },
    );
  };
  const total = chosen ? discountedPrice(chosen.price, percent) : 0;
  return (
    <>
      {/* A code from a campaign, a school or a friend: the card is added and chosen for this order. */}
      {characterId !== null && (canBuy || giftOnly) && (
        <RedeemCodeForm
          characterId={characterId}
          place="checkout"
          onRedeemed={(card) => setDiscount(card.code)}
        />
      )}
      <form onSubmit={submit} data-testid="checkout">
        {plans.data.payments === 'test' && <TestPaymentNotice />}
        <PlanChoice plans={plans.data} card={card} onChange={setCard} />
        {cards.length > 0 && (
          <div>
            <label htmlFor="discount-card" className={styles.label}>
              <FormattedMessage id="membership.discount.label" defaultMessage="Discount card" />
            </label>
            <select
              id="discount-card"
              className={styles.select}
              value={discount}
              onChange={(event) => setDiscount(event.target.value)}
            >
              <option value="">
                {intl.formatMessage({ id: 'membership.discount.none', defaultMessage: 'No discount card' })}
              </option>
              {cards.map((entry) => (
                <option key={entry.cardId} value={entry.code}>
                  {intl.formatMessage(
                    { id: 'membership.discount.option', defaultMessage: 'Pay {percent}% ({code})' },
                    { percent: entry.percent, code: entry.code },
                  )}
                </option>
              ))}
            </select>
          </div>
        )}
        {giftOnly ? (
          <p className={styles.muted} data-testid="checkout-gift-only">
            <FormattedMessage
              id="membership.gift.only"
              defaultMessage="Your membership never ends, so a card you buy here is a gift: an activation code to give, shown once."
            />
          </p>
        ) : (
          !throughWrapper && (
            <label className={styles.label}>
              <input type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} />{' '}
              <FormattedMessage
                id="membership.gift.checkbox"
                defaultMessage="Buy as a gift: an activation code to give, shown once"
              />
            </label>
          )
        )}
        <p className={styles.planName} data-testid="checkout-total">
          <FormattedMessage
            id="membership.total"
            defaultMessage="To pay: {price}"
            values={{
              price: intl.formatNumber(total / 100, { style: 'currency', currency: plans.data.currency }),
            }}
          />
        </p>
        <p className={styles.muted}>
          {throughWrapper ? (
            <FormattedMessage
              id="membership.apple.inApp"
              defaultMessage="In the app on Apple devices, memberships are bought through the App Store, as Apple requires."
            />
          ) : (
            <FormattedMessage
              id="membership.apple.web"
              defaultMessage="In our iPhone, iPad and Mac app, memberships are bought through the App Store, as Apple requires. On the web you pay here."
            />
          )}
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={!(canBuy || giftOnly) || buy.isPending}
          >
            <FormattedMessage id="membership.buy" defaultMessage="Buy and pay" />
          </button>
        </div>
        {buy.error && (
          <p className={styles.error} role="alert">
            {intl.formatMessage(describeError(buy.error))}
          </p>
        )}
      </form>
    </>
  );
}
