import type { ComponentType } from 'react';

type PageModule = { Component: ComponentType };

/**
 * The pages of the signed-out entry (src/signed-out.tsx) by address, each its own chunk (the app's routes
 * load the same modules). The build sends this entry's page for exactly these addresses
 * (src/build/route-preloads.ts, entry `signed-out`); route-preloads.test.ts checks the two lists agree.
 */
const pages: Record<string, () => Promise<PageModule>> = {
  '/login': () => import('./LoginPage'),
  '/passwordreset': () => import('./PasswordResetPage'),
  '/start': () => import('./SetPasswordPage'),
};

export const signedOutPaths = Object.keys(pages);

/** The page of an address of the signed-out entry, or null for any other address. */
export function signedOutPage(pathname: string): (() => Promise<PageModule>) | null {
  return Object.hasOwn(pages, pathname) ? pages[pathname]! : null;
}
