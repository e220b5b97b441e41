import { globalRemoteConfigsQueryOptions, playersQueryOptions, userInfoQueryOptions } from '@hub/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useHub } from '../../app/use-hub';
import { accountTagsAtom, playersAtom, remoteConfigsAtom, sunsetAtom } from '../../app/state';

/**
 * The shell's data: the user, the players and the remote configs (the shell's loader fetched them).
 * Fresh answers (a refetch once stale) are copied into the app state, which the menu and banner read.
 */
export function useShellData() {
  const hub = useHub();
  const user = useQuery(userInfoQueryOptions(hub.api));
  const accountId = user.data?.account.id;
  const configs = useQuery(globalRemoteConfigsQueryOptions(hub.api));
  const players = useQuery({
    ...playersQueryOptions(hub.api, accountId ?? 0),
    enabled: accountId !== undefined,
  });

  const setTags = useSetAtom(accountTagsAtom);
  const setPlayers = useSetAtom(playersAtom);
  const setConfigs = useSetAtom(remoteConfigsAtom);
  useEffect(() => {
    if (user.data) setTags(user.data.account.tags);
  }, [user.data, setTags]);
  useEffect(() => {
    if (players.data) setPlayers(players.data);
  }, [players.data, setPlayers]);
  useEffect(() => {
    if (configs.data) setConfigs(configs.data);
  }, [configs.data, setConfigs]);

  return {
    user: user.data,
    players: useAtomValue(playersAtom),
    playersFailed: players.isError && !players.data,
    retryPlayers: () => void players.refetch(),
    retryingPlayers: players.isFetching,
    sunset: useAtomValue(sunsetAtom),
  };
}
