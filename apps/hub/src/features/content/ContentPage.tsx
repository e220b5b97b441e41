import type { ContentItem } from '@hub/api-client';
import { Skeleton } from '@hub/ui';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import * as layout from '../../shared/page-layout.css';
import { QueryFailure } from '../../shared/QueryFailure';
import { ContentList } from './ContentList';
import { useContentSearch } from './use-content';

export interface ContentPageProps {
  /** The page's heading (Resources). */
  title: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** What else the page keeps at hand (the Game Directions link). */
  extra?: ReactNode;
  /** The section's items, as the query has them. */
  query: UseQueryResult<{ results: ContentItem[] }>;
  searchLabel: ReactNode;
  /** What could not load (Resources could not be loaded). */
  failureTitle: ReactNode;
}

/** A content page: heading, the searchable list, or a skeleton while it loads, or the failure with Try again. */
export function ContentPage({ title, lead, extra, query, searchLabel, failureTitle }: ContentPageProps) {
  const { t } = useLingui();
  const [search, setSearch] = useContentSearch();
  const titleRef = useRef<HTMLHeadingElement>(null);

  let content;
  if (query.data) {
    content = (
      <ContentList
        items={query.data.results}
        search={search}
        onSearchChange={setSearch}
        searchLabel={searchLabel}
      />
    );
  } else if (query.isError) {
    content = (
      <QueryFailure
        headingLevel={2}
        title={failureTitle}
        query={{
          isFetching: query.isFetching,
          refetch: () => {
            titleRef.current?.focus();
            return query.refetch();
          },
        }}
      />
    );
  } else {
    content = <Skeleton variant="block" blockSize="12rem" label={t`Loading…`} />;
  }

  return (
    <div className={layout.page}>
      <header className={layout.intro}>
        <h1 ref={titleRef} tabIndex={-1} className={layout.title}>
          {title}
        </h1>
        {lead ? <p className={layout.lead}>{lead}</p> : null}
        {extra}
      </header>
      {content}
    </div>
  );
}
