import { createContext, useContext } from 'react';
import type { Hub } from './hub';

/** The hub's services for the screens under AppProviders. */
export const HubContext = createContext<Hub | null>(null);

/** The api client, query cache, app state and sign-out of the running hub. */
export function useHub(): Hub {
  const hub = useContext(HubContext);
  if (!hub) throw new Error('useHub needs <AppProviders hub={...}> above it.');
  return hub;
}
