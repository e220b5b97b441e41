/** @jsxRuntime automatic */
import { Paragraph, LinkLine } from '../internal/parts';
import { defineEmail } from '../render';

export interface InvitationEmailProps {
  /** The invited caregiver's first name; empty greets without one. */
  firstName: string;
  /** The full name of who added them; empty leaves it out of the subject. */
  inviterName: string;
  /** The set-password page with the invitation's token. */
  link: string;
  /** How many days the link works. */
  days: number;
}

/** The invitation of a caregiver, with the link to choose a password. */
export const InvitationEmail = defineEmail<InvitationEmailProps>(
  'InvitationEmail',
  ({ write, inviterName }) => {
    const inviter = inviterName.trim();
    return inviter
      ? write.t(
          /*i18n*/ { id: "{inviter} added you to their family's customer hub account", values: { inviter } },
        )
      : write.t(/*i18n*/ { id: "You were added to a family's customer hub account" });
  },
  ({ write, firstName, link, days }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: "You were added as a caregiver to a family's customer hub account: you will see the children's play and the account, not its billing.",
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ { id: 'To choose your password, open this link within {days} days:', values: { days } },
        )}
      </Paragraph>
      <LinkLine href={link} write={write} />
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'The link works once. If you did not expect this email, ignore it: nothing happens without your password.',
          },
        )}
      </Paragraph>
    </>
  ),
);
