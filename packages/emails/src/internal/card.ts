import type { EmailWriter } from '../writer';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** A card brand as people write it ("visa" is "Visa"); an unknown brand as it came. */
export function brandName(brand: string): string {
  return brandNames[brand] ?? brand;
}

/** "Visa ending in 4242": only a card's brand and last four digits ever appear in an email. */
export function cardText(write: EmailWriter, brand: string, last4: string): string {
  return write.t(/*i18n*/ { id: '{brand} ending in {last4}', values: { brand: brandName(brand), last4 } });
}
