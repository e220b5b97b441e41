import { I18nProvider } from '@lingui/react';
import * as Sentry from '@sentry/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { AppErrorFallback } from './AppErrorFallback';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests and stories pass their own client (with retries off). */
  queryClient?: QueryClient;
}

/** Everything a screen needs around it: query cache, translations, app state and a crash boundary. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <Sentry.ErrorBoundary fallback={({ resetError }) => <AppErrorFallback onRetry={resetError} />}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <JotaiProvider>{children}</JotaiProvider>
        </I18nProvider>
      </QueryClientProvider>
    </Sentry.ErrorBoundary>
  );
}
