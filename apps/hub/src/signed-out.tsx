// The signed-out entry (issue 15; docs/decisions.md "The signed-out entry"): what the server sends for a
// first visit to /login, /passwordreset and /start. The same pages as in the app (features/auth), on a
// host without a router, query cache or app state: links and the way in after a sign-in are page loads
// into the app (src/main.tsx), which reads the new sign-in from the device. The first paint of /login
// then loads React, the translations and the form, and nothing of the signed-in hub.
import { browserCookies, browserTokenStore, createApiClient, type ApiClient } from '@hub/api-client';
import { lightTheme } from '@hub/ui';
import { I18nProvider } from '@lingui/react';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorFallback } from './app/AppErrorFallback';
import { clearDeviceStorage, forgetTokens } from './app/device';
import { ErrorBoundary } from './app/errors/ErrorBoundary';
import { initErrorReporting, reportError } from './app/errors/reporting';
import { activateLanguage, i18n, initialLanguage, savedLanguage } from './app/i18n/i18n';
import { saveLanguageOnUser } from './app/i18n/language-choice';
import { signedOutPage } from './features/auth/signed-out-pages';
import { SignedOutHostContext, type SignedOutHost, type SignedOutLinkProps } from './app/signed-out-host';

void initErrorReporting({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? import.meta.env.MODE,
  release: import.meta.env.VITE_RELEASE,
  enabled: import.meta.env.PROD,
});

function PageLink({ to, className, children }: SignedOutLinkProps) {
  return (
    <a className={className} href={to}>
      {children}
    </a>
  );
}

function pageHost(api: ApiClient): SignedOutHost {
  const params = new URLSearchParams(location.search);
  return {
    api,
    useSearchParams: () => params,
    // The app starts from the device's sign-in (tokens and cookie), like any visit of a signed-in user.
    useEnterHub: () => (_user, path) => location.replace(path),
    saveLanguage: (userId, language) => saveLanguageOnUser(api, userId, language),
    signOutLocally: () => {
      forgetTokens(api);
      clearDeviceStorage(globalThis.localStorage, globalThis.sessionStorage);
    },
    Link: PageLink,
  };
}

const load = signedOutPage(location.pathname);
if (!load) {
  // Only the addresses of signedOutPages are sent this page; anything else is the app's.
  location.replace('/login');
} else {
  document.documentElement.classList.add(lightTheme);
  const api = createApiClient({
    baseUrl: '',
    tokens: browserTokenStore(globalThis.localStorage),
    cookies: browserCookies,
    // A refused token here is a stale sign-in: forget it, and stay on the page.
    onUnauthorized: () => forgetTokens(api),
  });
  const host = pageHost(api);
  Promise.all([
    activateLanguage(initialLanguage(savedLanguage(), navigator.languages)).catch(reportError),
    load(),
  ]).then(
    ([, page]: [unknown, { Component: ComponentType }]) => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <ErrorBoundary fallback={({ resetError }) => <AppErrorFallback onRetry={resetError} />}>
            <I18nProvider i18n={i18n}>
              <SignedOutHostContext.Provider value={host}>
                <page.Component />
              </SignedOutHostContext.Provider>
            </I18nProvider>
          </ErrorBoundary>
        </StrictMode>,
      );
    },
    (error: unknown) => {
      // The page's chunk did not load (the network failed, or a new release replaced it): say so, with a
      // retry that loads the page again.
      reportError(error);
      createRoot(document.getElementById('root')!).render(
        <I18nProvider i18n={i18n}>
          <AppErrorFallback onRetry={() => location.reload()} />
        </I18nProvider>,
      );
    },
  );
}
