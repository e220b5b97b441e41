// The signed-out entry (issue 15; docs/decisions.md "The signed-out entry"): what the server sends for a
// first visit to /login, /passwordreset and /start. The same pages as in the app (features/auth), on a
// host without a router, query cache or app state: links and the way in after a sign-in are page loads
// into the app (src/main.tsx), which reads the new sign-in from the device. The first paint of /login
// then loads React, the translations and the form, and nothing of the signed-in hub.
// When the build prerendered the page in the visitor's language (src/prerender.tsx), the entry hydrates
// that HTML: the page shows before any script has run.
import { browserCookies, browserTokenStore, createApiClient, type ApiClient } from '@hub/api-client';
import { isUiLanguage, type UiLanguage } from '@hub/domain';
import { lightTheme } from '@hub/ui';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppErrorFallback } from './app/AppErrorFallback';
import { clearDeviceStorage, forgetTokens } from './shared/device';
import { initErrorReporting, reportError } from './shared/errors/reporting';
import {
  activateLanguage,
  i18n,
  initialLanguage,
  saveLanguageChoice,
  savedLanguage,
} from './shared/i18n/i18n';
import { saveLanguageOnUser } from './shared/i18n/language-choice';
import { replayTypedInputs } from './app/replay-typed-inputs';
import type { SignedOutHost } from './shared/signed-out-host';
import { PageLink, SignedOutRoot } from './app/SignedOutRoot';
import { signedOutPage } from './features/auth/signed-out-pages';

void initErrorReporting({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? import.meta.env.MODE,
  release: import.meta.env.VITE_RELEASE,
  enabled: import.meta.env.PROD,
});

function pageHost(api: ApiClient, params: URLSearchParams): SignedOutHost {
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

/**
 * Whether the page's prerendered HTML (the build's, src/prerender.tsx) is what this visit renders: the
 * same language, and no query that fills the page in (`email`, `o`). Then it is hydrated, not replaced.
 */
function hydrates(root: HTMLElement, language: UiLanguage, params: URLSearchParams): boolean {
  return root.dataset.prerendered === language && !params.has('email') && !params.has('o');
}

/**
 * Marks `#root` `data-ready` once the page works (rendered, or hydrated with what was typed before
 * replayed): until then a prerendered page shows but its select and buttons do nothing yet. End-to-end
 * tests wait for it before they use a control.
 */
function Ready({ root, hydrated, children }: { root: HTMLElement; hydrated: boolean; children: ReactNode }) {
  useEffect(() => {
    if (hydrated) replayTypedInputs(root);
    root.dataset.ready = '';
  }, [root, hydrated]);
  return children;
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
  const params = new URLSearchParams(location.search);
  const host = pageHost(api, params);
  const root = document.getElementById('root')!;
  // `lang` in the address is a language picked on the page before it had hydrated (public/choose-language.js),
  // or a link's: it wins, as a choice made here does.
  const picked = params.get('lang');
  if (isUiLanguage(picked)) saveLanguageChoice(picked);
  if (picked !== null) {
    // Saved now: a later reload follows the device's choice, also one made after this.
    const address = new URL(location.href);
    address.searchParams.delete('lang');
    history.replaceState(history.state, '', address);
  }
  const language = initialLanguage(isUiLanguage(picked) ? picked : savedLanguage(), navigator.languages);
  Promise.all([activateLanguage(language).catch(reportError), load()]).then(
    ([, page]: [unknown, { Component: ComponentType }]) => {
      const hydrated = hydrates(root, language, params);
      const tree = (
        <Ready root={root} hydrated={hydrated}>
          <SignedOutRoot host={host} Page={page.Component} />
        </Ready>
      );
      if (hydrated) {
        hydrateRoot(root, tree, {
          // A page that does not match its HTML is rendered afresh by React: report it, to mend the prerender.
          onRecoverableError: (error) => reportError(error, { tags: { hydration: 'signed-out' } }),
        });
      } else {
        createRoot(root).render(tree);
      }
    },
    (error: unknown) => {
      // The page's chunk did not load (the network failed, or a new release replaced it): say so, with a
      // retry that loads the page again.
      reportError(error);
      createRoot(root).render(
        <I18nProvider i18n={i18n}>
          <AppErrorFallback onRetry={() => location.reload()} />
        </I18nProvider>,
      );
    },
  );
}
