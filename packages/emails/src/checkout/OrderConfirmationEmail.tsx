/** @jsxRuntime automatic */
import { brandName } from '../internal/card';
import { Lines, LinkLine, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';
import type { EmailWriter } from '../writer';

/** An order's amounts as the order summary shows them, in minor units of `currency` (an order row fits). */
export interface OrderSummary {
  number: string;
  currency: string;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  taxes: number;
  total: number;
  /** What each renewal costs; null for a plan that does not renew. */
  recurringTotal: number | null;
  cardBrand: string;
  cardLast4: string;
}

/**
 * What the family does next: a new family sets its password (signing in then lands on the hub's welcome
 * page), a customer who has one goes to the welcome page, `/dashboard/welcome` (signing in first if needed).
 */
export type OrderNextStep = { setPasswordLink: string; days: number } | { welcomeLink: string };

export interface OrderConfirmationEmailProps {
  firstName: string;
  order: OrderSummary;
  /** The plan's name in the recipient's language. */
  planName: string;
  next: OrderNextStep;
}

/** The order's amounts, a line each, as the order summary lists them. */
function summaryLines(write: EmailWriter, order: OrderSummary, planName: string): string[] {
  const money = (amount: number) => write.money(amount, order.currency);
  return [
    write.t(/*i18n*/ { id: 'Plan: {plan}', values: { plan: planName } }),
    write.t(/*i18n*/ { id: 'Subtotal: {amount}', values: { amount: money(order.subtotal) } }),
    ...(order.discount > 0
      ? [
          write.t(
            /*i18n*/ {
              id: 'Promo code {code}: -{amount}',
              values: { code: order.promoCode ?? '', amount: money(order.discount) },
            },
          ),
        ]
      : []),
    order.shipping === 0
      ? write.t(/*i18n*/ { id: 'Shipping: Free' })
      : write.t(/*i18n*/ { id: 'Shipping: {amount}', values: { amount: money(order.shipping) } }),
    write.t(/*i18n*/ { id: 'Taxes: {amount}', values: { amount: money(order.taxes) } }),
    write.t(/*i18n*/ { id: 'Total: {amount}', values: { amount: money(order.total) } }),
    ...(order.recurringTotal !== null
      ? [
          write.t(
            /*i18n*/ { id: 'Recurring total: {amount}', values: { amount: money(order.recurringTotal) } },
          ),
        ]
      : []),
    write.t(
      /*i18n*/ {
        id: 'Paid with: {brand} ending in {last4}',
        values: { brand: brandName(order.cardBrand), last4: order.cardLast4 },
      },
    ),
  ];
}

/** The confirmation of an order, with its amounts and how to reach the hub. */
export const OrderConfirmationEmail = defineEmail<OrderConfirmationEmailProps>(
  'OrderConfirmationEmail',
  ({ write, order }) =>
    write.t(/*i18n*/ { id: 'Your order {number} is confirmed', values: { number: order.number } }),
  ({ write, firstName, order, planName, next }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Thank you for your order {number}: your kit is on its way.',
            values: { number: order.number },
          },
        )}
      </Paragraph>
      <Lines lines={summaryLines(write, order, planName)} />
      {'setPasswordLink' in next ? (
        <>
          <Paragraph>
            {write.t(
              /*i18n*/ {
                id: 'To sign in to your customer hub, choose your password within {days} days:',
                values: { days: next.days },
              },
            )}
          </Paragraph>
          <LinkLine href={next.setPasswordLink} write={write} />
          <Paragraph>
            {write.t(
              /*i18n*/ {
                id: 'The link works once. If it has expired, ask for a new one from the sign-in page.',
              },
            )}
          </Paragraph>
        </>
      ) : (
        <>
          <Paragraph>
            {write.t(
              /*i18n*/ {
                id: 'Your customer hub is ready: take your first steps there, setting up the kit and your children’s profiles.',
              },
            )}
          </Paragraph>
          <LinkLine href={next.welcomeLink} write={write} />
        </>
      )}
    </>
  ),
);
