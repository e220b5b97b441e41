import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { UpdatePaymentMethodEmail, type UpdatePaymentMethodEmailProps } from './UpdatePaymentMethodEmail';

const meta = {
  title: 'Emails/Update payment method',
  args: fixtures.updatePaymentMethod,
  loaders: [renderedEmail(UpdatePaymentMethodEmail)],
  render: previewEmail,
} satisfies Meta<UpdatePaymentMethodEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link to the billing segment to update the card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'Update the card of your subscription',
      link: fixtures.updatePaymentMethod.link,
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'حدّث بطاقة اشتراكك',
      link: fixtures.updatePaymentMethod.link,
    });
  },
};
