/** @jsxRuntime automatic */
import { instructionsEmailHours } from '@hub/domain';
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface RenewalInstructionsEmailProps {
  firstName: string;
}

/** A renewal was asked for after the subscription ended: what happens next. */
export const RenewalInstructionsEmail = defineEmail<RenewalInstructionsEmailProps>(
  'RenewalInstructionsEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Renewing your subscription' }),
  ({ write, firstName }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'We received your request to renew your subscription. Our Family Care team will email you within {hours} hours with the next steps to get your kit playing again.',
            values: { hours: instructionsEmailHours },
          },
        )}
      </Paragraph>
      <Paragraph>{write.t(/*i18n*/ { id: 'You do not need to do anything until then.' })}</Paragraph>
    </>
  ),
);
