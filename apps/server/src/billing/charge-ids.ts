// Which charge paid an invoice, for its refund: the gateway refunds a charge (Stripe, a PaymentIntent), and
// the invoice row does not keep one. Every paid charge is written down already: the billing run's and "pay
// now"'s in billing's log (CHARGE_PAID, INVOICE_PAY, with `charge`), the checkout's first invoice on its
// order (`charge_id`).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orders } from '../checkout/schema';
import { invoices, subscriptionActions } from './schema';
import type { Db, InvoiceRow } from './store';

/** The gateway's id of the charge that paid the invoice, or null when none is written down. */
export async function invoiceChargeId(db: Db, invoice: InvoiceRow): Promise<string | null> {
  const [logged] = await db
    .select({ charge: sql<string | null>`${subscriptionActions.detail} ->> 'charge'` })
    .from(subscriptionActions)
    .where(
      and(
        eq(subscriptionActions.accountId, invoice.accountId),
        inArray(subscriptionActions.event, ['CHARGE_PAID', 'INVOICE_PAY']),
        sql`${subscriptionActions.detail} ->> 'invoice' = ${invoice.externalId}`,
      ),
    )
    .orderBy(desc(subscriptionActions.id))
    .limit(1);
  if (logged?.charge) return logged.charge;
  const [order] = await db
    .select({ charge: orders.chargeId })
    .from(orders)
    .where(eq(orders.invoiceId, invoice.id))
    .limit(1);
  return order && order.charge !== 'none' ? order.charge : null;
}

/** The account (and subscription, invoice) a gateway charge paid, for a dispute of it; null when unknown. */
export async function chargeAccount(
  db: Db,
  chargeId: string,
): Promise<{ accountId: number; subscriptionId: number | null; invoice: string | null } | null> {
  const [logged] = await db
    .select({
      accountId: subscriptionActions.accountId,
      subscriptionId: subscriptionActions.subscriptionId,
      invoice: sql<string | null>`${subscriptionActions.detail} ->> 'invoice'`,
    })
    .from(subscriptionActions)
    .where(
      and(
        inArray(subscriptionActions.event, ['CHARGE_PAID', 'INVOICE_PAY']),
        sql`${subscriptionActions.detail} ->> 'charge' = ${chargeId}`,
      ),
    )
    .limit(1);
  if (logged) return logged;
  const [order] = await db
    .select({
      accountId: orders.accountId,
      subscriptionId: orders.subscriptionId,
      invoice: invoices.externalId,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(eq(orders.chargeId, chargeId))
    .limit(1);
  return order?.accountId ? { ...order, accountId: order.accountId } : null;
}
