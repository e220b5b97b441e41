import type { RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { withCatalog } from '../../shared/i18n/i18n';
import type { LoaderArgs } from '../../shared/loaders';

/**
 * The checkout's entry (spec section 2): the plan tag from the url, else the stored one, else 'default',
 * stored on entry; a blocked account goes to /blocked, a completed customer to `/`
 * (checkout-loader.ts, loaded with the route).
 */
export function checkoutLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => (await import('./checkout-loader')).loadCheckout(hub, request);
}

/** Checkout (also at the development path of a branch's preview) and the order confirmation. */
export function checkoutRoutes(hub: Hub): RouteObject[] {
  const page = withCatalog('checkout', () => import('./CheckoutPage'));
  return [
    { id: 'checkout', path: '/checkout', loader: checkoutLoader(hub), lazy: page },
    {
      id: 'checkout-confirmation',
      path: '/checkout/confirmation',
      lazy: withCatalog('checkout', () => import('./CheckoutConfirmationPage')),
    },
    {
      id: 'checkout-dev',
      path: '/:s3/:env/:branchType/:branch/checkout',
      loader: checkoutLoader(hub),
      lazy: page,
    },
  ];
}
