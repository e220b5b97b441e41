// Invoices (docs/billing-api.md "Invoices and the order"): the account's list (newest first), one invoice
// to print, staff's refund and removal, paying a failed invoice again with the card on file, and the last
// order (none until checkout lands, issue 11). A change of an invoice is one transaction holding its
// subscription's row and its own row locked, so an invoice is never refunded or paid twice; each adds one
// row to the log.
import {
  billingStatusNames,
  formatMessage,
  invoiceActions,
  paymentServiceError,
  toInvoiceStatus,
  type InvoiceStatus,
} from '@hub/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser, type UserRow } from '../auth/principal';
import type { Transaction } from '../db/database';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { printQueued, queueEmails, type Email } from '../mail';
import { applySubscriptionChange } from './changes';
import { invoiceChargeId } from './charge-ids';
import { paymentSentence, type GatewayRefusal } from './gateway';
import { billingEntityQuery, externalIdParam } from './input';
import { receiptEmail } from './mail';
import { invoices } from './schema';
import { assertStaff } from './subscriptions';
import {
  accountHolder,
  accountSubscription,
  billingAddressJson,
  billingRecipients,
  invoiceJson,
  lockSubscription,
  paymentMethodOf,
  recordAction,
  type InvoiceRow,
} from './store';

/** The 409s of invoice actions the invoice's status does not allow (`invoiceActions` of @hub/domain). */
const refused = {
  refund: 'Only a paid invoice can be refunded.',
  remove: 'Only a failed invoice can be removed.',
  pay: 'Only a failed invoice can be paid again.',
} as const;

/** The 402 of a payment the gateway refused: spec section 8's sentence, nothing changed. */
function paymentRefused(refusal: GatewayRefusal): HttpError {
  return new HttpError(402, { detail: paymentSentence(refusal) });
}

/**
 * The invoices with this external id (in one account, or anywhere for staff), narrowed to a billing
 * entity when one is named; 400 when several entities issued the id and none is named.
 */
async function findInvoice(
  c: AppContext,
  externalId: string,
  entity: string | null,
  accountId: number | null,
): Promise<InvoiceRow | null> {
  const conditions: SQL[] = [eq(invoices.externalId, externalId)];
  if (entity !== null) conditions.push(eq(invoices.billingEntityName, entity));
  if (accountId !== null) conditions.push(eq(invoices.accountId, accountId));
  const rows = await c.var.settings.db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .limit(2);
  if (rows.length > 1) {
    throw invalid({
      billing_entity_name: ['More than one billing entity issued an invoice with this id: name one.'],
    });
  }
  return rows[0] ?? null;
}

/**
 * Locks an invoice for a change, its subscription first (the order every change locks in), and reads it
 * afresh: what another change wrote while this one waited is what is judged.
 */
async function lockInvoice(tx: Transaction, invoice: InvoiceRow) {
  const subscription = invoice.subscriptionId ? await lockSubscription(tx, invoice.subscriptionId) : null;
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
  // The status the log records beside the invoice: its subscription's, else the account's.
  const status = subscription?.status ?? (await accountSubscription(tx, invoice.accountId))?.status ?? null;
  return { row: row!, subscriptionId: subscription?.id ?? invoice.subscriptionId, status };
}

/** The next invoice number, of the invoice's year: `HUB-2026-0019` (checkout numbers its first invoice so). */
export async function invoiceNumber(tx: Transaction, date: string): Promise<string> {
  return (await invoiceNumbers(tx, [date]))[0]!;
}

/** The next numbers of invoices dated `dates`, one each, from one statement (the billing run's batch). */
export async function invoiceNumbers(tx: Transaction, dates: readonly string[]): Promise<string[]> {
  if (dates.length === 0) return [];
  // Both drivers answer `execute` with `{rows}`; bigint comes back as text.
  const { rows } = (await tx.execute(
    sql`select nextval('invoice_number_seq') as n from generate_series(1, ${dates.length}::int)`,
  )) as unknown as { rows: { n: string | number }[] };
  return dates.map((date, index) => `HUB-${date.slice(0, 4)}-${String(rows[index]!.n).padStart(4, '0')}`);
}

