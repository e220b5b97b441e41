// What the signed-out pages (login, password reset, set password) need of whatever runs them. They run
// in two places: in the app (a signed-in visitor signs out and lands on /login without a page load; the
// stories), and in the signed-out entry (src/signed-out.tsx), which the server sends for a first visit to
// those addresses with no router, query cache or app state, so that /login's first paint loads far less
// (issue 15; docs/decisions.md "The signed-out entry"). Each place provides its own host.
import type { ApiClient, UserInfo } from '@hub/api-client';
import type { UiLanguage } from '@hub/domain';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface SignedOutLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

export interface SignedOutHost {
  api: ApiClient;
  /** The address's query (`next`, `email`, `token`...); a hook. */
  useSearchParams(): URLSearchParams;
  /** A hook giving what to do after a sign-in: record it and go to `path` (spec section 2). */
  useEnterHub(): (user: UserInfo, path: string) => void;
  /** Saves a language chosen on the login page on the user who just signed in. */
  saveLanguage(userId: number, language: UiLanguage): Promise<boolean>;
  /** Ends a stale sign-in on this device without calling the server. */
  signOutLocally(): void;
  /** A link to another page of the hub. */
  Link: ComponentType<SignedOutLinkProps>;
}

export const SignedOutHostContext = createContext<SignedOutHost | null>(null);

/** The host of the signed-out page being shown. */
export function useSignedOutHost(): SignedOutHost {
  const host = useContext(SignedOutHostContext);
  if (!host) throw new Error('A signed-out page needs a SignedOutHostContext above it.');
  return host;
}
