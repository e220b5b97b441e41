import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Player stats: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Player stats</Trans>} />;
}
Component.displayName = 'PlayerStatsPage';
