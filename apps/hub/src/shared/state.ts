// App state (jotai) holds client state only: whether this device is signed in. What the hub keeps after
// its calls succeed (spec section 7: account tags, players, remote configs) lives in the TanStack Query
// cache, read through the query options of @hub/api-client, never copied into atoms (see use-sunset.ts).
import { atom, type createStore } from 'jotai';

/** A jotai store, as `createStore()` makes it. */
export type HubStore = ReturnType<typeof createStore>;

/** Whether the device holds a token and the token cookie (spec section 4), kept in step by sign-in and sign-out. */
export const authenticatedAtom = atom(false);

/** The clear action of spec section 4: the client state back to signed out (the hub clears the query cache). */
export function resetAppState(store: HubStore): void {
  store.set(authenticatedAtom, false);
}
