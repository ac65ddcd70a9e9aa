import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../api/errors';
import { CodeEntryForm } from '../../components/code-entry/CodeEntryForm';
import { useRedeemActivation } from '../../queries/membership';

/** Redeeming an activation code (a school's or a gift's): its card is added to the membership. */
export function RedeemActivation() {
  const intl = useIntl();
  const redeem = useRedeemActivation();
  return (
    <CodeEntryForm
      id="activation-code"
      testId="redeem-activation"
      label={<FormattedMessage id="membership.code.label" defaultMessage="Activation code" />}
      submit={<FormattedMessage id="membership.code.submit" defaultMessage="Redeem" />}
      placeholder="XXXX-XXXX-XXXX-XXXX"
      pending={redeem.isPending}
      error={redeem.error ? intl.formatMessage(describeError(redeem.error)) : null}
      done={
        redeem.isSuccess && (
          <FormattedMessage
            id="membership.code.done"
            defaultMessage="The code was redeemed: your membership is updated."
          />
        )
      }
      onEnter={(code, clear) => redeem.mutate(code, { onSuccess: clear })}
    />
  );
}
