import { playersQueryOptions, userInfoQueryOptions } from '@hub/api-client';
import { useQuery } from '@tanstack/react-query';
import { useHub } from '../../shared/use-hub';
import { useSunset } from '../../shared/use-sunset';

/**
 * The shell's data: the user, the players and the sunset state, read from the query cache the shell's
 * loader filled (a stale answer is refetched in the background).
 */
export function useShellData() {
  const hub = useHub();
  const user = useQuery(userInfoQueryOptions(hub.api));
  const accountId = user.data?.account.id;
  const players = useQuery({
    ...playersQueryOptions(hub.api, accountId ?? 0),
    enabled: accountId !== undefined,
  });
  return {
    user: user.data,
    players: players.data,
    playersFailed: players.isError && !players.data,
    retryPlayers: () => void players.refetch(),
    retryingPlayers: players.isFetching,
    sunset: useSunset(),
  };
}
