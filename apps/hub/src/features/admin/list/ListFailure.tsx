import { ApiError } from '@hub/api-client';
import { whoopsDetail, whoopsTitle } from '@hub/domain';
import { Button, EmptyState, ErrorState } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ListFailureProps {
  /** What the list's query failed with. */
  error: unknown;
  /** The page the address asked for. */
  page: number;
  /** Reads the list again. */
  onRetry: () => void;
  retrying: boolean;
  /** Back to the first page (a page past the last: the list got shorter since the address was made). */
  onFirstPage: () => void;
  /** Clears the search and filters (a filter the server refuses, say a tag removed since). */
  onClearFilters: () => void;
}

/**
 * A staff list that could not be read. Spec section 8 ('other calls mostly show errors'): 'Whoops, an error
 * occurred' with the contact-support line and Try again; a page past the last (DRF's 404 'Invalid page.')
 * offers the first page instead, and a refused filter (400) shows the server's words and clears them.
 */
export function ListFailure({
  error,
  page,
  onRetry,
  retrying,
  onFirstPage,
  onClearFilters,
}: ListFailureProps) {
  const { i18n } = useLingui();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 && page > 1) {
    return (
      <EmptyState
        headingLevel={2}
        title={<Trans>There is no page {page} anymore</Trans>}
        description={<Trans>The list is shorter than when this address was made.</Trans>}
        action={
          <Button variant="secondary" onClick={onFirstPage}>
            <Trans>Go to the first page</Trans>
          </Button>
        }
      />
    );
  }
  if (status === 400 && error instanceof ApiError) {
    return (
      <ErrorState
        headingLevel={2}
        title={<Trans>This search cannot be used</Trans>}
        description={error.message}
        onRetry={onClearFilters}
        retryLabel={<Trans>Clear filters</Trans>}
      />
    );
  }
  return (
    <ErrorState
      headingLevel={2}
      title={i18n._(whoopsTitle)}
      description={i18n._(whoopsDetail)}
      onRetry={onRetry}
      retrying={retrying}
      retryLabel={<Trans>Try again</Trans>}
    />
  );
}
