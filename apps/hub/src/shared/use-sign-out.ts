import { useNavigation, useSubmit } from 'react-router';

/** The address whose POST signs out (features/auth/routes.tsx); a GET of it only asks. */
export const logoutPath = '/logout';

/**
 * Signing out from a page (the header, the admin bar, the mobile menu, the blocked page): a POST to
 * /logout, whose action signs out and goes to /login. `signingOut` is true until that is done.
 */
export function useSignOut() {
  const submit = useSubmit();
  const navigation = useNavigation();
  return {
    signOut: () => void submit(null, { method: 'post', action: logoutPath }),
    signingOut: navigation.state !== 'idle' && navigation.formAction === logoutPath,
  };
}
