import {
  invalidateBilling,
  queryKeys,
  subscriptionConflictOf,
  type ApiClient,
  type CallResult,
  type FieldErrors,
  type SubscriptionConflict,
  type SubscriptionResponse,
} from '@hub/api-client';
import { useMutation } from '@tanstack/react-query';
import { useHub } from '../../shared/use-hub';

/** Why a billing call failed, as the screens show it. */
export interface BillingFailure {
  /** 0 for a network failure, else the HTTP status. */
  status: number;
  /** The server's text (spec section 8's order), English. */
  text: string;
  /** A refused subscription change (409): its code and detail. */
  conflict: SubscriptionConflict | null;
  /** Field errors of a 400. */
  fieldErrors: FieldErrors | null;
}

/** The failure of a call's result; null when it succeeded or was cancelled. */
export function failureOf(result: CallResult<unknown>): BillingFailure | null {
  if (result.ok || result.cancelled) return null;
  return {
    status: result.errStatus,
    text: result.errorText,
    conflict: subscriptionConflictOf(result),
    fieldErrors: result.errorObject,
  };
}

// The payment sentence's translation moved to src/app (the checkout shows it too).
export { paymentMessageOf } from '../../shared/billing/payment-message';

/**
 * A subscription change (cancel, undo, offer, plan, ...): the answer goes into the cache at once, and
 * every billing query of the account is read again once it settles (invoices follow the subscription).
 */
export function useSubscriptionChange(accountId: number) {
  const hub = useHub();
  return useMutation({
    mutationFn: (call: (api: ApiClient) => Promise<CallResult<SubscriptionResponse>>) => call(hub.api),
    onSuccess: (result) => {
      if (result.ok) hub.queryClient.setQueryData(queryKeys.subscription(accountId), result.data);
    },
    onSettled: () => invalidateBilling(hub.queryClient, accountId),
  });
}
