// The language choice (spec section 1): activated at once, remembered on the device, and for a signed-in
// user saved as `language` on the user record, so it follows them to the next sign-in.
import { invalidateUserLanguage } from '@hub/api-client';
import type { UiLanguage } from '@hub/domain';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHub } from '../use-hub';
import type { Hub } from '../hub';
import { fallbackLanguageOf } from './i18n';
import { saveLanguageOnUser, switchLanguage } from './language-choice';

export { languageAfterLogin, switchLanguage, useActiveLanguage } from './language-choice';

/** Saves the language on the user (see saveLanguageOnUser), then refreshes the user queries. */
export async function saveUserLanguage(hub: Hub, userId: number, language: UiLanguage): Promise<boolean> {
  const saved = await saveLanguageOnUser(hub.api, userId, language);
  if (saved) await invalidateUserLanguage(hub.queryClient);
  return saved;
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
