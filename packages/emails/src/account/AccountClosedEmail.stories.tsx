import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { AccountClosedEmail, type AccountClosedEmailProps } from './AccountClosedEmail';

const meta = {
  title: 'Emails/Account closed',
  args: fixtures.accountClosed,
  loaders: [renderedEmail(AccountClosedEmail)],
  render: previewEmail,
} satisfies Meta<AccountClosedEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To a caregiver of a family's account that was erased. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'The family account you were on has been closed',
      says: 'Your access ended',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم إغلاق حساب العائلة الذي كنت مضافًا إليه' });
  },
};
