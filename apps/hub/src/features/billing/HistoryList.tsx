import { Button } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './BillingHistory.css';

export interface HistoryListProps<T> {
  /** Every entry read so far, newest first. */
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The list's name for screen readers. */
  label: string;
  /** A next page is on the server: Show more reads it. */
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

/**
 * A server-paged history: the entries read so far and Show more while the server has more; focus moves to
 * the first entry a page adds, so a keyboard user reads on from there (as the invoices list does).
 */
export function HistoryList<T>({
  items,
  keyOf,
  render,
  label,
  hasMore,
  loadingMore,
  onShowMore,
}: HistoryListProps<T>) {
  const refs = useRef(new Map<string, HTMLLIElement>());
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || items.length <= index) return;
    focusAt.current = null;
    refs.current.get(keyOf(items[index]!))?.focus();
  }, [items, keyOf]);

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => {
          const key = keyOf(item);
          return (
            <li
              key={key}
              className={styles.item}
              tabIndex={-1}
              ref={(node) => {
                if (node) refs.current.set(key, node);
                else refs.current.delete(key);
              }}
            >
              {render(item)}
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            pending={loadingMore}
            onClick={() => {
              focusAt.current = items.length;
              onShowMore();
            }}
          >
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
