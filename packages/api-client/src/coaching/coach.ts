// A coach's own side (issue 14): whether the caller is a coach (the coach account; its 404 is hidden, spec
// section 8), their profile, their notes about client families and their calendar feed.
// Staleness (spec section 9): the coach account is who the caller is, fresh for an hour like the user
// info (a profile change invalidates it); everything else "other", a minute.
import { staleTimes } from '@hub/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { isHiddenError } from '../http/error-display';
import type { Page } from '../http/schemas';
import { coachingKeys } from './keys';
import {
  calendarLinkSchema,
  coachNotePageSchema,
  coachNoteResponseSchema,
  coachSchema,
  type CalendarLink,
  type Coach,
  type CoachNote,
} from './schemas';

/**
 * `GET /api/v2/coaching/coach_account/`: the caller's coach profile, or `null` when they are not a coach
 * (the server's 404, which the hub never shows: spec section 8). Any other failure stays a failure.
 */
export async function getCoachAccount(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CallResult<Coach | null>> {
  const result = await api.call('/api/v2/coaching/coach_account/', {
    auth: true,
    signal,
    schema: coachSchema,
  });
  if (isHiddenError('coachAccount', result)) return { ok: true, data: null, status: result.errStatus };
  return result;
}

/** `GET /api/v2/coaching/profile/`: the coach's profile (403 for anyone else). */
export function getCoachProfile(api: ApiClient, signal?: AbortSignal): Promise<CallResult<Coach>> {
  return api.call('/api/v2/coaching/profile/', { auth: true, signal, schema: coachSchema });
}

/** What a coach may change of their profile (@hub/domain's coachProfileSchema: at least one). */
export interface CoachProfileUpdate {
  bio?: string;
  /** An https address, or '' to remove the photo. */
  photo_url?: string;
  languages?: string[];
  time_zone?: string;
}

/** `PATCH /api/v2/coaching/profile/`: 200 with the profile; 400 `{field: [messages]}`. */
export function updateCoachProfile(api: ApiClient, changes: CoachProfileUpdate): Promise<CallResult<Coach>> {
  return api.call('/api/v2/coaching/profile/', {
    method: 'PATCH',
    auth: true,
    body: changes,
    schema: coachSchema,
  });
}

/** `GET /api/v2/coaching/notes/?client_id=`: the notes about a family, newest first. */
export function getCoachNotes(
  api: ApiClient,
  clientId: number,
  signal?: AbortSignal,
): Promise<CallResult<Page<CoachNote>>> {
  return api.call('/api/v2/coaching/notes/', {
    auth: true,
    signal,
    query: { client_id: clientId },
    schema: coachNotePageSchema,
  });
}

/** `POST /api/v2/coaching/notes/ {client_id, body}`: 201 with the note (its author is the caller). */
export function createCoachNote(
  api: ApiClient,
  note: { client_id: number; body: string },
): Promise<CallResult<CoachNote>> {
  return api.call('/api/v2/coaching/notes/', {
    method: 'POST',
    auth: true,
    body: note,
    schema: coachNoteResponseSchema,
  });
}

/** `GET /api/v2/coaching/calendar_link/`: the coach's calendar feed. */
export function getCalendarLink(api: ApiClient, signal?: AbortSignal): Promise<CallResult<CalendarLink>> {
  return api.call('/api/v2/coaching/calendar_link/', { auth: true, signal, schema: calendarLinkSchema });
}

/** The caller's coach profile, or null for a non-coach; fresh for an hour. */
export function coachAccountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: coachingKeys.coachAccount(),
    queryFn: async ({ signal }) => unwrap(await getCoachAccount(api, signal)),
    staleTime: staleTimes.userInfo,
  });
}

/** The coach's profile. */
export function coachProfileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: coachingKeys.profile(),
    queryFn: async ({ signal }) => unwrap(await getCoachProfile(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** The notes about one family. */
export function coachNotesQuery(api: ApiClient, clientId: number) {
  return queryOptions({
    queryKey: coachingKeys.notes(clientId),
    queryFn: async ({ signal }) => unwrap(await getCoachNotes(api, clientId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The coach's calendar feed. */
export function calendarLinkQuery(api: ApiClient) {
  return queryOptions({
    queryKey: coachingKeys.calendarLink(),
    queryFn: async ({ signal }) => unwrap(await getCalendarLink(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** After a profile change: the profile and the coach account (both carry it) and the coaches list. */
export function invalidateCoachProfile(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coachingKeys.profile() }),
    queryClient.invalidateQueries({ queryKey: coachingKeys.coachAccount() }),
    queryClient.invalidateQueries({ queryKey: coachingKeys.coaches() }),
  ]).then(() => undefined);
}

/** After a new note about a family: its notes, and the calls (their notes counts). */
export function invalidateCoachNotes(queryClient: QueryClient, clientId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coachingKeys.notes(clientId) }),
    queryClient.invalidateQueries({ queryKey: coachingKeys.callLists() }),
  ]).then(() => undefined);
}
