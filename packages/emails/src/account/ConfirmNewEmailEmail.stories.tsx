import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { ConfirmNewEmailEmail, type ConfirmNewEmailEmailProps } from './ConfirmNewEmailEmail';

const meta = {
  title: 'Emails/Confirm new email',
  args: fixtures.confirmNewEmail,
  loaders: [renderedEmail(ConfirmNewEmailEmail)],
  render: previewEmail,
} satisfies Meta<ConfirmNewEmailEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To the new address: the link that makes it the sign-in email, 24 hours to use it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Confirm the new email of your customer hub account',
      link: fixtures.confirmNewEmail.link,
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'أكّد البريد الإلكتروني الجديد لحسابك في بوابة العملاء',
      link: fixtures.confirmNewEmail.link,
    });
  },
};
