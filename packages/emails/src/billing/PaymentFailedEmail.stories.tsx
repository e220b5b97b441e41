import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { PaymentFailedEmail, type PaymentFailedEmailProps } from './PaymentFailedEmail';

const meta = {
  title: 'Emails/Payment failed',
  args: fixtures.paymentFailed,
  loaders: [renderedEmail(PaymentFailedEmail)],
  render: previewEmail,
} satisfies Meta<PaymentFailedEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const subject = 'Your payment did not go through';

/** A declined renewal: the day the card is tried again, and the link to update it and pay now. */
export const WithNextTry: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject,
      link: fixtures.paymentFailed.payLink,
      says: 'We will try again on November 13, 2027.',
    });
  },
};

/** No try is left (the server sends the subscription ended email then): only the link to pay. */
export const WithoutNextTry: Story = {
  args: { nextTryOn: null },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject,
      link: fixtures.paymentFailed.payLink,
      says: "To keep your children's access, update your card and pay now:",
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'لم تتم عملية الدفع', link: fixtures.paymentFailed.payLink });
  },
};
