import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Player stats: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Player stats</Trans>} />;
}
Component.displayName = 'PlayerStatsPage';