/** The invoice of a staff action (`?billing_entity_name=` required), or 404. */
async function staffInvoice(c: AppContext, user: UserRow): Promise<InvoiceRow> {
  assertStaff(user);
  const externalId = externalIdParam(c);
  const entity = billingEntityQuery(c, { required: true });
  await readBody(c);
  const invoice = await findInvoice(c, externalId, entity, null);
  if (!invoice) throw notFound();
  return invoice;
}

/**
 * Staff's refund and removal: the status must allow it (`invoiceActions`), a refund goes through the
 * gateway first, and the invoice gets its new status with one row in the log.
 */
function staffInvoiceAction(kind: 'refund' | 'remove') {
  const to: InvoiceStatus = kind === 'refund' ? 'REFUNDED' : 'REMOVED';
  return withUser(async (c, { user }) => {
    const invoice = await staffInvoice(c, user);
    const settings = c.var.settings;
    const at = settings.now();
    const answer = await settings.db.transaction(async (tx) => {
      const { row, subscriptionId, status } = await lockInvoice(tx, invoice);
      const allowed = invoiceActions(row.status);
      if (kind === 'refund' ? !allowed.canRefund : !allowed.canRemove) {
        throw new HttpError(409, { detail: refused[kind] });
      }
      if (kind === 'refund') {
        const refund = await settings.paymentGateway.refund({
          invoiceExternalId: row.externalId,
          chargeId: await invoiceChargeId(tx, row),
          amount: row.amount,
          currency: row.currency,
          idempotencyKey: `refund:${row.billingEntityName}:${row.externalId}`,
        });
        if (!refund.ok) throw paymentRefused(refund.refusal);
      }
      const [updated] = await tx
        .update(invoices)
        .set({ status: to, updated: at })
        .where(eq(invoices.id, row.id))
        .returning();
      await recordAction(tx, {
        accountId: row.accountId,
        subscriptionId,
        actorId: user.id,
        event: kind === 'refund' ? 'INVOICE_REFUND' : 'INVOICE_REMOVE',
        fromStatus: status,
        toStatus: status,
        detail: { invoice: row.externalId, amount: row.amount, currency: row.currency },
        at,
      });
      return invoiceJson(updated!);
    });
    return c.json(answer);
  });
}

