import {
  cooldownEventsInfiniteQueryOptions,
  coolDownsInfiniteQueryOptions,
  hrRisesInfiniteQueryOptions,
  playerDetailsQueryOptions,
  type CoolDown,
  type CooldownEvent,
  type HrRise,
  type Page,
} from '@hub/api-client';
import { Card, DataTable, Skeleton, Tabs, type DataTableColumn } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useInfiniteQuery,
  useQuery,
  type UseInfiniteQueryResult,
  type InfiniteData,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import * as styles from './PlayerStatsPage.css';
import type { StatsFormat } from './use-stats';

/** Rows a page of the moments' tables shows. */
const rowsPerPage = 10;

/**
 * A table of a paged list, ten rows at a time: the server's pages (1000 rows) are read as the table's
 * pages reach past what is loaded.
 */
function MomentsTable<Row extends { id: number }>({
  query,
  caption,
  columns,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Row>, unknown>>;
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  empty: ReactNode;
}) {
  const [page, setPage] = useState(1);
  const rows = query.data?.pages.flatMap((each) => each.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));
  const shown = rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);
  const loadingMore = shown.length === 0 && count > 0 && query.isFetchingNextPage;
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={shown}
      getRowId={(row) => String(row.id)}
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        setPage(next);
        if (next * rowsPerPage > rows.length && query.hasNextPage && !query.isFetchingNextPage) {
          void query.fetchNextPage();
        }
      }}
      loading={query.isPending || loadingMore}
      error={query.isError && !query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      emptyMessage={empty}
    />
  );
}

/**
 * A child's heart-rate details (spec section 7: details, hr_rises, cool_downs, cooldown_events): the
 * summary, then the moments one list at a time, newest first.
 */
export function HeartRateCard({ playerId, format }: { playerId: number; format: StatsFormat }) {
  const hub = useHub();
  const { t } = useLingui();
  const details = useQuery(playerDetailsQueryOptions(hub.api, playerId));
  const [list, setList] = useState('rises');
  const rises = useInfiniteQuery(hrRisesInfiniteQueryOptions(hub.api, playerId));
  const coolDowns = useInfiniteQuery({
    ...coolDownsInfiniteQueryOptions(hub.api, playerId),
    enabled: list === 'coolDowns',
  });
  const events = useInfiniteQuery({
    ...cooldownEventsInfiniteQueryOptions(hub.api, playerId),
    enabled: list === 'events',
  });

  const bpm = (value: number | null) =>
    value === null ? '—' : t`${plural(value, { one: '# beat a minute', other: '# beats a minute' })}`;
  const duration = (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return minutes > 0
      ? t`${format.number(minutes)} min ${format.number(rest)} s`
      : t`${format.number(rest)} s`;
  };
  const eventNames: Record<string, string> = {
    prompted: t`Cool-down suggested`,
    started: t`Cool-down started`,
    completed: t`Cool-down completed`,
    skipped: t`Cool-down skipped`,
  };

  const riseColumns: DataTableColumn<HrRise>[] = [
    { id: 'when', header: t`When`, cell: (row) => format.moment(row.started_at) },
    { id: 'from', header: t`From`, cell: (row) => bpm(row.start_bpm), align: 'end' },
    { id: 'peak', header: t`Peak`, cell: (row) => bpm(row.peak_bpm), align: 'end' },
    { id: 'duration', header: t`Rise time`, cell: (row) => duration(row.duration_seconds), align: 'end' },
  ];
  const coolDownColumns: DataTableColumn<CoolDown>[] = [
    { id: 'when', header: t`When`, cell: (row) => format.moment(row.started_at) },
    { id: 'from', header: t`From`, cell: (row) => bpm(row.from_bpm), align: 'end' },
    { id: 'to', header: t`Down to`, cell: (row) => bpm(row.to_bpm), align: 'end' },
    { id: 'duration', header: t`Time`, cell: (row) => duration(row.duration_seconds), align: 'end' },
  ];
  const eventColumns: DataTableColumn<CooldownEvent>[] = [
    { id: 'when', header: t`When`, cell: (row) => format.moment(row.occurred_at) },
    { id: 'what', header: t`What happened`, cell: (row) => eventNames[row.kind] ?? row.kind },
    { id: 'bpm', header: t`Heart rate`, cell: (row) => bpm(row.bpm), align: 'end' },
  ];

  let summary;
  if (details.data) {
    const {
      hr_rises: riseSummary,
      cool_downs: coolDownSummary,
      cooldown_events: eventSummary,
    } = details.data;
    summary = (
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Heart-rate rises</Trans>
          </dt>
          <dd className={styles.value}>{format.number(riseSummary.count)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Average peak</Trans>
          </dt>
          <dd className={styles.value}>{bpm(riseSummary.average_peak_bpm)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Cool-downs</Trans>
          </dt>
          <dd className={styles.value}>{format.number(coolDownSummary.count)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Cool-downs completed</Trans>
          </dt>
          <dd className={styles.value}>
            {t`${format.number(eventSummary.completed)} of ${format.number(eventSummary.prompted)} suggested`}
          </dd>
        </div>
      </dl>
    );
  } else if (details.isError && !details.isFetching) {
    summary = <QueryFailure query={details} title={<Trans>The details could not be loaded</Trans>} />;
  } else {
    summary = <Skeleton lines={2} label={t`Loading the details…`} />;
  }

  return (
    <Card title={<Trans>Heart rate</Trans>} headingLevel={3}>
      <div className={styles.section}>
        {summary}
        <Tabs
          label={t`Heart-rate moments`}
          value={list}
          onValueChange={setList}
          tabs={[
            {
              value: 'rises',
              label: <Trans>Rises</Trans>,
              content: (
                <MomentsTable
                  query={rises}
                  caption={t`Heart-rate rises, newest first`}
                  columns={riseColumns}
                  empty={<Trans>No heart-rate rises yet.</Trans>}
                />
              ),
            },
            {
              value: 'coolDowns',
              label: <Trans>Cool-downs</Trans>,
              content: (
                <MomentsTable
                  query={coolDowns}
                  caption={t`Cool-downs, newest first`}
                  columns={coolDownColumns}
                  empty={<Trans>No cool-downs yet.</Trans>}
                />
              ),
            },
            {
              value: 'events',
              label: <Trans>Cool-down events</Trans>,
              content: (
                <MomentsTable
                  query={events}
                  caption={t`Cool-down events, newest first`}
                  columns={eventColumns}
                  empty={<Trans>No cool-down events yet.</Trans>}
                />
              ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
