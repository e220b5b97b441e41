// The account's devices (spec sections 3 and 7): the list, and kiosk mode per device.
import { accountKeys } from './keys';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { followPages } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import { devicePageSchema } from './call-schemas';
import { deviceSchema, type Device } from './schemas';

/** `GET /api/v2/user/accounts/{id}/devices/`, every page. */
export function getDevices(api: ApiClient, accountId: number, signal?: AbortSignal) {
  return followPages<Device>(api, `/api/v2/user/accounts/${accountId}/devices/`, devicePageSchema, signal);
}

/**
 * `PUT /api/v2/user/accounts/{id}/devices/{deviceId}/toggle_kiosk_mode/` {is_kiosk_mode}: the value
 * wanted, not a flip, so a repeated request leaves the device as asked.
 */
export function setKioskMode(
  api: ApiClient,
  accountId: number,
  deviceId: number,
  isKioskMode: boolean,
): Promise<CallResult<Device>> {
  return api.call(`/api/v2/user/accounts/${accountId}/devices/${deviceId}/toggle_kiosk_mode/`, {
    method: 'PUT',
    auth: true,
    body: { is_kiosk_mode: isKioskMode },
    schema: deviceSchema,
  });
}

/** The account's devices, fresh for a minute (spec section 9: other queries). */
export function devicesQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.devices(accountId),
    queryFn: async ({ signal }) => unwrap(await getDevices(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** After a device changed: the list and the account (it carries the devices too). */
export function invalidateDevices(queryClient: QueryClient, accountId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.devices(accountId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.account(accountId), exact: true }),
  ]).then(() => undefined);
}
