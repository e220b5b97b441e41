// The demo world's checkout: the promo codes `npm start` lists (README "Demo"). The demo person who has not
// finished checkout is `newcustomer@demo.test` (src/seed/demo.ts).
import type { Database } from '../db/database';
import { promoCodes } from '../db/schema';

/** The demo promo codes: a percentage, an amount in the plans' currency, and one that has expired. */
export const demoPromoCodes: (typeof promoCodes.$inferInsert & { shows: string })[] = [
  {
    externalId: 'promo_demo_welcome10',
    code: 'WELCOME10',
    percentOff: 10,
    shows: '10% off the first charge',
  },
  {
    externalId: 'promo_demo_family20',
    code: 'FAMILY20',
    amountOff: 2000,
    currency: 'USD',
    shows: '$20.00 off the first charge',
  },
  {
    externalId: 'promo_demo_expired5',
    code: 'EXPIRED5',
    percentOff: 5,
    expiresAt: new Date('2025-01-01T00:00:00Z'),
    shows: 'expired (refused with its message)',
  },
];

/** The demo's promo codes, created when missing. */
export async function seedDemoPromoCodes(db: Database): Promise<void> {
  await db
    .insert(promoCodes)
    .values(demoPromoCodes.map(({ shows: _shows, ...code }) => code))
    .onConflictDoNothing();
}

/** The promo codes printed at start, under the sign-ins. */
export function demoPromoCodeLines(): string {
  const width = Math.max(...demoPromoCodes.map((promo) => promo.code.length));
  return [
    'Demo promo codes (checkout):',
    ...demoPromoCodes.map((p) => `  ${p.code.padEnd(width)}  ${p.shows}`),
  ].join('\n');
}
