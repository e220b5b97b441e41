import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { RenewalInstructionsEmail, type RenewalInstructionsEmailProps } from './RenewalInstructionsEmail';

const meta = {
  title: 'Emails/Renewal instructions',
  args: { firstName: 'Maya' },
  loaders: [renderedEmail(RenewalInstructionsEmail)],
  render: previewEmail,
} satisfies Meta<RenewalInstructionsEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A renewal was asked for after the subscription ended. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Renewing your subscription',
      says: 'You do not need to do anything until then.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تجديد اشتراكك' });
  },
};
