// The language choice without the query cache (spec section 1): the signed-out pages use it, which also
// run in the signed-out entry (src/signed-out.tsx, with no TanStack Query). use-language.ts adds saving the
// choice on a signed-in user.
import { updateLanguage, type ApiClient, type UserInfo } from '@hub/api-client';
import { isUiLanguage, type UiLanguage } from '@hub/domain';
import { useLingui } from '@lingui/react';
import { reportError, reportMessage } from '../errors/reporting';
import { activateLanguage, fallbackLanguageOf, saveLanguageChoice } from './i18n';

/** Saves the language on the user; a failure is reported and the choice still holds on this device. */
export async function saveLanguageOnUser(
  api: ApiClient,
  userId: number,
  language: UiLanguage,
): Promise<boolean> {
  const saved = await updateLanguage(api, userId, language);
  if (!saved.ok) {
    if (!('cancelled' in saved && saved.cancelled)) {
      reportMessage('Saving the language on the user failed', 'warning', { extra: { result: saved } });
    }
    return false;
  }
  return true;
}

/** Switches the UI to a language and remembers it on this device. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  saveLanguageChoice(language);
  await activateLanguage(language).catch(reportError);
}

/**
 * The language a user sees after signing in: the one they just picked on the login page, else the one
 * saved on their record, else the one on the device.
 */
export function languageAfterLogin(
  user: Pick<UserInfo, 'language'>,
  current: UiLanguage,
  pickedOnLoginPage: boolean,
): UiLanguage {
  if (pickedOnLoginPage) return current;
  return isUiLanguage(user.language) ? user.language : current;
}

/** The active language (English when the locale is not one of ours). */
export function useActiveLanguage(): UiLanguage {
  return fallbackLanguageOf(useLingui().i18n.locale);
}
