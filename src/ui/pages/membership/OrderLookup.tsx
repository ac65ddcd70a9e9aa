import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CodeEntryForm } from '../../components/code-entry/CodeEntryForm';

/** Looking an order up by its merchant order number ("order number" required). */
export function OrderLookup() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <CodeEntryForm
      id="order-no"
      testId="order-lookup"
      label={<FormattedMessage id="membership.lookup.label" defaultMessage="Merchant order number" />}
      submit={<FormattedMessage id="membership.lookup.submit" defaultMessage="Look up the order" />}
      capitals={false}
      requiredMessage={intl.formatMessage({
        id: 'error.ORDER_NUMBER_REQUIRED',
        defaultMessage: 'Please enter the order number',
      })}
      onEnter={(orderNo) => void navigate(`/membership/order/${encodeURIComponent(orderNo)}`)}
    />
  );
}
