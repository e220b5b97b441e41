// What the account tab's route hands its page (routes.tsx sets it, AccountPage.tsx reads it): a module of
// its own, so the page does not import the routes that load it.
import type { ComponentType } from 'react';

/**
 * The segments other areas render inside the account tab: the router hands them in (an area never imports
 * another's files), each its own chunk.
 */
export interface AccountSegments {
  /** Subscription and billing, for billing users (features/billing). */
  billing: ComponentType;
}

/** What the account route carries for its page: the segments handed in. */
export interface AccountRouteHandle {
  segments: AccountSegments;
}

/** The id of the account tab's route, where its page finds the segments. */
export const accountRouteId = 'root.user.management';
