import {
  invalidateWebinars,
  registerForWebinar,
  unregisterFromWebinar,
  webinarsQuery,
  type CallResult,
  type Webinar,
} from '@hub/api-client';
import { isFull } from '@hub/domain';
import { Button, Card, EmptyState, Notice, Popup, Skeleton } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { refusalOf, refusalText } from '../../shared/coaching-refusal';
import { useMomentFormat } from '../../shared/moment-format';
import * as layout from '../../shared/page-layout.css';
import { QueryFailure } from '../../shared/QueryFailure';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import * as styles from './ContentPages.css';

/** What the page says after a change: done, or refused with the server's reason. */
type Outcome =
  | { kind: 'registered' | 'unregistered'; webinarId: number; title: string }
  | { kind: 'failed'; webinarId: number; title: string; detail: string };

/** The server's refusal as the reader reads it (shared/coaching-refusal.ts `refusalText`). */
function useRefusalText() {
  const { i18n } = useLingui();
  return (result: Extract<CallResult<unknown>, { ok: false }>): string => {
    const refusal = refusalOf(result);
    return refusal ? refusalText(refusal, i18n) : '';
  };
}

/** Register and unregister, each reading the list again once it settles (seats and registrations move). */
function useWebinarChanges(onOutcome: (outcome: Outcome) => void) {
  const hub = useHub();
  const queryClient = useQueryClient();
  const refusal = useRefusalText();
  const settle = () => invalidateWebinars(queryClient);
  const register = useMutation({
    mutationFn: (webinar: Webinar) => registerForWebinar(hub.api, webinar.id),
    onSuccess: (result, webinar) => {
      if (result.ok) onOutcome({ kind: 'registered', webinarId: webinar.id, title: webinar.title });
      else if (!result.cancelled)
        onOutcome({ kind: 'failed', webinarId: webinar.id, title: webinar.title, detail: refusal(result) });
    },
    onSettled: settle,
  });
  const unregister = useMutation({
    mutationFn: (webinar: Webinar & { registration: { id: number } }) =>
      unregisterFromWebinar(hub.api, webinar.registration.id),
    onSuccess: (result, webinar) => {
      if (result.ok) onOutcome({ kind: 'unregistered', webinarId: webinar.id, title: webinar.title });
      else if (!result.cancelled)
        onOutcome({ kind: 'failed', webinarId: webinar.id, title: webinar.title, detail: refusal(result) });
    },
    onSettled: settle,
  });
  return { register, unregister };
}

interface WebinarCardProps {
  webinar: Webinar;
  timeZone: string;
  pending: 'register' | 'unregister' | null;
  busy: boolean;
  onRegister: () => void;
  onUnregister: () => void;
}

