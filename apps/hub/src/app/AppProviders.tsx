import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { appSignedOutHost } from './app-signed-out-host';
import { i18n } from '../shared/i18n/i18n';
import { AppErrorFallback } from './AppErrorFallback';
import { ClockContext, type Clock } from '../shared/clock';
import { ErrorBoundary } from '../shared/errors/ErrorBoundary';
import type { Hub } from '../shared/hub';
import { SignedOutHostContext } from '../shared/signed-out-host';
import { HubContext } from '../shared/use-hub';

interface AppProvidersProps {
  children: ReactNode;
  /** The running hub; tests and stories pass one with their own query client (retries off). */
  hub: Hub;
  /** A pinned clock (stories, tests); the real clock when absent. */
  clock?: Clock | null;
}

/**
 * Everything a screen needs around it: the hub's services, query cache, translations, app state, the
 * signed-out pages' host and a crash boundary.
 */
export function AppProviders({ children, hub, clock = null }: AppProvidersProps) {
  const signedOutHost = useMemo(() => appSignedOutHost(hub), [hub]);
  return (
    <ErrorBoundary fallback={({ resetError }) => <AppErrorFallback onRetry={resetError} />}>
      <HubContext.Provider value={hub}>
        <QueryClientProvider client={hub.queryClient}>
          <I18nProvider i18n={i18n}>
            <JotaiProvider store={hub.store}>
              <SignedOutHostContext.Provider value={signedOutHost}>
                <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>
              </SignedOutHostContext.Provider>
            </JotaiProvider>
          </I18nProvider>
        </QueryClientProvider>
      </HubContext.Provider>
    </ErrorBoundary>
  );
}
