import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Webinars: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Webinars</Trans>} />;
}
Component.displayName = 'WebinarsPage';
