/** @jsxRuntime automatic */
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

/** What was erased: one person's data, or the whole family's account. */
export const erasureScopes = ['user', 'account'] as const;
export type ErasureScope = (typeof erasureScopes)[number];

export interface ErasureEmailProps {
  firstName: string;
  scope: ErasureScope;
}

/** Confirms that a person's data was erased (sent to the address they had). */
export const ErasureEmail = defineEmail<ErasureEmailProps>(
  'ErasureEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your personal data has been erased' }),
  ({ write, firstName, scope }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {scope === 'account'
          ? write.t(
              /*i18n*/ {
                id: "As you asked, we erased the personal data of your family's account: your names, contact details and address, the children's profiles and play, the devices, and the other caregivers' accounts. Everyone has been signed out and no one can sign in to it again.",
              },
            )
          : write.t(
              /*i18n*/ {
                id: 'As you asked, we erased your personal data: your name, contact details and address. You have been signed out everywhere and cannot sign in again.',
              },
            )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'The law requires us to keep invoices for a number of years; they hold the amounts and dates, not your contact details.',
          },
        )}
      </Paragraph>
      <Paragraph>{write.t(/*i18n*/ { id: 'This is the last email we send you.' })}</Paragraph>
    </>
  ),
);
