import {
  ApiError,
  confirmOrder,
  invalidateBilling,
  checkoutKeys,
  queryKeys,
  trackConversion,
  unwrap,
  type ConfirmedOrder,
} from '@hub/api-client';
import { orderConfirmationErrorBody, orderConfirmationErrorTitle, withValues } from '@hub/domain';
import { CustomerInfoCard, LanguageSelect, OrderSummaryCard } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { reportMessage } from '../../shared/errors/reporting';
import { useLanguageChoice } from '../../shared/i18n/use-language';
import { supportContacts } from '../../shared/links';
import { welcomePath } from '../../shared/paths';
import { useHub } from '../../shared/use-hub';
import { AccountPasswordForm } from './AccountPasswordForm';
import { storedOrder, storeOrder, type StoredOrder } from './checkout-storage';
import * as styles from './CheckoutPage.css';

/** A failure worth asking again: the network or the server, not a refusal. */
function retryable(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

function ConfirmationLayout({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const { language, choose } = useLanguageChoice();
  const titleId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <p className={styles.brand}>
          <Trans>Customer hub</Trans>
        </p>
        <div className={styles.language}>
          <LanguageSelect value={language} onChange={(chosen) => void choose(chosen)} />
        </div>
      </header>
      <main className={styles.main} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}

/** The success view: the number, the password form (a new family), the summary and the addresses. */
function Confirmed({ order, stored }: { order: ConfirmedOrder; stored: StoredOrder }) {
  const { i18n, t } = useLingui();
  const number = order.order_number;
  const email = order.email;
  const token = order.set_password_token ?? stored.setPasswordToken ?? null;
  const card = { type: brandNames[order.card_type] ?? order.card_type, lastFour: order.last_four };
  const code = order.promo_code ?? '';
  return (
    <ConfirmationLayout title={<Trans>Thank you for your order!</Trans>}>
      <p className={styles.intro}>
        <Trans>
          Your order number is <strong>{number}</strong>. A confirmation email is on its way to {email}.
        </Trans>
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          {order.needs_password && token ? (
            <div className={styles.panel}>
              <AccountPasswordForm
                token={token}
                email={email}
                firstName={order.first_name}
                lastName={order.last_name}
              />
            </div>
          ) : order.needs_password ? (
            <p className={styles.panel}>
              <Trans>To sign in to the hub, choose your password with the link we emailed to {email}.</Trans>
            </p>
          ) : (
            // The family's first steps (onboarding's welcome page, which sends them on Home once none is
            // left: docs/decisions.md "Issue 28"), or the hub itself.
            <div className={styles.panel}>
              <p className={styles.panelText}>
                <Trans>Your first steps in the hub: set up the kit and your children’s profiles.</Trans>
              </p>
              <p className={styles.panelLinks}>
                <Link className={styles.link} to={welcomePath}>
                  <Trans>Start setting up</Trans>
                </Link>
                <Link className={styles.link} to="/">
                  <Trans>Go to your hub</Trans>
                </Link>
              </p>
            </div>
          )}
          <CustomerInfoCard
            shippingAddress={{
              name: `${order.first_name} ${order.last_name}`.trim(),
              ...order.shipping_address,
            }}
            billingAddress={order.billing_same_as_shipping ? undefined : order.billing_address}
          />
        </div>
        <OrderSummaryCard
          orderNumber={number}
          subtotal={order.subtotal}
          discount={order.discount}
          discountLabel={t`Promo code ${code}`}
          taxes={order.taxes}
          shipping={order.shipping}
          total={order.total}
          recurringTotal={order.recurring_total ?? undefined}
          currency={order.currency}
          locale={i18n.locale}
          card={card}
        />
      </div>
    </ConfirmationLayout>
  );
}

/**
 * `/checkout/confirmation` (spec section 2): confirms the order this tab placed (`POST
 * /api/v2/billing/order/confirm/`, asked again on a network or server failure), with a loading message
 * meanwhile. Then the success view: the order number, the form to create the account password (a new
 * family; a signed-in customer goes on to the hub), the order summary and the customer information; the
 * conversion is recorded once. When the confirmation keeps failing, the error view says (spec section 8)
 * that no further action is needed: the order is paid and confirmed, and its email follows.
 */
export function Component() {
  const hub = useHub();
  const { i18n } = useLingui();
  const stored = useMemo(() => storedOrder(), []);
  const tracked = useRef(false);

  const confirming = useQuery({
    queryKey: ['hub', 'checkout', 'confirm', stored?.order ?? ''],
    queryFn: async () =>
      unwrap(
        await confirmOrder(
          hub.api,
          { order: stored!.order, token: stored!.token },
          { signedIn: stored!.signedIn },
        ),
      ),
    enabled: stored !== null,
    retry: retryable,
    retryDelay: 1000,
    staleTime: Infinity,
  });
  const order = confirming.data;

  useEffect(() => {
    if (!order || !stored) return;
    // Kept for a reload: the token is given only to the confirm that made the account.
    if (order.set_password_token) storeOrder({ ...stored, setPasswordToken: order.set_password_token });
    if (stored.signedIn) {
      // The loaders read the user with ensureQueryData, which keeps a stale record: drop it, so `/` reads
      // the completed checkout and lands in the hub.
      hub.queryClient.removeQueries({ queryKey: queryKeys.userInfo(), exact: true });
      void hub.queryClient.invalidateQueries({ queryKey: checkoutKeys.userOrders() });
      if (order.account) void invalidateBilling(hub.queryClient, order.account);
    }
    if (order.conversion_tracked_at || tracked.current) return;
    tracked.current = true;
    void trackConversion(
      hub.api,
      { order: stored.order, token: stored.token },
      { signedIn: stored.signedIn },
    ).then((result) => {
      if (!result.ok && !result.cancelled) {
        reportMessage('Recording the checkout conversion failed', 'warning', {
          extra: { status: result.errStatus },
        });
      }
    });
  }, [hub, order, stored]);

  if (
    !stored ||
    (confirming.error instanceof ApiError && confirming.error.status < 500 && confirming.error.status > 0)
  ) {
    return (
      <ConfirmationLayout title={<Trans>There is no order to confirm here</Trans>}>
        <p className={styles.intro}>
          <Trans>
            If you placed an order, its confirmation email has the details. Otherwise you can start one now.
          </Trans>
        </p>
        <p>
          <Link className={styles.link} to="/checkout">
            <Trans>Go to checkout</Trans>
          </Link>
        </p>
      </ConfirmationLayout>
    );
  }

  if (confirming.isError) {
    return (
      <ConfirmationLayout title={i18n._(orderConfirmationErrorTitle)}>
        <p className={styles.intro}>{i18n._(withValues(orderConfirmationErrorBody, supportContacts))}</p>
      </ConfirmationLayout>
    );
  }

  if (!order) {
    return (
      <ConfirmationLayout title={<Trans>Order confirmation</Trans>}>
        <p className={styles.intro} role="status">
          <Trans>We’re confirming your order. This takes a few seconds…</Trans>
        </p>
      </ConfirmationLayout>
    );
  }

  return <Confirmed order={order} stored={stored} />;
}
Component.displayName = 'CheckoutConfirmationPage';
