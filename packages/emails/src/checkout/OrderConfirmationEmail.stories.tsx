import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '../fixtures-support';
import { expectEmail, previewEmail, renderedEmail } from '../stories-support';
import { OrderConfirmationEmail, type OrderConfirmationEmailProps } from './OrderConfirmationEmail';

const meta = {
  title: 'Emails/Order confirmation',
  args: fixtures.orderConfirmation,
  loaders: [renderedEmail(OrderConfirmationEmail)],
  render: previewEmail,
} satisfies Meta<OrderConfirmationEmailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const subject = 'Your order HUB-10428 is confirmed';

/** A new family's order with a promo code: the amounts, and the link to choose their password. */
export const NewFamily: Story = {
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject,
      link: `${fixtures.publicUrl}/start?o=bmV3LWZhbWlseS13ZWxjb21l`,
      says: 'Promo code WELCOME10: -$24.90',
    });
  },
};

/** A signed-in customer's order: paid shipping, no renewal, and a link to sign in. */
export const SignedInCustomer: Story = {
  args: fixtures.orderConfirmationSignedIn,
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject,
      link: `${fixtures.publicUrl}/login`,
      says: 'Shipping: $9.95',
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'تم تأكيد طلبك HUB-10428',
      link: `${fixtures.publicUrl}/start?o=bmV3LWZhbWlseS13ZWxjb21l`,
    });
  },
};
