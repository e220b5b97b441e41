// The payment method (docs/billing-api.md "Payment method"): a user's billing details, setting the card
// through the payment gateway (src/billing/gateway.ts), and the email with a link to update it. The
// server never sees a card number: it gets the gateway's token, and keeps the brand, the last four digits,
// the expiry and the gateway's reference. A refused card answers 402 with spec section 8's sentence and
// the old card stays.
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { shippingAddresses, users } from '../account/schema';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser, type UserRow } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { printQueued, queueEmails } from '../mail';
import { refusalBody } from './gateway';
import { accountInput, cardInput, confirmedIntentInput } from './input';
import { paymentMethodChangedEmail, updateCardPath, updatePaymentMethodEmail } from './mail';
import { payOpenInvoiceWithNewCard } from './charge';

import { billingCurrency } from './plans';
import { paymentMethods, programPlans, subscriptions } from './schema';
import {
  accountHolder,
  accountSubscription,
  billingAddressJson,
  billingRecipients,
  paymentMethodJson,
  paymentMethodOf,
  recordAction,
  type Db,
} from './store';

/** The currency an account is billed in: its subscription plan's, else the hub's. */
async function accountCurrency(db: Db, accountId: number): Promise<string> {
  const [row] = await db
    .select({ currency: programPlans.currency })
    .from(subscriptions)
    .innerJoin(programPlans, eq(programPlans.id, subscriptions.planId))
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row?.currency ?? billingCurrency;
}

/** `GET /api/v2/billing/users/{id}/billing_details/`, and the answer of the payment call. */
async function billingDetailsJson(db: Db, user: UserRow) {
  const [address] = await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
  return {
    user: user.id,
    account: user.accountId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    currency: await accountCurrency(db, user.accountId),
    payment_method: paymentMethodJson(await paymentMethodOf(db, user.accountId)),
    billing_address: billingAddressJson(address ?? null),
  };
}

export function paymentRoutes(app: Hono<AppEnv>) {
  // Which gateway's form the hub shows, and Stripe's publishable key (docs/billing-api.md "Stripe"). No
  // sign-in: a new family's checkout comes before it. Nothing personal: shared caches may keep it briefly.
  route(app, '/api/v2/billing/payment_gateway/', {
    GET: (c) => {
      const { paymentGateway: gateway } = c.var.settings;
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(
        gateway.name === 'stripe' && gateway.publishableKey
          ? { gateway: 'stripe', publishable_key: gateway.publishableKey }
          : { gateway: 'test' },
      );
    },
  });

  route(app, '/api/v2/billing/users/:id{[0-9]+}/billing_details/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      // The user themselves or staff; anyone else 403 without a lookup, so ids tell nothing.
      if (!user.isStaff && id !== user.id) throw forbidden();
      const [target] = id === user.id ? [user] : await db.select().from(users).where(eq(users.id, id));
      if (!target) throw notFound();
      return c.json(await billingDetailsJson(db, target));
    }),
  });

  route(app, '/api/v2/billing/payment/', {
    POST: withUser(async (c, { user }) => {
      const settings = c.var.settings;
      const body = await readBody(c);
      const accountId = accountInput(body);
      await assertAccountAccess(user, accountId, accountExists(settings.db, accountId));
      const at = settings.now();
      const card = cardInput(body, at);
      const confirmedIntent = confirmedIntentInput(body);
      const onFile = await paymentMethodOf(settings.db, accountId);
      const saved = await settings.paymentGateway.saveCard({
        accountId,
        ...card,
        previousReference: onFile?.gatewayReference ?? null,
        confirmedIntent,
      });
      if (!saved.ok) {
        if (saved.refusal.kind === 'unknownToken') {
          throw invalid({ token: ['This is not a token of the payment gateway.'] });
        }
        // Refused, or to be confirmed in the browser first (3-D Secure): the card on file stays as it was.
        throw new HttpError(402, refusalBody(saved.refusal));
      }
      const { value } = saved;
      const sent = await settings.db.transaction(async (tx) => {
        const previous = await paymentMethodOf(tx, accountId);
        const fields = {
          gateway: settings.paymentGateway.name,
          gatewayReference: value.reference,
          brand: value.brand,
          last4: value.last4,
          expMonth: value.expMonth,
          expYear: value.expYear,
          updatedAt: at,
        };
        await tx
          .insert(paymentMethods)
          .values({ accountId, ...fields, createdAt: at })
          .onConflictDoUpdate({ target: paymentMethods.accountId, set: fields });
        const subscription = await accountSubscription(tx, accountId);
        await recordAction(tx, {
          accountId,
          subscriptionId: subscription?.id ?? null,
          actorId: user.id,
          event: 'PAYMENT_METHOD_CHANGE',
          fromStatus: subscription?.status ?? null,
          toStatus: subscription?.status ?? null,
          detail: {
            brand: value.brand,
            last4: value.last4,
            previous: previous ? { brand: previous.brand, last4: previous.last4 } : null,
          },
          at,
        });
        // A card saved while the subscription is past due pays the open invoice at once (issue 26).
        await payOpenInvoiceWithNewCard(tx, settings, { accountId, actor: user, now: at });
        const emails = (await billingRecipients(tx, accountId)).map((recipient) =>
          paymentMethodChangedEmail(recipient, value.brand, value.last4),
        );
        return queueEmails(tx, settings, emails, at);
      });
      printQueued(settings, sent);
      // The caller's details when the account is theirs; staff get those of the account's holder.
      const holder =
        user.accountId === accountId ? user : (await accountHolder(settings.db, accountId))?.user;
      if (!holder) throw notFound();
      return c.json(await billingDetailsJson(settings.db, holder));
    }),
  });

  route(app, '/api/v2/billing/request_update_email/', {
    POST: withUser(async (c, { user }) => {
      const settings = c.var.settings;
      const accountId = accountInput(await readBody(c));
      await assertAccountAccess(user, accountId, accountExists(settings.db, accountId));
      const at = settings.now();
      // Built from PUBLIC_URL alone (never the request's Host): the link opens the segment's card popup.
      const link = `${settings.publicUrl}${updateCardPath}`;
      const sent = await settings.db.transaction(async (tx) => {
        const emails = (await billingRecipients(tx, accountId)).map((recipient) =>
          updatePaymentMethodEmail(recipient, link),
        );
        const queued = await queueEmails(tx, settings, emails, at);
        const subscription = await accountSubscription(tx, accountId);
        await recordAction(tx, {
          accountId,
          subscriptionId: subscription?.id ?? null,
          actorId: user.id,
          event: 'PAYMENT_UPDATE_EMAIL',
          fromStatus: subscription?.status ?? null,
          toStatus: subscription?.status ?? null,
          detail: { recipients: emails.length },
          at,
        });
        return queued;
      });
      printQueued(settings, sent);
      return c.json({ detail: 'Email sent.' }, 202);
    }),
  });
}
