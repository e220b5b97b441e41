import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { ReceiptEmail, type ReceiptEmailProps } from './ReceiptEmail';

const meta = {
  title: 'Emails/Receipt',
  args: fixtures.receipt,
  loaders: [renderedEmail(ReceiptEmail)],
  render: previewEmail,
} satisfies Meta<ReceiptEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid invoice: number, day, what for, amount and card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Receipt for invoice INV-2027-0042',
      says: 'Amount: $19.99',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'إيصال الفاتورة INV-2027-0042' });
  },
};
