import { lightTheme } from '@hub/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createHub } from './shared/hub';
import { createRoutes } from './app/routes';
import { initErrorReporting, reportError } from './shared/errors/reporting';
import { activateLanguage, initialLanguage, savedLanguage } from './shared/i18n/i18n';

// Sentry loads after first paint (reporting.ts); what goes wrong before is queued, not lost.
void initErrorReporting({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? import.meta.env.MODE,
  release: import.meta.env.VITE_RELEASE,
  enabled: import.meta.env.PROD,
});

document.documentElement.classList.add(lightTheme);
const hub = createHub();
const router = createBrowserRouter(createRoutes(hub));
hub.attachNavigator({
  currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  isNavigating: () => router.state.navigation.state !== 'idle',
  navigate: (to, options) => void router.navigate(to, options),
});

activateLanguage(initialLanguage(savedLanguage(), navigator.languages))
  .catch(reportError)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders hub={hub}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
