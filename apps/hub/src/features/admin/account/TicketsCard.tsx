import {
  userTicketsQueryOptions,
  type AdminAccount,
  type AdminUser,
  type SupportTicket,
} from '@hub/api-client';
import { Card, DateDisplay, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { labelOf, ticketChannelLabels, ticketStatusLabels } from '../labels';
import { QueryFailure } from '../../../shared/QueryFailure';

const statusBadges: Record<string, string> = {
  open: styles.warningBadge,
  pending: styles.infoBadge,
  solved: styles.goodBadge,
  closed: styles.badge,
};

/** The help-desk tickets of each of the account's users (`GET /api/v2/admin/users/{id}/tickets/`), newest first. */
export function TicketsCard({ account }: { account: AdminAccount }) {
  return (
    <Card title={<Trans>Support tickets</Trans>}>
      {account.users.length === 0 ? (
        <p className={styles.muted}>
          <Trans>This account has no users</Trans>
        </p>
      ) : (
        <div className={styles.list}>
          {account.users.map((user) => (
            <UserTickets key={user.id} user={user} />
          ))}
        </div>
      )}
    </Card>
  );
}

function UserTickets({ user }: { user: AdminUser }) {
  const hub = useHub();
  const { t } = useLingui();
  const headingId = useId();
  const tickets = useQuery(userTicketsQueryOptions(hub.api, user.id));
  const name = user.name.trim() || user.email;
  let body;
  if (tickets.isPending) {
    body = <Skeleton variant="lines" lines={2} label={t`Loading the tickets of ${name}…`} />;
  } else if (tickets.isError) {
    body = (
      <QueryFailure
        query={tickets}
        headingLevel={4}
        title={<Trans>The tickets of {name} could not be loaded</Trans>}
      />
    );
  } else if (tickets.data.results.length === 0) {
    body = (
      <p className={styles.muted}>
        <Trans>No tickets.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {tickets.data.results.map((ticket) => (
          <TicketItem key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        <bdi>{name}</bdi>
      </h3>
      {body}
    </section>
  );
}

function TicketItem({ ticket }: { ticket: SupportTicket }) {
  const { i18n } = useLingui();
  const channel = labelOf(i18n, ticketChannelLabels, ticket.channel);
  const status = labelOf(i18n, ticketStatusLabels, ticket.status);
  const reference = ticket.external_id;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>
          <bdi>{ticket.subject}</bdi>
        </p>
        <span className={statusBadges[ticket.status] ?? styles.badge}>{status}</span>
      </div>
      <p className={styles.muted}>
        <Trans>
          By {channel}, opened <DateDisplay value={ticket.created_at} />, last updated{' '}
          <DateDisplay value={ticket.updated_at} /> (<bdi dir="ltr">{reference}</bdi>)
        </Trans>
      </p>
    </li>
  );
}
