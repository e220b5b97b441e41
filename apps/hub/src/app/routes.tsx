import { redirect, type RouteObject } from 'react-router';

/**
 * The spec's route table (section 2), declared once. Each route keeps the spec's identifier as its
 * `id`; each page is its own chunk, loaded when the route is first visited.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    lazy: () => import('../pages/RootLayout'),
    children: [
      { index: true, lazy: () => import('../pages/LandingPage') },
      {
        id: 'root.user',
        path: 'dashboard',
        lazy: () => import('../pages/UserShell'),
        children: [
          {
            id: 'root.user.player',
            children: [
              { id: 'root.user.player.home', index: true, lazy: () => import('../pages/HomePage') },
              { id: 'root.user.player.stats', path: 'stats', lazy: () => import('../pages/PlayerStatsPage') },
            ],
          },
          { id: 'root.user.management', path: 'account', lazy: () => import('../pages/AccountPage') },
          {
            id: 'root.user.onboarding',
            path: 'welcome',
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
          { id: 'root.user.booking', path: 'coaching', lazy: () => import('../pages/CoachingPage') },
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
        children: [
          { index: true, loader: () => redirect('/admin/accounts') },
          { id: 'root.admin.accounts', path: 'accounts', lazy: () => import('../pages/AdminAccountsPage') },
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
