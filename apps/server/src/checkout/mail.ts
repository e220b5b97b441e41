// The order confirmation email, in the language the order was placed in (src/mail-language.ts: the texts
// are translated in locales/<language>/emails.po). A new family's has the link to set their password
// (`/start?o=`); a signed-in customer's says to sign in. Only the card's brand and last four digits appear.
import { readFileSync } from 'node:fs';
import type { Email } from '../mail';
import { emailWriter } from '../mail-language';
import type { OrderRow } from './store';

/** Where the plans' texts per language are (the hub serves the same files at /locales/{lang}/). */
const localesDir = new URL('../../../../locales/', import.meta.url);

const planTexts = new Map<string, Record<string, { name?: unknown }>>();

/**
 * A plan's name in a language, from `locales/<language>/program_plans.json` (read once per language);
 * the plan's English name when the file or the plan's text is missing.
 */
export function planNameIn(language: string, planId: string, englishName: string): string {
  if (!planTexts.has(language)) {
    let texts: Record<string, { name?: unknown }> = {};
    try {
      if (/^[A-Za-z]{2,3}(?:-[A-Za-z]{2})?$/.test(language)) {
        texts = JSON.parse(
          readFileSync(new URL(`${language}/program_plans.json`, localesDir), 'utf8'),
        ) as typeof texts;
      }
    } catch {
      // No texts for this language: the English name stands.
    }
    planTexts.set(language, texts);
  }
  const name = planTexts.get(language)?.[planId]?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : englishName;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** How long the new family's set-password link works (their first password, not a reset). */
export const welcomeLinkDays = 7;

/** The confirmation of an order, with its amounts as the order summary shows them. */
export function orderConfirmationEmail(
  order: OrderRow,
  planName: string,
  next: { setPasswordLink: string } | { signInLink: string },
): Email {
  const write = emailWriter(order.language);
  const money = (amount: number) => write.money(amount, order.currency);
  const number = order.number;
  const lines = [
    write.greeting(order.firstName),
    '',
    write.t(
      /*i18n*/ { id: 'Thank you for your order {number}: your kit is on its way.', values: { number } },
    ),
    '',
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
        values: { brand: brandNames[order.cardBrand] ?? order.cardBrand, last4: order.cardLast4 },
      },
    ),
    '',
  ];
  if ('setPasswordLink' in next) {
    lines.push(
      write.t(
        /*i18n*/ {
          id: 'To sign in to your customer hub, choose your password within {days} days:',
          values: { days: welcomeLinkDays },
        },
      ),
      '',
      next.setPasswordLink,
      '',
      write.t(
        /*i18n*/ { id: 'The link works once. If it has expired, ask for a new one from the sign-in page.' },
      ),
    );
  } else {
    lines.push(
      write.t(
        /*i18n*/ { id: 'Your customer hub is ready: sign in to follow your order and your children’s play.' },
      ),
      '',
      next.signInLink,
    );
  }
  return {
    to: order.email,
    subject: write.t(/*i18n*/ { id: 'Your order {number} is confirmed', values: { number } }),
    body: lines.join('\n'),
  };
}
