import { redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from '../pages/LoadingScreen';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import type { Hub } from './hub';
import {
  adminLoader,
  blockedLoader,
  coachingLoader,
  dashboardLoader,
  landingLoader,
  logoutLoader,
  rootLoader,
  shellLoader,
  welcomeLoader,
} from './loaders';

/**
 * The spec's route table (section 2), declared once. Each route keeps the spec's identifier as its
 * `id`; each page is its own chunk, loaded when the route is first visited. Loaders decide who enters
 * and redirect everyone else (app/loaders.ts); `blocked`, `logout` and `passwordreset` are ours (docs/decisions.md).
 */
export function createRoutes(hub: Hub): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: rootLoader(hub),
      lazy: () => import('../pages/RootLayout'),
      children: [
        { index: true, loader: landingLoader(hub) },
        {
          id: 'root.user',
          path: 'dashboard',
          loader: shellLoader(hub),
          lazy: () => import('../pages/UserShell'),
          children: [
            {
              id: 'root.user.player',
              loader: dashboardLoader(hub),
              children: [
                { id: 'root.user.player.home', index: true, lazy: () => import('../pages/HomePage') },
                {
                  id: 'root.user.player.stats',
                  path: 'stats',
                  lazy: () => import('../pages/PlayerStatsPage'),
                },
              ],
            },
            { id: 'root.user.management', path: 'account', lazy: () => import('../pages/AccountPage') },
            {
              id: 'root.user.onboarding',
              path: 'welcome',
              loader: welcomeLoader(hub),
              lazy: () => import('../pages/OnboardingPage'),
              children: [
                {
                  id: 'root.user.onboarding.step',
                  path: ':step',
                  lazy: () => import('../pages/OnboardingPage'),
                },
              ],
            },
            { id: 'root.user.webinars', path: 'webinars', lazy: () => import('../pages/WebinarsPage') },
            {
              id: 'root.user.booking',
              path: 'coaching',
              loader: coachingLoader(hub),
              lazy: () => import('../pages/CoachingPage'),
            },
            {
              id: 'root.user.bookingRedirect',
              path: 'booking',
              loader: ({ request }) => redirect(`/dashboard/coaching${new URL(request.url).search}`),
            },
            { id: 'root.user.tutorials', path: 'tutorials', lazy: () => import('../pages/TutorialsPage') },
            { id: 'root.user.resources', path: 'resources', lazy: () => import('../pages/ResourcesPage') },
            {
              id: 'root.user.resources-dev',
              path: 'resources/:branchPath/*',
              lazy: () => import('../pages/ResourcesPage'),
            },
          ],
        },
        {
          id: 'root.user.managementRedirect',
          path: 'account/manage/*',
          loader: () => redirect('/dashboard/account'),
        },
        {
          id: 'root.admin',
          path: 'admin',
          loader: adminLoader(hub),
          children: [
            { index: true, loader: () => redirect('/admin/accounts') },
            {
              id: 'root.admin.accounts',
              path: 'accounts',
              lazy: () => import('../pages/AdminAccountsPage'),
            },
            {
              id: 'root.admin.accounts.details',
              path: 'accounts/:accountId',
              lazy: () => import('../pages/AdminAccountDetailsPage'),
            },
          ],
        },
      ],
    },
    { id: 'login', path: '/login', lazy: () => import('../pages/LoginPage') },
    {
      id: 'passwordreset',
      path: '/passwordreset',
      lazy: () => import('../pages/PasswordResetPage'),
    },
    {
      id: 'blocked',
      path: '/blocked',
      loader: blockedLoader(hub),
      lazy: () => import('../pages/BlockedPage'),
    },
    { id: 'logout', path: '/logout', loader: logoutLoader(hub) },
    { id: 'checkout', path: '/checkout', lazy: () => import('../pages/CheckoutPage') },
    {
      id: 'checkout-confirmation',
      path: '/checkout/confirmation',
      lazy: () => import('../pages/CheckoutConfirmationPage'),
    },
    {
      id: 'checkout-dev',
      path: '/:s3/:env/:branchType/:branch/checkout',
      lazy: () => import('../pages/CheckoutPage'),
    },
    { id: 'packagereturns', path: '/packagereturns', lazy: () => import('../pages/PackageReturnsPage') },
    { id: 'setpassword', path: '/start', lazy: () => import('../pages/SetPasswordPage') },
    { id: 'print_invoice', path: '/invoice', lazy: () => import('../pages/PrintInvoicePage') },
    { id: 'not-found', path: '*', lazy: () => import('../pages/NotFoundPage') },
  ];
  // Every top-level route shows the loading screen while its page or data loads on the first visit,
  // and a clear error page (with a way to retry) when a loader fails.
  return routes.map((route) => ({ HydrateFallback: LoadingScreen, ErrorBoundary: RouteErrorPage, ...route }));
}
