// Webinars (issue 14): the upcoming ones with their seats and the caller's registration, registering and
// unregistering, and a webinar's registrants (its host and staff). Fresh for a minute ("other", spec
// section 9); a registration change invalidates the webinars list (seats and registration move).
import { staleTimes } from '@hub/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import type { Page } from '../http/schemas';
import { coachingKeys } from './keys';
import {
  registrantPageSchema,
  webinarPageSchema,
  webinarRegistrationSchema,
  type Registrant,
  type Webinar,
  type WebinarRegistration,
} from './schemas';

/** `GET /api/v2/webinars/`: upcoming webinars (ending later than now), soonest first. */
export function getWebinars(api: ApiClient, signal?: AbortSignal): Promise<CallResult<Page<Webinar>>> {
  return api.call('/api/v2/webinars/', { auth: true, signal, schema: webinarPageSchema });
}

/**
 * `POST /api/v2/webinars/{id}/register/`: 201 with the registration (200 with the existing one);
 * 409 `{detail}` when it is full or past.
 */
export function registerForWebinar(api: ApiClient, id: number): Promise<CallResult<WebinarRegistration>> {
  return api.call(`/api/v2/webinars/${id}/register/`, {
    method: 'POST',
    auth: true,
    schema: webinarRegistrationSchema,
  });
}

/** `DELETE /api/v2/webinars/registrations/{id}/`: 204. */
export function unregisterFromWebinar(api: ApiClient, registrationId: number): Promise<CallResult<unknown>> {
  return api.call(`/api/v2/webinars/registrations/${registrationId}/`, { method: 'DELETE', auth: true });
}

/** `GET /api/v2/webinars/{id}/registrants/`: who registered (its host and staff; 403 for a parent). */
export function getWebinarRegistrants(
  api: ApiClient,
  webinarId: number,
  signal?: AbortSignal,
): Promise<CallResult<Page<Registrant>>> {
  return api.call(`/api/v2/webinars/${webinarId}/registrants/`, {
    auth: true,
    signal,
    schema: registrantPageSchema,
  });
}

/** The upcoming webinars. */
export function webinarsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: coachingKeys.webinarList(),
    queryFn: async ({ signal }) => unwrap(await getWebinars(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** A webinar's registrants. */
export function webinarRegistrantsQuery(api: ApiClient, webinarId: number) {
  return queryOptions({
    queryKey: coachingKeys.webinarRegistrants(webinarId),
    queryFn: async ({ signal }) => unwrap(await getWebinarRegistrants(api, webinarId, signal)),
    staleTime: staleTimes.other,
  });
}

/** After registering or unregistering (or a refusal: the seats moved): the webinars and their registrants. */
export function invalidateWebinars(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: coachingKeys.webinars() });
}
