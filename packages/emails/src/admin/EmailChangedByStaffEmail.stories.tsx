import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { EmailChangedByStaffEmail, type EmailChangedByStaffEmailProps } from './EmailChangedByStaffEmail';

const meta = {
  title: 'Emails/Email changed by staff',
  args: fixtures.emailChangedByStaff,
  loaders: [renderedEmail(EmailChangedByStaffEmail)],
  render: previewEmail,
} satisfies Meta<EmailChangedByStaffEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To the old and the new address when the support team changed the sign-in email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your sign-in email was changed',
      says: 'Our support team changed the email you sign in with to maya.new@example.com.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم تغيير البريد الإلكتروني الذي تسجّل الدخول به' });
  },
};
