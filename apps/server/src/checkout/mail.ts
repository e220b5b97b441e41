// The order confirmation email (@hub/emails), in the language the order was placed in. A new family's has
// the link to set their password (`/start?o=`); a signed-in customer's says to sign in. Only the card's brand and last four digits appear.
import { readFileSync } from 'node:fs';
import { OrderConfirmationEmail } from '@hub/emails';
import { letter, type Email } from '../mail';
import { localesDir } from '../platform/paths';
import type { OrderRow } from './store';

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

/** How long the new family's set-password link works (their first password, not a reset). */
export const welcomeLinkDays = 7;

/** The confirmation of an order, with its amounts as the order summary shows them. */
export function orderConfirmationEmail(
  order: OrderRow,
  planName: string,
  next: { setPasswordLink: string } | { welcomeLink: string },
): Email {
  return letter(
    { email: order.email, firstName: order.firstName, language: order.language },
    OrderConfirmationEmail,
    {
      firstName: order.firstName,
      order: {
        number: order.number,
        currency: order.currency,
        subtotal: order.subtotal,
        discount: order.discount,
        promoCode: order.promoCode,
        shipping: order.shipping,
        taxes: order.taxes,
        total: order.total,
        recurringTotal: order.recurringTotal,
        cardBrand: order.cardBrand,
        cardLast4: order.cardLast4,
      },
      planName,
      next: 'setPasswordLink' in next ? { ...next, days: welcomeLinkDays } : next,
    },
  );
}
