import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { MarketingEmail, type MarketingEmailProps } from './MarketingEmail';

const meta = {
  title: 'Emails/Marketing choice',
  args: fixtures.marketing,
  loaders: [renderedEmail(MarketingEmail)],
  render: previewEmail,
} satisfies Meta<MarketingEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No more news or offers; account, order and billing emails still come. */
export const OptedOut: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'You will no longer get marketing emails',
      says: 'Emails about your account, orders and billing still come.',
    });
  },
};

/** Opting in again. */
export const OptedIn: Story = {
  args: { optedOut: false },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'You will get our news and offers again',
      says: 'You can opt out any time from the Account tab.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'لن تصلك الرسائل التسويقية بعد الآن' });
  },
};
