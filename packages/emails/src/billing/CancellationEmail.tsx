/** @jsxRuntime automatic */
import type { CalendarDate } from '@hub/domain';
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface CancellationEmailProps {
  firstName: string;
  /** The last day of access (the end of the paid term). */
  accessEndsOn: CalendarDate;
}

/** The subscription is cancelled: access runs to the end of the paid term, the day it ends is given. */
export const CancellationEmail = defineEmail<CancellationEmailProps>(
  'CancellationEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your subscription is cancelled' }),
  ({ write, firstName, accessEndsOn }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Your subscription is cancelled and will not renew. You keep access until {day}; nothing more will be charged.',
            values: { day: write.date(accessEndsOn) },
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Changed your mind? You can resume it from Subscription & Billing in your account until then.',
          },
        )}
      </Paragraph>
    </>
  ),
);
