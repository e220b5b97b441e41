import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { PaymentMethodChangedEmail, type PaymentMethodChangedEmailProps } from './PaymentMethodChangedEmail';

const meta = {
  title: 'Emails/Payment method changed',
  args: fixtures.paymentMethodChanged,
  loaders: [renderedEmail(PaymentMethodChangedEmail)],
  render: previewEmail,
} satisfies Meta<PaymentMethodChangedEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card on file changed: only its brand and last four digits show. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your payment method was changed',
      says: 'is now your Visa ending in 4242.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم تغيير طريقة الدفع الخاصة بك' });
  },
};
