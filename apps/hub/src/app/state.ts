// App state (jotai): what spec section 7 says the hub keeps after its calls succeed (account tags,
// players, remote configs) and whether this device is signed in. `undefined` means "not loaded yet".
import type { Player, RemoteConfig } from '@hub/api-client';
import { sunsetState, supportedTagsFromConfigs, type SunsetState } from '@hub/domain';
import { atom, type createStore } from 'jotai';

/** A jotai store, as `createStore()` makes it. */
export type HubStore = ReturnType<typeof createStore>;

/** Whether the device holds a token and the token cookie (spec section 4), kept in step by sign-in and sign-out. */
export const authenticatedAtom = atom(false);

/** The account's tags, from the user record. */
export const accountTagsAtom = atom<readonly string[] | undefined>(undefined);

/** The account's players, every page merged and sorted by id. */
export const playersAtom = atom<readonly Player[] | undefined>(undefined);

/** The global remote configuration (the supported-tags list lives there). */
export const remoteConfigsAtom = atom<readonly RemoteConfig[] | undefined>(undefined);

/** The account's own remote configuration entries. */
export const accountRemoteConfigsAtom = atom<readonly RemoteConfig[] | undefined>(undefined);

/** The dashboard sunset (spec section 4): loading until both the tags and the config are known. */
export const sunsetAtom = atom<SunsetState>((get) => {
  const configs = get(remoteConfigsAtom);
  return sunsetState({
    supportedTags: configs ? supportedTagsFromConfigs(configs) : undefined,
    accountTags: get(accountTagsAtom),
  });
});

/** The clear action of spec section 4: every stored piece of app state back to "not loaded". */
export function resetAppState(store: HubStore): void {
  store.set(authenticatedAtom, false);
  store.set(accountTagsAtom, undefined);
  store.set(playersAtom, undefined);
  store.set(remoteConfigsAtom, undefined);
  store.set(accountRemoteConfigsAtom, undefined);
}
