import { accountTimelineInfiniteQueryOptions, type AdminAccount, type TimelineEvent } from '@hub/api-client';
import {
  cancelReasonLabels,
  shipmentKindLabels,
  shipmentStatusLabels,
  timelineKindLabels,
  timelineKinds,
  type TimelineKind,
} from '@hub/domain';
import { Card, DateDisplay, EmptyState, Select, Skeleton } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { LoadMore } from './LoadMore';
import { billingActionLabels, labelOf, orderStatusLabels, subscriptionStatusLabel } from '../labels';
import { QueryFailure } from '../../../shared/QueryFailure';
import { useAdminFormat } from './use-admin-format';
import { EmailEventItem } from './EmailEventItem';
import { interactionKindLabel } from './InteractionsCard';

const allKinds = 'all';

const kindBadges: Record<TimelineKind, string> = {
  order: styles.goodBadge,
  shipment: styles.infoBadge,
  note: styles.badge,
  billing: styles.infoBadge,
  play: styles.goodBadge,
  cancel_reason: styles.warningBadge,
  email: styles.badge,
  interaction: styles.infoBadge,
};

/** A note's text on one line of the timeline. */
function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

/**
 * The account's story, newest first (issue 13, "beyond the anchors"): its orders, shipments, notes, billing
 * actions, play, cancel reasons, emails (issue 25) and contacts with the family (issue 28) in one list, a page at a time (Show more), filtered by
 * kind; each event with its kind, time, who did it and a line saying what happened (an email with its
 * delivery, and Resend when it failed).
 */
export function TimelineCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<TimelineKind | null>(null);
  const timeline = useInfiniteQuery(accountTimelineInfiniteQueryOptions(hub.api, account.id, kind));
  const events = timeline.data?.pages.flatMap((page) => page.results) ?? [];
  const total = timeline.data?.pages.at(-1)?.count ?? 0;
  const shown = events.length;

  let body: ReactNode;
  if (timeline.isPending) {
    body = <Skeleton variant="lines" lines={6} label={t`Loading the timeline…`} />;
  } else if (timeline.isError) {
    body = <QueryFailure query={timeline} title={<Trans>The timeline could not be loaded</Trans>} />;
  } else if (events.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={kind ? <Trans>No events of this kind</Trans> : <Trans>Nothing has happened yet</Trans>}
      />
    );
  } else {
    body = (
      <>
        <ol className={styles.list} aria-label={t`Events, newest first`}>
          {events.map((event) => (
            <EventItem key={`${event.kind}:${event.id}`} accountId={account.id} event={event} />
          ))}
        </ol>
        <LoadMore
          query={timeline}
          shown={shown}
          total={total}
          failedTitle={<Trans>More events could not be loaded</Trans>}
        />
      </>
    );
  }

  return (
    <Card title={<Trans>Timeline</Trans>}>
      <div className={styles.stack}>
        <div className={styles.inline}>
          <Select
            className={styles.grow}
            label={<Trans>Show</Trans>}
            options={[
              { value: allKinds, label: t`All events`, textValue: t`All events` },
              ...timelineKinds.map((value) => ({
                value,
                label: i18n._(timelineKindLabels[value]),
                textValue: i18n._(timelineKindLabels[value]),
              })),
            ]}
            value={kind ?? allKinds}
            onValueChange={(value) => setKind(timelineKinds.find((candidate) => candidate === value) ?? null)}
          />
        </div>
        {body}
      </div>
    </Card>
  );
}

function EventItem({ accountId, event }: { accountId: number; event: TimelineEvent }) {
  const { i18n } = useLingui();
  if (event.kind === 'email') return <EmailEventItem accountId={accountId} event={event} />;
  const actor = event.actor?.name;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={kindBadges[event.kind]}>{i18n._(timelineKindLabels[event.kind])}</span>
        <span className={styles.muted}>
          <DateDisplay value={event.at} />
          {actor ? (
            <>
              {' · '}
              <Trans>
                by <bdi>{actor}</bdi>
              </Trans>
            </>
          ) : null}
        </span>
      </div>
      <p className={styles.value}>
        <EventSummary event={event} />
      </p>
    </li>
  );
}

/** One line per kind saying what happened (an email has its own item). */
function EventSummary({ event }: { event: Exclude<TimelineEvent, { kind: 'email' }> }) {
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  switch (event.kind) {
    case 'order': {
      const number = event.order_number;
      const total = format.money(event.total_cents, event.currency);
      const status = labelOf(i18n, orderStatusLabels, event.status.toLowerCase());
      return (
        <Trans>
          Order <bdi dir="ltr">{number}</bdi> ({status}): {total}
        </Trans>
      );
    }
    case 'shipment': {
      const what = labelOf(i18n, shipmentKindLabels, event.shipment_kind);
      const status = labelOf(i18n, shipmentStatusLabels, event.status);
      const tracking = event.tracking_number;
      return tracking ? (
        <Trans>
          {what}: {status}, tracking <bdi dir="ltr">{tracking}</bdi>
        </Trans>
      ) : (
        <Trans>
          {what}: {status}
        </Trans>
      );
    }
    case 'note': {
      const text = oneLine(event.text);
      return (
        <Trans>
          Note: <bdi>{text}</bdi>
        </Trans>
      );
    }
    case 'billing': {
      const action = labelOf(i18n, billingActionLabels, event.action);
      const from = event.from_state ? subscriptionStatusLabel(i18n, event.from_state) : null;
      const to = event.to_state ? subscriptionStatusLabel(i18n, event.to_state) : null;
      if (from && to && from !== to) {
        return (
          <Trans>
            {action}: from {from} to {to}
          </Trans>
        );
      }
      return <>{action}</>;
    }
    case 'play': {
      const player = event.player.name;
      const minutes = plural(event.minutes, { one: '# minute', other: '# minutes' });
      const sessions = plural(event.sessions, { one: '# session', other: '# sessions' });
      return (
        <Trans>
          <bdi>{player}</bdi> played {minutes} in {sessions}
        </Trans>
      );
    }
    case 'cancel_reason': {
      const reasons = event.reasons
        .filter((reason) => reason !== 'other' || !event.other_reason)
        .map((reason) => labelOf(i18n, cancelReasonLabels, reason));
      const other = event.other_reason;
      if (other) reasons.push(t`Other: “${other}”`);
      const list = reasons.join('; ');
      return <Trans>Why they want to cancel: {list}</Trans>;
    }
    case 'interaction': {
      const what = interactionKindLabel(i18n, event.interaction_kind);
      const summary = event.summary ? oneLine(event.summary) : null;
      return summary ? (
        <Trans>
          {what}: <bdi>{summary}</bdi>
        </Trans>
      ) : (
        <>{what}</>
      );
    }
  }
}
