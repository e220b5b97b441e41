/** @jsxRuntime automatic */
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface MarketingEmailProps {
  firstName: string;
  /** True when they opted out of marketing emails, false when they opted in again. */
  optedOut: boolean;
}

/** Confirms a marketing opt-out (or opting in again). */
export const MarketingEmail = defineEmail<MarketingEmailProps>(
  'MarketingEmail',
  ({ write, optedOut }) =>
    optedOut
      ? write.t(/*i18n*/ { id: 'You will no longer get marketing emails' })
      : write.t(/*i18n*/ { id: 'You will get our news and offers again' }),
  ({ write, firstName, optedOut }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {optedOut
          ? write.t(
              /*i18n*/ {
                id: 'As you asked, we will no longer send you news or offers. Emails about your account, orders and billing still come.',
              },
            )
          : write.t(
              /*i18n*/ {
                id: 'As you asked, we will send you our news and offers again. You can opt out any time from the Account tab.',
              },
            )}
      </Paragraph>
    </>
  ),
);
