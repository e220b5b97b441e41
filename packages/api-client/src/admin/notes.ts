// Staff notes on an account (spec sections 3 and 4; issue 13): the list (newest first, one page of 1000,
// the spec's page size), a new note, an edit (its author only) and a delete. The cached list follows a
// change with @hub/domain's notes reducer: a new note first and the count up, a deleted one out and the
// count down, without reading the list again.
import { notesReducer, staleTimes, type NotesAction } from '@hub/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import { accountNotePageSchema, accountNoteSchema, type AccountNote } from './schemas';

/** `GET /api/v2/admin/accounts/{id}/notes/?page=`: newest first. */
export function getAccountNotes(
  api: ApiClient,
  accountId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<CallResult<Page<AccountNote>>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/notes/`, {
    auth: true,
    signal,
    query: { page },
    schema: accountNotePageSchema,
  });
}

/** `POST /api/v2/admin/accounts/notes/ {account, text}`: 201 with the note (its author is the caller). */
export function createAccountNote(
  api: ApiClient,
  note: { account: number; text: string },
): Promise<CallResult<AccountNote>> {
  return api.call('/api/v2/admin/accounts/notes/', {
    method: 'POST',
    auth: true,
    body: note,
    schema: accountNoteSchema,
  });
}

/** `PATCH /api/v2/admin/accounts/{id}/notes/{noteId}/ {text}`: the author's edit (403 for anyone else). */
export function updateAccountNote(
  api: ApiClient,
  accountId: number,
  noteId: number,
  text: string,
): Promise<CallResult<AccountNote>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/notes/${noteId}/`, {
    method: 'PATCH',
    auth: true,
    body: { text },
    schema: accountNoteSchema,
  });
}

/** `DELETE /api/v2/admin/accounts/{id}/notes/{noteId}/`: 204. */
export function deleteAccountNote(
  api: ApiClient,
  accountId: number,
  noteId: number,
): Promise<CallResult<unknown>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/notes/${noteId}/`, { method: 'DELETE', auth: true });
}

/** An account's notes, fresh for a minute. */
export function accountNotesQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: adminKeys.adminAccountNotes(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccountNotes(api, accountId, 1, signal)),
    staleTime: staleTimes.other,
  });
}

/**
 * Applies a note's change to the cached list (spec section 4): `created` first and counted, `updated` in
 * place, `deleted` out and uncounted. The account's notes count (`notes_count`) follows. Nothing cached,
 * nothing to change.
 */
export function applyNoteChange(
  queryClient: QueryClient,
  accountId: number,
  action: NotesAction<AccountNote>,
): void {
  let count: number | undefined;
  queryClient.setQueryData<Page<AccountNote>>(adminKeys.adminAccountNotes(accountId), (page) => {
    if (!page) return page;
    const next = notesReducer({ count: page.count, results: page.results }, action);
    count = next.count;
    return { ...page, count: next.count, results: next.results };
  });
  if (count === undefined) {
    void queryClient.invalidateQueries({ queryKey: adminKeys.adminAccount(accountId), exact: true });
    return;
  }
  const notesCount = count;
  queryClient.setQueryData<{ notes_count: number }>(adminKeys.adminAccount(accountId), (account) =>
    account ? { ...account, notes_count: notesCount } : account,
  );
}
