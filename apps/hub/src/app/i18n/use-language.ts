// The language choice (spec section 1): activated at once, remembered on the device, and for a signed-in
// user saved as `language` on the user record, so it follows them to the next sign-in.
import { invalidateUserLanguage, updateLanguage, type UserInfo } from '@hub/api-client';
import { isUiLanguage, type UiLanguage } from '@hub/domain';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHub } from '../use-hub';
import type { Hub } from '../hub';
import { reportError, reportMessage } from '../errors/reporting';
import { activateLanguage, fallbackLanguageOf, saveLanguageChoice } from './i18n';

/** Saves the language on the user; a failure is reported and the choice still holds on this device. */
export async function saveUserLanguage(hub: Hub, userId: number, language: UiLanguage): Promise<boolean> {
  const saved = await updateLanguage(hub.api, userId, language);
  if (!saved.ok) {
    if (!('cancelled' in saved && saved.cancelled)) {
      reportMessage('Saving the language on the user failed', 'warning', { extra: { result: saved } });
    }
    return false;
  }
  await invalidateUserLanguage(hub.queryClient);
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

/**
 * The active language and a way to change it. `userId` (a signed-in user) also saves the choice on the
 * server as `language` (PATCH /api/v3/users/{id}/).
 */
export function useLanguageChoice(userId?: number | null) {
  const { i18n } = useLingui();
  const hub = useHub();
  const language = fallbackLanguageOf(i18n.locale);
  // Saving on the user is a mutation (it invalidates the user queries); the language switches first.
  const { mutateAsync: saveOnUser } = useMutation({
    mutationFn: ({ id, next }: { id: number; next: UiLanguage }) => saveUserLanguage(hub, id, next),
  });
  const choose = useCallback(
    async (next: UiLanguage) => {
      await switchLanguage(next);
      if (userId) await saveOnUser({ id: userId, next });
    },
    [saveOnUser, userId],
  );
  return { language, choose };
}
