import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { EmailChangedNoticeEmail, type EmailChangedNoticeEmailProps } from './EmailChangedNoticeEmail';

const meta = {
  title: 'Emails/Email change notice',
  args: fixtures.emailChangedNotice,
  loaders: [renderedEmail(EmailChangedNoticeEmail)],
  render: previewEmail,
} satisfies Meta<EmailChangedNoticeEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To the old address: the new one, and the link that keeps this one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'The email of your customer hub account is being changed',
      link: fixtures.emailChangedNotice.keepLink,
      says: 'asked to change its email to maya.new@example.com.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'جارٍ تغيير البريد الإلكتروني لحسابك في بوابة العملاء',
      link: fixtures.emailChangedNotice.keepLink,
    });
  },
};
