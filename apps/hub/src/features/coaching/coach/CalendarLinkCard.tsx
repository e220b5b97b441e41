import { calendarLinkQuery } from '@hub/api-client';
import { Button, Card, Skeleton } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from '../Coaching.css';

/** The coach's calendar feed: its address and a button that copies it. */
export function CalendarLinkCard() {
  const hub = useHub();
  const link = useQuery(calendarLinkQuery(hub.api));
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const id = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  let body: ReactNode;
  if (link.isError) {
    body = (
      <p className={styles.muted}>
        <Trans>The calendar link could not be loaded.</Trans>
      </p>
    );
  } else if (link.isPending) {
    body = <Skeleton variant="lines" lines={1} />;
  } else {
    const url = link.data.url;
    body = (
      <div className={styles.stack}>
        <div className={styles.copyRow}>
          <p id={id} className={styles.code}>
            {url}
          </p>
          <Button variant="secondary" aria-describedby={id} onClick={() => void copy(url)}>
            <Trans>Copy the calendar link</Trans>
          </Button>
        </div>
        <p className={styles.muted} role="status">
          {copied === 'yes' ? <Trans>Copied.</Trans> : null}
          {copied === 'no' ? <Trans>Could not copy: select the link and copy it.</Trans> : null}
        </p>
      </div>
    );
  }
  return (
    <Card
      title={<Trans>Calendar link</Trans>}
      headingLevel={2}
      description={<Trans>Add it to your calendar app to see your booked calls there.</Trans>}
    >
      {body}
    </Card>
  );
}
