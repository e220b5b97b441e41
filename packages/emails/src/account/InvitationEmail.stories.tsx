import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { InvitationEmail, type InvitationEmailProps } from './InvitationEmail';

const meta = {
  title: 'Emails/Caregiver invitation',
  args: fixtures.invitation,
  loaders: [renderedEmail(InvitationEmail)],
  render: previewEmail,
} satisfies Meta<InvitationEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A caregiver added by Maya Lopez: the subject names her, the link chooses a password. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: "Maya Lopez added you to their family's customer hub account",
      link: fixtures.invitation.link,
    });
  },
};

/** Without the inviter's name the subject says a family added them. */
export const WithoutInviter: Story = {
  args: { inviterName: '' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: "You were added to a family's customer hub account",
      link: fixtures.invitation.link,
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'تمت إضافتك إلى حساب عائلة Maya Lopez في بوابة العملاء',
      link: fixtures.invitation.link,
    });
  },
};