/** One webinar: when (in the family's zone, and the host's when it differs), seats, and the action. */
function WebinarCard({ webinar, timeZone, pending, busy, onRegister, onUnregister }: WebinarCardProps) {
  const { t } = useLingui();
  const format = useMomentFormat(timeZone);
  const hostFormat = useMomentFormat(webinar.time_zone);
  const whyId = useId();
  const [confirming, setConfirming] = useState(false);
  const full = isFull({ capacity: webinar.capacity, registered: webinar.registered_count });
  const registration = webinar.registration;
  const left = webinar.seats_left;
  const host = webinar.host.name;
  const title = webinar.title;
  const hostMoment = hostFormat.zoned(webinar.starts_at);
  const hostZone = webinar.time_zone;
  return (
    <Card
      className={styles.card}
      title={<bdi lang={webinar.language}>{webinar.title}</bdi>}
      headingLevel={2}
      description={<Trans>With {host}</Trans>}
    >
      <div className={styles.times}>
        <p className={styles.time}>
          <time dateTime={webinar.starts_at}>{format.zoned(webinar.starts_at)}</time>
        </p>
        {webinar.time_zone !== timeZone ? (
          <p className={styles.hostTime}>
            <Trans>
              For the host: {hostMoment} ({hostZone})
            </Trans>
          </p>
        ) : null}
      </div>
      {webinar.description ? (
        // A webinar's own language and direction (a Spanish session listed on an Arabic page).
        <p className={styles.summary} lang={webinar.language} dir="auto">
          {webinar.description}
        </p>
      ) : null}
      <p className={styles.seats}>
        {full
          ? t`No seats left`
          : t`${plural(left, { one: '# seat left', other: '# seats left' })} of ${format.number(webinar.capacity)}`}
      </p>
      {registration ? (
        <div className={styles.actions}>
          <p className={styles.registered}>
            <Trans>You are registered.</Trans>
          </p>
          <Popup
            variant="destructive"
            size="sm"
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button
                variant="secondary"
                disabled={busy}
                pending={pending === 'unregister'}
                aria-label={t`Unregister: ${title}`}
              >
                <Trans>Unregister</Trans>
              </Button>
            }
            title={<Trans>Unregister from {title}?</Trans>}
            description={
              full ? (
                <Trans>The webinar is full: your seat may be taken by someone else.</Trans>
              ) : (
                <Trans>You can register again while seats are left.</Trans>
              )
            }
            secondaryAction={{ label: <Trans>Keep my seat</Trans> }}
            primaryAction={{ label: <Trans>Unregister</Trans>, onClick: onUnregister }}
          />
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            onClick={onRegister}
            disabled={full || busy}
            pending={pending === 'register'}
            aria-describedby={full ? whyId : undefined}
            aria-label={full ? t`Full: ${title}` : t`Register: ${title}`}
          >
            {full ? <Trans>Full</Trans> : <Trans>Register</Trans>}
          </Button>
          {full ? (
            <p id={whyId} className={styles.why}>
              <Trans>Every seat is taken. Seats free up when someone unregisters.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/**
 * Webinars (`dashboard/webinars`, root.user.webinars): the upcoming sessions, soonest first, each with its
 * time in the family's zone (and the host's when it differs), the seats left, and Register or Unregister
 * (confirmed). A refusal (a webinar that filled up meanwhile) shows the server's reason.
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const clock = useFamilyClock();
  const webinars = useQuery(webinarsQuery(hub.api));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, unregister } = useWebinarChanges(setOutcome);
  const busyId = register.isPending
    ? register.variables?.id
    : unregister.isPending
      ? unregister.variables?.id
      : undefined;
  const zone = clock.timeZone;

  let content;
  if (webinars.data) {
    const list = webinars.data.results;
    content =
      list.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={<Trans>No webinars coming up</Trans>}
          description={<Trans>New sessions are announced here. Check back soon.</Trans>}
        />
      ) : (
        <ul className={styles.cards}>
          {list.map((webinar) => (
            <li key={webinar.id} className={styles.item}>
              <WebinarCard
                webinar={webinar}
                timeZone={zone}
                busy={busyId !== undefined}
                pending={busyId === webinar.id ? (register.isPending ? 'register' : 'unregister') : null}
                onRegister={() => {
                  setOutcome(null);
                  register.mutate(webinar);
                }}
                onUnregister={() => {
                  setOutcome(null);
                  if (webinar.registration)
                    unregister.mutate({ ...webinar, registration: webinar.registration });
                }}
              />
            </li>
          ))}
        </ul>
      );
  } else if (webinars.isError) {
    content = (
      <QueryFailure
        headingLevel={2}
        title={<Trans>Webinars could not be loaded</Trans>}
        query={{
          isFetching: webinars.isFetching,
          refetch: () => {
            titleRef.current?.focus();
            return webinars.refetch();
          },
        }}
      />
    );
  } else {
    content = <Skeleton variant="block" blockSize="12rem" label={t`Loading the webinars…`} />;
  }

  return (
    <div className={layout.page}>
      <header className={layout.intro}>
        <h1 ref={titleRef} tabIndex={-1} className={layout.title}>
          <Trans>Webinars</Trans>
        </h1>
        <p className={layout.lead}>
          <Trans>
            Live sessions for parents, with time for questions. Times are in your time zone, {zone}.
          </Trans>
        </p>
      </header>
      {outcome ? <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {content}
    </div>
  );
}
Component.displayName = 'WebinarsPage';

/** What the last change did, announced (a Notice is a status or an alert). */
function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const { title } = outcome;
  switch (outcome.kind) {
    case 'registered':
      return (
        <Notice tone="success" onDismiss={onDismiss} title={<Trans>You are registered for {title}.</Trans>} />
      );
    case 'unregistered':
      return (
        <Notice
          tone="info"
          onDismiss={onDismiss}
          title={<Trans>You are no longer registered for {title}.</Trans>}
        />
      );
    case 'failed':
      return (
        <Notice
          tone="error"
          onDismiss={onDismiss}
          title={<Trans>Could not change your registration for {title}</Trans>}
        >
          {outcome.detail}
        </Notice>
      );
  }
}
