import { smsMessagesQuery, type CoachingCall } from '@hub/api-client';
import { Button, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { MomentFormat } from '../../../shared/moment-format';
import * as layout from '../../../shared/page-layout.css';
import { useHub } from '../../../shared/use-hub';
import * as styles from '../Coaching.css';

/** A family the coach coaches whose account holder can be texted (a call's client with a user). */
interface TextedFamily {
  id: number;
  name: string;
  userId: number;
}

/** The families of the calls, once each, by name. */
function textedFamilies(calls: readonly CoachingCall[]): TextedFamily[] {
  const byId = new Map<number, TextedFamily>();
  for (const call of calls) {
    if (call.client.user_id !== null && !byId.has(call.client.id)) {
      byId.set(call.client.id, { id: call.client.id, name: call.client.name, userId: call.client.user_id });
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The text messages (SMS) sent to the families the coach coaches (issue 28: `GET /api/v2/sms/messages/?user=`
 * of each family's account holder, newest first), family by family, so a coach sees what a family was told
 * (a reminder, a change) before a call. Read for every family at once: a coach has a handful.
 */
export function TextMessagesCard({
  calls,
  format,
}: {
  calls: readonly CoachingCall[];
  format: MomentFormat;
}) {
  const hub = useHub();
  const { t } = useLingui();
  const families = useMemo(() => textedFamilies(calls), [calls]);
  const messages = useQueries({
    queries: families.map((family) => smsMessagesQuery(hub.api, { user: family.userId })),
  });
  const pending = messages.some((query) => query.isPending);
  const failed = messages.filter((query) => query.isError);

  let body: ReactNode;
  if (families.length === 0) {
    body = (
      <p className={styles.muted}>
        <Trans>No family has booked a call with you yet, so no text messages either.</Trans>
      </p>
    );
  } else if (pending) {
    body = <Skeleton variant="lines" lines={3} label={t`Loading the text messages…`} />;
  } else if (failed.length > 0) {
    body = (
      <div className={styles.stack} role="alert">
        <p className={styles.muted}>
          <Trans>The text messages could not be loaded.</Trans>
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              for (const query of failed) void query.refetch();
            }}
          >
            <Trans>Try loading the text messages again</Trans>
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t`Text messages by family`}>
        {families.map((family, index) => {
          const sent = messages[index]?.data?.results ?? [];
          const name = family.name;
          return (
            <li key={family.id} className={styles.item}>
              <h3 className={styles.dayTitle}>
                <bdi>{name}</bdi>
              </h3>
              {sent.length === 0 ? (
                <p className={styles.muted}>
                  <Trans>No text messages sent to this family yet.</Trans>
                </p>
              ) : (
                <ol className={styles.list} aria-label={t`Text messages to ${name}, newest first`}>
                  {sent.map((message) => {
                    const when = format.full(message.sent_at);
                    return (
                      <li key={message.id}>
                        <p className={styles.muted}>
                          <Trans>Sent {when}</Trans>
                        </p>
                        <p className={styles.text} dir="auto">
                          {message.body}
                        </p>
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={layout.section} aria-labelledby="text-messages-title" aria-busy={pending}>
      <h2 id="text-messages-title" className={layout.sectionTitle}>
        <Trans>Text messages to your families</Trans>
      </h2>
      {body}
    </section>
  );
}
