import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { CancellationEmail, type CancellationEmailProps } from './CancellationEmail';

const meta = {
  title: 'Emails/Cancellation',
  args: fixtures.cancellation,
  loaders: [renderedEmail(CancellationEmail)],
  render: previewEmail,
} satisfies Meta<CancellationEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The subscription is cancelled; access runs to the day given. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your subscription is cancelled',
      says: 'You keep access until November 10, 2027',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم إلغاء اشتراكك' });
  },
};
