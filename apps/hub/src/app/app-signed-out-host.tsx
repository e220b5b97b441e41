// The signed-out pages' host inside the app (AppProviders): the router's query and links, the hub's api
// and sign-in state; a sign-in goes on without a page load, with the user already in the query cache.
import { queryKeys } from '@hub/api-client';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Hub } from '../shared/hub';
import { saveUserLanguage } from '../shared/i18n/use-language';
import type { SignedOutHost, SignedOutLinkProps } from '../shared/signed-out-host';

function RouterLink({ to, className, children }: SignedOutLinkProps) {
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

export function appSignedOutHost(hub: Hub): SignedOutHost {
  return {
    api: hub.api,
    useSearchParams: () => useSearchParams()[0],
    useEnterHub: () => {
      const navigate = useNavigate();
      return (user, path) => {
        hub.queryClient.setQueryData(queryKeys.userInfo(), user);
        hub.signedIn();
        void navigate(path, { replace: true });
      };
    },
    saveLanguage: (userId, language) => saveUserLanguage(hub, userId, language),
    signOutLocally: () => hub.signOutLocally(),
    Link: RouterLink,
  };
}
