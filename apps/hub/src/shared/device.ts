// What the hub keeps on a device and how a sign-out clears it (spec section 4), without the query cache
// and app state: the signed-out entry (src/signed-out.tsx) clears a stale sign-in with it, and the hub's
// sign-out (hub.ts) clears its cache and state besides.
import { clearCookies, type ApiClient } from '@hub/api-client';
import { fallbackLanguageOf, i18n, languageStorageKey, rememberLanguageForServer } from './i18n/i18n';

/**
 * Clears what the hub stored on the device, except the language chosen on it: that is a preference of
 * the device, not of the account, and a signed-out reader keeps reading the login page in it.
 */
export function clearStorage(storage: Storage | null | undefined): void {
  if (!storage) return;
  try {
    const keep = storage.getItem(languageStorageKey);
    storage.clear();
    if (keep !== null) storage.setItem(languageStorageKey, keep);
  } catch {
    // Storage that throws (private mode) holds nothing to clear.
  }
}

/** Clears local and session storage (the language kept) and tells the server the language again. */
export function clearDeviceStorage(
  storage: Storage | null | undefined,
  session: Storage | null | undefined,
): void {
  clearStorage(storage);
  try {
    session?.clear();
  } catch {
    // As above.
  }
  // Sign-out clears every cookie; the language stays this device's (as in local storage above).
  if (typeof document !== 'undefined') rememberLanguageForServer(fallbackLanguageOf(i18n.locale));
}

/** Forgets this device's sign-in without calling the server: its tokens and cookies. */
export function forgetTokens(api: ApiClient): void {
  api.config.tokens.clear();
  clearCookies(api.config.cookies);
}
