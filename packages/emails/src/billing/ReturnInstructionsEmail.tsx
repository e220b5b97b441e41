/** @jsxRuntime automatic */
import { instructionsEmailHours } from '@hub/domain';
import { Lines, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface ReturnInstructionsEmailProps {
  firstName: string;
}

/** A return of the kit was asked for: how to send it back; a staff member confirms it. */
export const ReturnInstructionsEmail = defineEmail<ReturnInstructionsEmailProps>(
  'ReturnInstructionsEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'How to return your kit' }),
  ({ write, firstName }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(/*i18n*/ { id: 'We received your request to return the kit. To send it back:' })}
      </Paragraph>
      <Lines
        lines={[
          write.t(
            /*i18n*/ {
              id: '1. Pack the heart-rate sensor, the tablet and its charger in the box they came in.',
            },
          ),
          write.t(
            /*i18n*/ {
              id: '2. Watch your inbox: our Family Care team emails a prepaid shipping label within {hours} hours.',
              values: { hours: instructionsEmailHours },
            },
          ),
          write.t(/*i18n*/ { id: '3. Stick the label on the box and drop it at any post office.' }),
        ]}
      />
      <Paragraph>
        {write.t(/*i18n*/ { id: 'Once the kit arrives we confirm the return, and nothing more is charged.' })}
      </Paragraph>
    </>
  ),
);
