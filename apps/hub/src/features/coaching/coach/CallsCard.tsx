import type { CoachingCall } from '@hub/api-client';
import type { CallStatus } from '@hub/domain';
import { EmptyState } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MomentFormat } from '../../../shared/moment-format';
import * as layout from '../../../shared/page-layout.css';
import * as styles from '../Coaching.css';
import { CallNotes } from './CallNotes';

function useStatusLabel() {
  const { t } = useLingui();
  return (status: CallStatus): string =>
    ({
      scheduled: t`Scheduled`,
      completed: t`Completed`,
      cancelled: t`Cancelled`,
      missed: t`Missed`,
    })[status];
}

/** Today's calls, the upcoming ones and the past ones (each with the family's notes), in the coach's zone. */
export function CallsCard({
  calls,
  format,
  now,
}: {
  calls: readonly CoachingCall[];
  format: MomentFormat;
  now: Date;
}) {
  const today = format.dayKey(now);
  const ahead = calls.filter((call) => call.status === 'scheduled' && new Date(call.ends_at) > now);
  const todays = ahead.filter((call) => format.dayKey(call.starts_at) === today);
  const upcoming = ahead.filter((call) => format.dayKey(call.starts_at) !== today);
  const past = calls.filter((call) => !ahead.includes(call));

  return (
    <>
      <section className={layout.section} aria-labelledby="today-title">
        <h2 id="today-title" className={layout.sectionTitle}>
          <Trans>Today</Trans>
        </h2>
        {todays.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No calls today.</Trans>
          </p>
        ) : (
          <CallList calls={todays} format={format} />
        )}
      </section>
      <section className={layout.section} aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={layout.sectionTitle}>
          <Trans>Upcoming calls</Trans>
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={<Trans>No upcoming calls</Trans>}
            description={<Trans>Families book calls from your free hours.</Trans>}
          />
        ) : (
          <CallList calls={upcoming} format={format} />
        )}
      </section>
      <section className={layout.section} aria-labelledby="past-title">
        <h2 id="past-title" className={layout.sectionTitle}>
          <Trans>Past calls</Trans>
        </h2>
        {past.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No past calls yet.</Trans>
          </p>
        ) : (
          <CallList calls={past} format={format} withNotes />
        )}
      </section>
    </>
  );
}

function CallList({
  calls,
  format,
  withNotes = false,
}: {
  calls: readonly CoachingCall[];
  format: MomentFormat;
  withNotes?: boolean;
}) {
  const statusLabel = useStatusLabel();
  return (
    <ul className={styles.list}>
      {calls.map((call) => (
        <li key={call.id} className={styles.item}>
          <div className={styles.itemHead}>
            <strong>
              <bdi>{call.client.name}</bdi>
            </strong>
            <span className={styles.badge}>{statusLabel(call.status)}</span>
          </div>
          <p className={styles.muted}>
            {format.full(call.starts_at)} – {format.time(call.ends_at)}
          </p>
          {withNotes ? <CallNotes call={call} format={format} /> : null}
        </li>
      ))}
    </ul>
  );
}
