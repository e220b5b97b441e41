import type { RouteObject } from 'react-router';

/** Checkout (also at the development path) and the order confirmation. */
export const checkoutRoutes: RouteObject[] = [
  { id: 'checkout', path: '/checkout', lazy: () => import('./CheckoutPage') },
  {
    id: 'checkout-confirmation',
    path: '/checkout/confirmation',
    lazy: () => import('./CheckoutConfirmationPage'),
  },
  {
    id: 'checkout-dev',
    path: '/:s3/:env/:branchType/:branch/checkout',
    lazy: () => import('./CheckoutPage'),
  },
];
