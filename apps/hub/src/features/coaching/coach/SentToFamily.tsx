import { communicationsQuery } from '@hub/api-client';
import { Button, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MomentFormat } from '../../../shared/moment-format';
import { useHub } from '../../../shared/use-hub';
import * as styles from '../Coaching.css';

/**
 * What was sent to a family (`communications/?user=` of its account holder: emails and text messages,
 * newest first), behind a button so the page does not ask for every family's at once.
 */
export function SentToFamily({
  userId,
  name,
  format,
}: {
  userId: number;
  name: string;
  format: MomentFormat;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.stack}>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? <Trans>Hide what was sent to {name}</Trans> : <Trans>What was sent to {name}</Trans>}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <SentMessages userId={userId} format={format} /> : null}
      </div>
    </div>
  );
}

function SentMessages({ userId, format }: { userId: number; format: MomentFormat }) {
  const hub = useHub();
  const { t } = useLingui();
  const messages = useQuery(communicationsQuery(hub.api, { user: userId }));
  if (messages.isPending) return <Skeleton variant="lines" lines={2} label={t`Loading what was sent…`} />;
  if (messages.isError) {
    return (
      <p className={styles.muted}>
        <Trans>What was sent could not be loaded.</Trans>
      </p>
    );
  }
  const sent = messages.data.results;
  if (sent.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>Nothing has been sent to this family yet.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {sent.map((message) => {
        const when = format.full(message.sent_at);
        return (
          <li key={message.id} className={styles.item}>
            <p className={styles.muted}>
              {message.channel === 'sms' ? <Trans>Text message, {when}</Trans> : <Trans>Email, {when}</Trans>}
            </p>
            {/* An email by its subject (its body is the whole letter), a text message by what it said. */}
            <p className={styles.text} dir="auto">
              {message.channel === 'email' && message.subject ? message.subject : message.body}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
