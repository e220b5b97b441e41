import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { PasswordResetEmail, type PasswordResetEmailProps } from './PasswordResetEmail';

const meta = {
  title: 'Emails/Password reset',
  args: fixtures.passwordReset,
  loaders: [renderedEmail(PasswordResetEmail)],
  render: previewEmail,
} satisfies Meta<PasswordResetEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const subject = 'Set a new password for your customer hub account';

/** The link to choose a new password, an hour to use it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject, link: fixtures.passwordReset.link, says: 'Hello Maya,' });
  },
};

/** A user without a first name is greeted without one. */
export const WithoutFirstName: Story = {
  args: { firstName: '' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject, link: fixtures.passwordReset.link, says: 'Hello,' });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'عيّن كلمة مرور جديدة لحسابك في بوابة العملاء',
      link: fixtures.passwordReset.link,
      says: 'مرحبًا Maya،',
    });
  },
};
