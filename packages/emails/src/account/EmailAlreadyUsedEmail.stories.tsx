import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { EmailAlreadyUsedEmail, type EmailAlreadyUsedEmailProps } from './EmailAlreadyUsedEmail';

const meta = {
  title: 'Emails/Email already used',
  args: {},
  loaders: [renderedEmail(EmailAlreadyUsedEmail)],
  render: previewEmail,
} satisfies Meta<EmailAlreadyUsedEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To a new address that already has an account: nothing changed, and no name is told. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Your email was entered in a customer hub account',
      says: 'it already belongs to an account. Nothing changed.',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, { subject: 'تم إدخال بريدك الإلكتروني في حساب ببوابة العملاء' });
  },
};
