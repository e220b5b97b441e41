import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Package returns: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Package returns</Trans>} />;
}
Component.displayName = 'PackageReturnsPage';
