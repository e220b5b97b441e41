import { Button, Notice } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './AccountDetails.css';

/** What `LoadMore` reads of an infinite query (TanStack's `useInfiniteQuery` result has all of it). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The foot of a list read a page at a time: "Showing N of M", Show more while there is a next page (the
 * pages already read stay), and a notice when the next page could not be loaded.
 */
export function LoadMore({
  query,
  shown,
  total,
  failedTitle,
}: {
  query: MorePages;
  shown: number;
  total: number;
  /** Says what could not be loaded ("More shipments could not be loaded"). */
  failedTitle: ReactNode;
}) {
  return (
    <>
      <p className={styles.muted}>
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </p>
      {query.hasNextPage ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            pending={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <Notice tone="error" title={failedTitle}>
          <Trans>Please try again. If it persists, contact support.</Trans>
        </Notice>
      ) : null}
    </>
  );
}