export function invoiceRoutes(app: Hono<AppEnv>) {
  const accounts = '/api/v2/billing/accounts/:id{[0-9]+}';

  route(app, `${accounts}/invoices/`, {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const accountId = idParam(c);
      await assertAccountAccess(user, accountId, accountExists(db, accountId));
      const where = eq(invoices.accountId, accountId);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(invoices).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(invoices)
            .where(where)
            .orderBy(desc(invoices.date), desc(invoices.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: page.results.map(invoiceJson) });
    }),
  });

  // The printable invoice: the account it is addressed to and the card it was charged to (else the card
  // on file, which an upcoming invoice will be charged to).
  route(app, `${accounts}/invoices/:externalId{[A-Za-z0-9_.\\-]+}/`, {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const accountId = idParam(c);
      await assertAccountAccess(user, accountId, accountExists(db, accountId));
      const invoice = await findInvoice(
        c,
        externalIdParam(c),
        billingEntityQuery(c, { required: false }),
        accountId,
      );
      if (!invoice) throw notFound();
      const holder = await accountHolder(db, accountId);
      const card = await paymentMethodOf(db, accountId);
      const paymentMethod =
        invoice.cardBrand && invoice.cardLast4
          ? { brand: invoice.cardBrand, last4: invoice.cardLast4 }
          : card
            ? { brand: card.brand, last4: card.last4 }
            : null;
      return c.json({
        ...invoiceJson(invoice),
        account: {
          id: accountId,
          name: holder ? `${holder.user.firstName} ${holder.user.lastName}`.trim() : '',
          email: holder?.user.email ?? '',
          billing_address: billingAddressJson(holder?.address ?? null),
        },
        payment_method: paymentMethod,
      });
    }),
  });

  // The account's last order (`…/accounts/{id}/order/`) is the checkout area's (src/checkout/lists.ts).

  const invoice = '/api/v2/billing/invoices/:externalId{[A-Za-z0-9_.\\-]+}';
  route(app, `${invoice}/refund/`, { POST: staffInvoiceAction('refund') });
  route(app, `${invoice}/remove/`, { POST: staffInvoiceAction('remove') });

  // Pays a FAILED invoice again with the card on file (the account's users, or staff): PAID with a receipt,
  // or 402 with the payment sentence and nothing changed. An invoice PAID already answers 200 as it is
  // (idempotent: "Update card and pay now" saves the card, which pays a past-due invoice by itself, then
  // pays); any other status is 409.
  route(app, `${invoice}/pay/`, {
    POST: withUser(async (c, { user }) => {
      const externalId = externalIdParam(c);
      const entity = billingEntityQuery(c, { required: false });
      await readBody(c);
      const found = await findInvoice(c, externalId, entity, user.isStaff ? null : user.accountId);
      // Not staff: an id outside the caller's account is 403, whether or not it exists elsewhere.
      if (!found) throw user.isStaff ? notFound() : forbidden();
      const settings = c.var.settings;
      const at = settings.now();
      const { answer, sent } = await settings.db.transaction(async (tx) => {
        const { row, subscriptionId, status } = await lockInvoice(tx, found);
        // Paid already (the card saved a moment ago paid it during dunning, or a second tab paid first): the
        // caller's goal is reached, so the answer is the paid invoice, with nothing charged or logged again.
        if (toInvoiceStatus(row.status) === 'PAID') return { answer: invoiceJson(row), sent: [] };
        // What can be paid again is what staff could remove instead: a FAILED invoice.
        if (toInvoiceStatus(row.status) !== 'FAILED') throw new HttpError(409, { detail: refused.pay });
        const card = await paymentMethodOf(tx, row.accountId);
        if (!card) throw new HttpError(402, { detail: formatMessage(paymentServiceError) });
        const charge = await settings.paymentGateway.charge({
          card: { reference: card.gatewayReference, expMonth: card.expMonth, expYear: card.expYear },
          amount: row.amount,
          currency: row.currency,
          description: row.description,
          idempotencyKey: `charge:${row.billingEntityName}:${row.externalId}`,
          now: at,
          invoice: { externalId: row.externalId, attempt: null },
        });
        if (!charge.ok) throw paymentRefused(charge.refusal);
        const number = row.number ?? (await invoiceNumber(tx, row.date));
        const [updated] = await tx
          .update(invoices)
          .set({ status: 'PAID', number, cardBrand: card.brand, cardLast4: card.last4, updated: at })
          .where(eq(invoices.id, row.id))
          .returning();
        // The renewal the billing run could not charge: paid, the subscription is active again (issue 26).
        if (status === billingStatusNames.pastDue && row.declines > 0 && subscriptionId !== null) {
          await applySubscriptionChange(
            tx,
            settings,
            {
              target: { subscriptionId },
              event: { type: 'RENEWAL_PAID' },
              actor: user,
              detail: { invoice: row.externalId },
            },
            at,
          );
        }
        await recordAction(tx, {
          accountId: row.accountId,
          subscriptionId,
          actorId: user.id,
          event: 'INVOICE_PAY',
          fromStatus: status,
          toStatus: status,
          detail: {
            invoice: row.externalId,
            amount: row.amount,
            currency: row.currency,
            charge: charge.value.chargeId,
          },
          at,
        });
        const emails: Email[] = (await billingRecipients(tx, row.accountId)).map((recipient) =>
          receiptEmail(recipient, {
            number,
            date: row.date,
            description: row.description,
            amount: row.amount,
            currency: row.currency,
            brand: card.brand,
            last4: card.last4,
          }),
        );
        return { answer: invoiceJson(updated!), sent: await queueEmails(tx, settings, emails, at) };
      });
      printQueued(settings, sent);
      return c.json(answer);
    }),
  });
}
