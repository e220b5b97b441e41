import { whoopsDetail, whoopsTitle } from '@hub/domain';
import { ErrorState, type HeadingLevel } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** What QueryFailure needs of a query: a way to ask again and whether it is asking. */
export interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

/**
 * A read that failed (spec section 8): what could not load ('Whoops, an error occurred' unless the screen
 * names it), the contact-support line, and Try again. Shared by the areas' screens.
 */
export function QueryFailure({
  query,
  title,
  headingLevel,
}: {
  query: RetryableQuery;
  /** What could not load; 'Whoops, an error occurred' by default. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
}) {
  const { i18n } = useLingui();
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={title ?? i18n._(whoopsTitle)}
      description={i18n._(whoopsDetail)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      retryLabel={<Trans>Try again</Trans>}
    />
  );
}
