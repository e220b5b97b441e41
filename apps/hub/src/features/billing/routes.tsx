import type { RouteObject } from 'react-router';

/** The signed-out billing pages: package returns and the printable invoice. */
export const billingRoutes: RouteObject[] = [
  { id: 'packagereturns', path: '/packagereturns', lazy: () => import('./PackageReturnsPage') },
  { id: 'print_invoice', path: '/invoice', lazy: () => import('./PrintInvoicePage') },
];
