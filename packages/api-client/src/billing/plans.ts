// Plans and billing rules: read before sign-in too (checkout), so these calls send no token.
import { pageSize, staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import type { Page } from '../http/schemas';
import { billingRulesSchema, programPlanPageSchema, type BillingRules, type ProgramPlan } from './schemas';

/** The plans' tag when none is given; the server also answers it for an unknown tag. */
export const defaultPlanTag = 'default';

/**
 * `GET /api/v2/billing/program_plan/?tag=`: the plans of a tag, one page of up to 1000 (spec section 9),
 * more plans than any tag has.
 */
export function getPlans(
  api: ApiClient,
  tag: string = defaultPlanTag,
  signal?: AbortSignal,
): Promise<CallResult<Page<ProgramPlan>>> {
  return api.call('/api/v2/billing/program_plan/', {
    signal,
    query: { tag, page: 1, page_size: pageSize },
    schema: programPlanPageSchema,
  });
}

/** `GET /api/v2/billing/rules/`: grace period, email hours, currency, win-back offers, cancel reasons. */
export function getBillingRules(api: ApiClient, signal?: AbortSignal): Promise<CallResult<BillingRules>> {
  return api.call('/api/v2/billing/rules/', { signal, schema: billingRulesSchema });
}

/** The plans of a tag, fresh for a minute (spec section 9: other queries). */
export function plansQueryOptions(api: ApiClient, tag: string = defaultPlanTag) {
  return queryOptions({
    queryKey: queryKeys.plans(tag),
    queryFn: async ({ signal }) => unwrap(await getPlans(api, tag, signal)).results,
    staleTime: staleTimes.other,
  });
}

/** The billing rules, fresh for a minute. */
export function billingRulesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.billingRules(),
    queryFn: async ({ signal }) => unwrap(await getBillingRules(api, signal)),
    staleTime: staleTimes.other,
  });
}
