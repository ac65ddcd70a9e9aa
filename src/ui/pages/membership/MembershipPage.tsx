import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { wrapperConnection } from '../../api/native-bridge-protocol';
import { useSessionStore } from '../../api/session-store';
import { LearningShell } from '../../components/learning-shell/LearningShell';
import { membershipQuery, plansQuery } from '../../queries/membership';
import { Checkout } from './Checkout';
import { ComparisonTable } from './ComparisonTable';
import { MembershipStatus } from './MembershipStatus';
import { OrderLookup } from './OrderLookup';
import { PendingOrder } from './PendingOrder';
import { PriceHints } from './PlanChoice';
import { RedeemActivation } from './RedeemActivation';
import styles from './Membership.module.css';

/** /membership: the plans and prices, the comparison, buying a card, an unpaid order, lookup and codes. */
export default function MembershipPage() {
  const intl = useIntl();
  const signedIn = useSessionStore((state) => state.signedIn);
  const plans = useQuery(plansQuery());
  const membership = useQuery({ ...membershipQuery(), enabled: signedIn });
  const heading = intl.formatMessage({ id: 'membership.title', defaultMessage: 'Membership' });
  useEffect(() => {
    document.title = `${heading} · KeyQuest`;
  }, [heading]);
  const canBuy = membership.data?.canBuy ?? false;
  // In the app on Apple devices, cards are bought through the App Store, for oneself: no gifts there.
  const purchasesThroughWrapper = wrapperConnection()?.purchasesThroughWrapper() ?? false;
  // No payment provider on this server: say so rather than offer a button that cannot work.
  const purchasesOff = plans.data?.payments === 'off';
  return (
    <LearningShell>
      <div className={styles.page}>
        <h1 className={styles.title}>{heading}</h1>
        {plans.data && <PriceHints plans={plans.data} />}
        <section className={styles.card} aria-labelledby="my-plan">
          <h2 id="my-plan" className={styles.subtitle}>
            <FormattedMessage id="membership.mine" defaultMessage="My plan" />
          </h2>
          {signedIn ? (
            <MembershipStatus withTrial />
          ) : (
            <p className={styles.row}>
              <FormattedMessage id="membership.signIn" defaultMessage="Sign in to see or buy a membership." />
              <Link to="/login/?redirect=%2Fmembership" className="button button-primary">
                <FormattedMessage id="economy.signIn" defaultMessage="Sign in or try for free" />
              </Link>
            </p>
          )}
          {membership.data && !canBuy && membership.data.tier !== 'LIFETIME' && (
            <p className={styles.row}>
              <FormattedMessage
                id="error.MEMBERSHIP_NEEDS_ACCOUNT"
                defaultMessage="Please create an account (bind a sign-in method) first, so your membership is kept"
              />
              <Link to="/login/?mode=signup&redirect=%2Fmembership" className="button button-secondary">
                <FormattedMessage id="character.guestSignUp" defaultMessage="Sign up" />
              </Link>
            </p>
          )}
        </section>
        {signedIn && <PendingOrder />}
        {purchasesOff && (
          <section className={styles.card} aria-labelledby="buy-title">
            <h2 id="buy-title" className={styles.subtitle}>
              <FormattedMessage id="membership.buyTitle" defaultMessage="Buy a card" />
            </h2>
            <p className={styles.notice} data-testid="purchases-off">
              <FormattedMessage
                id="membership.purchasesOff"
                defaultMessage="Purchases are not available at the moment. Activation codes still work."
              />
            </p>
          </section>
        )}
        {!purchasesOff && signedIn && membership.data?.tier !== 'LIFETIME' && (
          <section className={styles.card} aria-labelledby="buy-title">
            <h2 id="buy-title" className={styles.subtitle}>
              <FormattedMessage id="membership.buyTitle" defaultMessage="Buy a card" />
            </h2>
            <Checkout canBuy={canBuy} />
          </section>
        )}
        {!purchasesOff && signedIn && membership.data?.tier === 'LIFETIME' && !purchasesThroughWrapper && (
          <section className={styles.card} aria-labelledby="gift-title">
            <h2 id="gift-title" className={styles.subtitle}>
              <FormattedMessage id="membership.giftTitle" defaultMessage="Give a card" />
            </h2>
            <Checkout canBuy={false} giftOnly />
          </section>
        )}
        <section className={styles.card} aria-labelledby="compare-title">
          <h2 id="compare-title" className={styles.subtitle}>
            <FormattedMessage id="membership.compareTitle" defaultMessage="Free and member plans" />
          </h2>
          <ComparisonTable />
        </section>
        {signedIn && (
          <section className={styles.card} aria-labelledby="more-title">
            <h2 id="more-title" className={styles.subtitle}>
              <FormattedMessage id="membership.moreTitle" defaultMessage="Orders and codes" />
            </h2>
            <OrderLookup />
            <RedeemActivation />
          </section>
        )}
      </div>
    </LearningShell>
  );
}
