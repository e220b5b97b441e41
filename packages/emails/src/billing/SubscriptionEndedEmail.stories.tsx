import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { SubscriptionEndedEmail, type SubscriptionEndedEmailProps } from './SubscriptionEndedEmail';

const meta = {
  title: 'Emails/Subscription ended',
  args: fixtures.subscriptionEnded,
  loaders: [renderedEmail(SubscriptionEndedEmail)],
  render: previewEmail,
} satisfies Meta<SubscriptionEndedEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last try was declined: the day the subscription ended, and the link to reactivate it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your subscription has ended',
      link: fixtures.subscriptionEnded.renewLink,
      says: 'your subscription ended on November 24, 2027.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'انتهى اشتراكك',
      link: fixtures.subscriptionEnded.renewLink,
    });
  },
};
