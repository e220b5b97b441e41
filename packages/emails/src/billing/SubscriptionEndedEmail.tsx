/** @jsxRuntime automatic */
import type { CalendarDate } from '@hub/domain';
import { LinkLine, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface SubscriptionEndedEmailProps {
  firstName: string;
  /** The day the subscription ended, after the last declined try. */
  endedOn: CalendarDate;
  /** The billing segment of the hub, where the subscription is reactivated. */
  renewLink: string;
}

/** The last try to charge the renewal was declined, so the subscription ended: how to reactivate it. */
export const SubscriptionEndedEmail = defineEmail<SubscriptionEndedEmailProps>(
  'SubscriptionEndedEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your subscription has ended' }),
  ({ write, firstName, endedOn, renewLink }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'We could not charge your card after several tries, so your subscription ended on {day}.',
            values: { day: write.date(endedOn) },
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(/*i18n*/ { id: 'You can reactivate it at any time from Subscription & Billing:' })}
      </Paragraph>
      <LinkLine href={renewLink} write={write} />
      <Paragraph>
        {write.t(/*i18n*/ { id: 'If you think this is a mistake, contact our Family Care team.' })}
      </Paragraph>
    </>
  ),
);
