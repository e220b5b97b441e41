import { webinarRegistrantsQuery, webinarsQuery, type Webinar } from '@hub/api-client';
import { Skeleton } from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { MomentFormat } from '../../../shared/moment-format';
import * as layout from '../../../shared/page-layout.css';
import { useHub } from '../../../shared/use-hub';
import * as styles from '../Coaching.css';

/** The registrants of each upcoming webinar the coach hosts. */
export function RegistrantsCard({ coachId, format }: { coachId: number; format: MomentFormat }) {
  const hub = useHub();
  const webinars = useQuery(webinarsQuery(hub.api));
  const hosted = (webinars.data?.results ?? []).filter((webinar) => webinar.host.id === coachId);

  let body: ReactNode;
  if (webinars.isError) {
    body = (
      <p className={styles.muted}>
        <Trans>Your webinars could not be loaded.</Trans>
      </p>
    );
  } else if (webinars.isPending) {
    body = <Skeleton variant="lines" lines={3} />;
  } else if (hosted.length === 0) {
    body = (
      <p className={styles.muted}>
        <Trans>You are not hosting any upcoming webinars.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {hosted.map((webinar) => (
          <WebinarRegistrants key={webinar.id} webinar={webinar} format={format} />
        ))}
      </ul>
    );
  }
  return (
    <section className={layout.section} aria-labelledby="registrants-title">
      <h2 id="registrants-title" className={layout.sectionTitle}>
        <Trans>Your webinar registrants</Trans>
      </h2>
      {body}
    </section>
  );
}

function WebinarRegistrants({ webinar, format }: { webinar: Webinar; format: MomentFormat }) {
  const hub = useHub();
  const { t } = useLingui();
  const registrants = useQuery(webinarRegistrantsQuery(hub.api, webinar.id));
  const headingId = useId();
  const registered = webinar.registered_count;
  const capacity = webinar.capacity;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.dayTitle}>
        <bdi>{webinar.title}</bdi>
      </h3>
      <p className={styles.muted}>
        {format.full(webinar.starts_at)} ·{' '}
        <Plural
          value={capacity}
          one={`${registered} of # seat taken`}
          other={`${registered} of # seats taken`}
        />
      </p>
      {registrants.isPending ? (
        <Skeleton variant="lines" lines={2} />
      ) : registrants.isError ? (
        <p className={styles.muted}>
          <Trans>The registrants could not be loaded.</Trans>
        </p>
      ) : registrants.data.results.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No one has registered yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Registrants`}>
          {registrants.data.results.map((person) => (
            <li key={person.id}>
              <bdi>{person.name}</bdi> · <bdi dir="ltr">{person.email}</bdi>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
