// The payment gateway the server runs (docs/billing-api.md "Payment gateway"): which browser side turns a
// card into what the payment calls send (the test gateway's tokens, or Stripe.js's PaymentMethods), and the
// 402 a payment call answers when the bank asks the cardholder to confirm (3-D Secure).
import { errorText } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { unwrap, type ApiClient, type CallError, type CallResult } from '../http/client';

/** `test` (the demo's and the tests' gateway) or `stripe` with the publishable key Stripe.js loads with. */
export const paymentGatewaySchema = v.variant('gateway', [
  v.object({ gateway: v.literal('test') }),
  v.object({ gateway: v.literal('stripe'), publishable_key: v.pipe(v.string(), v.startsWith('pk_')) }),
]);
export type PaymentGateway = v.InferOutput<typeof paymentGatewaySchema>;

/** `GET /api/v2/billing/payment_gateway/` (no sign-in: a new family pays at checkout before having one). */
export function getPaymentGateway(api: ApiClient, signal?: AbortSignal): Promise<CallResult<PaymentGateway>> {
  return api.call('/api/v2/billing/payment_gateway/', { signal, schema: paymentGatewaySchema });
}

/** The gateway, read once for the life of the page: the server's configuration does not change under it. */
export function paymentGatewayQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['hub', 'billing', 'payment-gateway'] as const,
    queryFn: async ({ signal }) => unwrap(await getPaymentGateway(api, signal)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** What Stripe asks the cardholder to confirm: the intent and the secret Stripe.js confirms it with. */
export const requiredActionSchema = v.object({
  detail: v.string(),
  requires_action: v.object({ client_secret: v.string(), intent: v.string() }),
});
export type RequiredAction = v.InferOutput<typeof requiredActionSchema>['requires_action'];

/** A payment call's answer with, for a 402 that asks for 3-D Secure, what to confirm. */
export type PaymentCallResult<T> = CallResult<T> & { requiredAction?: RequiredAction };

/**
 * Reads a payment call's 402 that asks for 3-D Secure: its `requires_action`, and its text as the `detail`
 * alone (spec section 8's sentence), never the client secret the generic caller would join into it.
 */
export function withRequiredAction<T>(result: CallResult<T>): PaymentCallResult<T> {
  if (result.ok || result.cancelled || result.errStatus !== 402) return result;
  const parsed = v.safeParse(requiredActionSchema, result.errorBody);
  if (!parsed.success) return result;
  const { detail, requires_action } = parsed.output;
  const error: CallError = {
    ...result,
    // The text a 402 of `{detail}` alone gives: the same sentence as a declined card's.
    errorText: errorText({ status: 402, statusText: '', body: { detail }, payment: true }),
    errorObject: null,
  };
  return { ...error, requiredAction: requires_action };
}
