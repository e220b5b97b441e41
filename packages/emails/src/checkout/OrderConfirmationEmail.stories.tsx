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

/** A signed-in customer's order: paid shipping, no renewal, and the link to the hub's welcome page. */
export const SignedInCustomer: Story = {
  args: fixtures.orderConfirmationSignedIn,
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject,
      link: `${fixtures.publicUrl}/dashboard/welcome`,
      says: 'Your customer hub is ready: take your first steps there',
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

/** A signed-in customer's order in Arabic: the link to the welcome page stays left to right. */
export const SignedInCustomerArabic: Story = {
  args: fixtures.orderConfirmationSignedIn,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectEmail(canvasElement, {
      subject: 'تم تأكيد طلبك HUB-10428',
      link: `${fixtures.publicUrl}/dashboard/welcome`,
    });
  },
};
