import { lightTheme } from '@hub/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { initErrorReporting, reportError } from './errors/reporting';
import { activateLanguage, initialLanguage, savedLanguage } from './i18n/i18n';

initErrorReporting({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.VITE_SENTRY_ENVIRONMENT ?? import.meta.env.MODE,
  release: import.meta.env.VITE_RELEASE,
  enabled: import.meta.env.PROD,
});

document.documentElement.classList.add(lightTheme);
const router = createBrowserRouter(routes);

activateLanguage(initialLanguage(savedLanguage(), navigator.languages))
  .catch(reportError)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
