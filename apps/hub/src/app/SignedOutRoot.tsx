import { I18nProvider } from '@lingui/react';
import { StrictMode, type ComponentType } from 'react';
import { AppErrorFallback } from './AppErrorFallback';
import { ErrorBoundary } from '../shared/errors/ErrorBoundary';
import { i18n } from '../shared/i18n/i18n';
import { SignedOutHostContext, type SignedOutHost, type SignedOutLinkProps } from '../shared/signed-out-host';

/**
 * A signed-out page as the signed-out entry renders it (src/signed-out.tsx), and as the build prerenders
 * it (src/prerender.tsx): one tree, so that the page's HTML and its hydration match.
 */
export function SignedOutRoot({ host, Page }: { host: SignedOutHost; Page: ComponentType }) {
  return (
    <StrictMode>
      <ErrorBoundary fallback={({ resetError }) => <AppErrorFallback onRetry={resetError} />}>
        <I18nProvider i18n={i18n}>
          <SignedOutHostContext.Provider value={host}>
            <Page />
          </SignedOutHostContext.Provider>
        </I18nProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}

/** A link of the signed-out entry: a page load (the entry has no router). */
export function PageLink({ to, className, children }: SignedOutLinkProps) {
  return (
    <a className={className} href={to}>
      {children}
    </a>
  );
}
