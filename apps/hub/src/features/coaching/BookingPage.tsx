import {
  availableHoursQuery,
  bookCall,
  cancelCall,
  coachBookingsQuery,
  coachesQuery,
  invalidateBookings,
  rescheduleCall,
  type CallResult,
  type Coach,
  type CoachingCall,
  toDomainSlots,
  type AvailableHours,
} from '@hub/api-client';
import { bookingHorizonDays, callActions, coachingCallMinutes, groupSlotsByDay } from '@hub/domain';
import { Button, Card, EmptyState, ErrorState, Notice, Popup, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { refusalOf, refusalText } from '../../shared/coaching-refusal';
import { useMomentFormat, type MomentFormat } from '../../shared/moment-format';
import * as layout from '../../shared/page-layout.css';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import * as styles from './Coaching.css';

/** A free slot as the server sends it. */
type Slot = AvailableHours['slots'][number];

/** A `ref` of the address worth sending: what bookSchema accepts (letters, digits, - and _; at most 64). */
function refOf(value: string | null): string | undefined {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

type Outcome = { tone: 'success' | 'error'; text: ReactNode } | null;

/**
 * A parent's "Book a call" page (dashboard/coaches; docs/decisions.md "Coaching screens"): pick a coach,
 * a free slot (grouped by day in the family's zone), confirm; the booked call then shows with Reschedule
 * (another slot of the same coach) and Cancel (confirmed). A slot taken meanwhile (409) is said and the
 * slots are read again.
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const clock = useFamilyClock();
  const format = useMomentFormat(clock.timeZone);
  const [params] = useSearchParams();
  const ref = refOf(params.get('ref'));
  const coaches = useQuery(coachesQuery(hub.api));
  const bookings = useQuery(coachBookingsQuery(hub.api));
  const [chosen, setChosen] = useState<number | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const coachList = coaches.data?.results ?? [];
  const booked = bookings.data?.results.find((call) => call.status === 'scheduled') ?? null;
  const coachOfCall = booked ? (coachList.find((coach) => coach.id === booked.coach.id) ?? null) : null;
  const coach =
    (rescheduling ? coachOfCall : null) ??
    coachList.find((candidate) => candidate.id === chosen) ??
    (coachList.length === 1 ? coachList[0] : null) ??
    null;

  let content: ReactNode;
  if (coaches.isError || bookings.isError) {
    content = (
      <ErrorState
        headingLevel={2}
        title={<Trans>The coaches could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        retryLabel={<Trans>Try again</Trans>}
        retrying={coaches.isFetching || bookings.isFetching}
        onRetry={() => {
          void coaches.refetch();
          void bookings.refetch();
        }}
      />
    );
  } else if (coaches.isPending || bookings.isPending) {
    content = <Skeleton variant="lines" lines={6} label={t`Loading the coaches…`} />;
  } else if (booked && !rescheduling) {
    content = (
      <BookedCall
        call={booked}
        coach={coachOfCall}
        format={format}
        now={clock.now}
        onReschedule={() => {
          setOutcome(null);
          setRescheduling(true);
        }}
        onOutcome={setOutcome}
      />
    );
  } else if (coachList.length === 0) {
    content = (
      <EmptyState
        headingLevel={2}
        title={<Trans>No coach is available right now</Trans>}
        description={<Trans>Please come back later, or contact support to ask for a call.</Trans>}
      />
    );
  } else {
    content = (
      <>
        {rescheduling ? null : (
          <CoachPicker coaches={coachList} chosen={coach?.id ?? null} onChoose={setChosen} format={format} />
        )}
        {coach ? (
          <SlotPicker
            key={coach.id}
            coach={coach}
            format={format}
            reschedule={rescheduling ? booked : null}
            ref_={ref}
            onOutcome={setOutcome}
            onDone={() => setRescheduling(false)}
            onStopRescheduling={rescheduling ? () => setRescheduling(false) : undefined}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={layout.page}>
      <div className={layout.intro}>
        <h1 className={layout.title}>
          <Trans>Book a call</Trans>
        </h1>
        <p className={layout.lead}>
          <Trans>
            Talk with a coach for {coachingCallMinutes} minutes about your family&apos;s play. Times are in{' '}
            {format.zone}.
          </Trans>
        </p>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {outcome ? (
          <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Notice>
        ) : null}
      </div>
      {content}
    </div>
  );
}
Component.displayName = 'BookingPage';

function CoachPicker({
  coaches,
  chosen,
  onChoose,
  format,
}: {
  coaches: readonly Coach[];
  chosen: number | null;
  onChoose: (id: number) => void;
  format: MomentFormat;
}) {
  return (
    <section className={layout.section} aria-labelledby="coaches-title">
      <h2 id="coaches-title" className={layout.sectionTitle}>
        <Trans>Pick a coach</Trans>
      </h2>
      <ul className={styles.grid}>
        {coaches.map((coach) => {
          const languages = format.list(coach.languages.map(format.language));
          const name = coach.name;
          return (
            <li key={coach.id}>
              <Card
                title={name}
                headingLevel={3}
                footer={
                  <Button
                    variant={chosen === coach.id ? 'primary' : 'secondary'}
                    aria-pressed={chosen === coach.id}
                    onClick={() => onChoose(coach.id)}
                  >
                    <Trans>See times with {name}</Trans>
                  </Button>
                }
              >
                <div className={styles.stack}>
                  {coach.bio ? (
                    // The coach's own words keep their direction on a right-to-left page.
                    <p className={styles.text} dir="auto">
                      {coach.bio}
                    </p>
                  ) : null}
                  <p className={styles.muted}>
                    <Trans>Speaks: {languages}</Trans>
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The free slots of a coach, a confirm dialog, and the booking (or the reschedule of `reschedule`). */
function SlotPicker({
  coach,
  format,
  reschedule,
  ref_,
  onOutcome,
  onDone,
  onStopRescheduling,
}: {
  coach: Coach;
  format: MomentFormat;
  reschedule: CoachingCall | null;
  ref_: string | undefined;
  onOutcome: (outcome: Outcome) => void;
  onDone: () => void;
  onStopRescheduling?: () => void;
}) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const coachFormat = useMomentFormat(coach.time_zone);
  const hours = useQuery(availableHoursQuery(hub.api, coach.widget_id));
  const [picked, setPicked] = useState<Slot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const book = useMutation({
    mutationFn: (slot: Slot): Promise<CallResult<CoachingCall>> =>
      reschedule
        ? rescheduleCall(hub.api, reschedule.id, slot.starts_at)
        : bookCall(hub.api, { widget_id: coach.widget_id, starts_at: slot.starts_at, ref: ref_ }),
    onSettled: () => invalidateBookings(hub.queryClient),
  });
  const name = coach.name;
  // How far ahead the server offers slots (the domain's booking horizon), named in the empty state.
  const days = bookingHorizonDays;
  const differs = coachFormat.zone !== format.zone;

  async function confirm(slot: Slot) {
    setRefusal(null);
    const result = await book.mutateAsync(slot);
    if (result.ok) {
      setPicked(null);
      const when = format.full(result.data.starts_at);
      onOutcome({
        tone: 'success',
        text: reschedule ? (
          <Trans>Your call is moved to {when}.</Trans>
        ) : (
          <Trans>
            Your call with {name} is booked for {when}. We sent you an email with the details.
          </Trans>
        ),
      });
      onDone();
      return;
    }
    const failure = refusalOf(result);
    if (!failure) return;
    setPicked(null);
    setRefusal(refusalText(failure, i18n));
    // Taken or no longer free: the list is read again so the slot goes away.
    if (failure.status === 409 || failure.status === 400) void hours.refetch();
  }

  let body: ReactNode;
  if (hours.isError) {
    body = (
      <ErrorState
        headingLevel={3}
        title={<Trans>The free times could not be loaded</Trans>}
        retryLabel={<Trans>Try again</Trans>}
        retrying={hours.isFetching}
        onRetry={() => void hours.refetch()}
      />
    );
  } else if (hours.isPending) {
    body = <Skeleton variant="lines" lines={4} label={t`Loading the free times…`} />;
  } else if (hours.data.slots.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={
          <Trans>
            {name} has no free time in the next {days} days
          </Trans>
        }
        description={<Trans>Please pick another coach or come back later.</Trans>}
      />
    );
  } else {
    body = (
      <div role="group" aria-label={t`Free times with ${name}`} className={styles.stack}>
        {groupSlotsByDay(toDomainSlots(hours.data), format.timeZone).map(({ day, slots }) => {
          const dayName = format.day(slots[0]!.startsAt);
          return (
            <div key={day} className={styles.day}>
              <h3 className={styles.dayTitle} id={`day-${day}`}>
                {dayName}
              </h3>
              <div role="group" aria-labelledby={`day-${day}`} className={styles.slots}>
                {slots.map((slot) => (
                  <Button
                    key={slot.startsAt}
                    variant="secondary"
                    size="sm"
                    aria-label={format.full(slot.startsAt)}
                    onClick={() => {
                      setRefusal(null);
                      setPicked({ starts_at: slot.startsAt, ends_at: slot.endsAt });
                    }}
                  >
                    {format.time(slot.startsAt)}
                  </Button>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <section className={layout.section} aria-labelledby="slots-title">
      <h2 id="slots-title" className={layout.sectionTitle}>
        {reschedule ? <Trans>Pick a new time with {name}</Trans> : <Trans>Pick a time with {name}</Trans>}
      </h2>
      <p className={styles.muted}>
        {differs ? (
          <Trans>
            Times are in {format.zone}. {name} is in {coachFormat.zone}.
          </Trans>
        ) : (
          <Trans>Times are in {format.zone}.</Trans>
        )}
      </p>
      {refusal ? (
        <Notice tone="error" onDismiss={() => setRefusal(null)}>
          <span role="alert">{refusal}</span>
        </Notice>
      ) : null}
      {onStopRescheduling ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onStopRescheduling}>
            <Trans>Keep the current time</Trans>
          </Button>
        </div>
      ) : null}
      {body}
      {picked ? (
        <Popup
          open
          size="sm"
          onOpenChange={(open) => {
            if (!open) setPicked(null);
          }}
          title={reschedule ? <Trans>Move your call?</Trans> : <Trans>Book this call?</Trans>}
          description={
            <Trans>
              {coachingCallMinutes} minutes with {name} on {format.full(picked.starts_at)} ({format.zone}).
            </Trans>
          }
          primaryAction={{
            label: reschedule ? <Trans>Move the call</Trans> : <Trans>Book the call</Trans>,
            pending: book.isPending,
            onClick: (event) => {
              event.preventDefault();
              void confirm(picked);
            },
          }}
          secondaryAction={{ label: <Trans>Pick another time</Trans> }}
        >
          {differs ? (
            <p className={styles.muted}>
              <Trans>
                For {name}: {coachFormat.full(picked.starts_at)} ({coachFormat.zone}).
              </Trans>
            </p>
          ) : null}
        </Popup>
      ) : null}
    </section>
  );
}

/** The family's upcoming call: when, with whom, Reschedule and Cancel while the call may still change. */
function BookedCall({
  call,
  coach,
  format,
  now,
  onReschedule,
  onOutcome,
}: {
  call: CoachingCall;
  coach: Coach | null;
  format: MomentFormat;
  now: Date;
  onReschedule: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const hub = useHub();
  const { i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelCall(hub.api, call.id),
    onSettled: () => invalidateBookings(hub.queryClient),
  });
  const actions = callActions(call.status, call.starts_at, now);
  const when = format.full(call.starts_at);
  const name = call.coach.name;

  async function confirmCancel() {
    setRefusal(null);
    const result = await cancel.mutateAsync();
    setAsking(false);
    if (result.ok) {
      onOutcome({ tone: 'success', text: <Trans>Your call on {when} is cancelled.</Trans> });
      return;
    }
    const failure = refusalOf(result);
    if (failure) setRefusal(refusalText(failure, i18n));
  }

  return (
    <section className={layout.section} aria-labelledby="booked-title">
      <h2 id="booked-title" className={layout.sectionTitle}>
        <Trans>Your next call</Trans>
      </h2>
      <Card
        title={<Trans>Call with {name}</Trans>}
        headingLevel={3}
        footer={
          actions.cancel || actions.reschedule ? (
            <div className={styles.actions}>
              {actions.reschedule && coach ? (
                <Button variant="secondary" onClick={onReschedule}>
                  <Trans>Reschedule</Trans>
                </Button>
              ) : null}
              {actions.cancel ? (
                <Button variant="secondary" onClick={() => setAsking(true)}>
                  <Trans>Cancel the call</Trans>
                </Button>
              ) : null}
            </div>
          ) : (
            <p className={styles.muted}>
              <Trans>This call starts soon and can no longer be changed.</Trans>
            </p>
          )
        }
      >
        <p className={styles.text}>
          <Trans>
            {when} ({format.zone}), {coachingCallMinutes} minutes.
          </Trans>
        </p>
      </Card>
      {refusal ? (
        <Notice tone="error" onDismiss={() => setRefusal(null)}>
          <span role="alert">{refusal}</span>
        </Notice>
      ) : null}
      {asking ? (
        <Popup
          open
          size="sm"
          variant="destructive"
          onOpenChange={(open) => {
            if (!open) setAsking(false);
          }}
          title={<Trans>Cancel this call?</Trans>}
          description={
            <Trans>
              Your call with {name} on {when} will be cancelled.
            </Trans>
          }
          primaryAction={{
            label: <Trans>Cancel the call</Trans>,
            pending: cancel.isPending,
            onClick: (event) => {
              event.preventDefault();
              void confirmCancel();
            },
          }}
          secondaryAction={{ label: <Trans>Keep the call</Trans> }}
        />
      ) : null}
    </section>
  );
}
