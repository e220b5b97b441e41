/** @jsxRuntime automatic */
import { coachingCallMinutes } from '@hub/domain';
import { LinkLine, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';
import type { EmailWriter } from '../writer';

/** What happened to the call: each is an email of its own, with its own subject and first line. */
export const coachingCallKinds = ['booked', 'rescheduled', 'cancelled', 'reminder'] as const;
export type CoachingCallKind = (typeof coachingCallKinds)[number];

export interface CoachingCallEmailProps {
  firstName: string;
  kind: CoachingCallKind;
  /** The coach's full name. */
  coachName: string;
  /** When the call starts (for a cancelled call, when it would have). */
  startsAt: Date;
  /** The family's time zone (IANA), named beside the time. */
  timeZone: string;
  /** The hub's coaching page, where calls are seen, moved and cancelled. */
  callsLink: string;
  /**
   * The file name of the call's iCalendar file attached to the email (the server writes it), or null when
   * none is attached.
   */
  calendarFile: string | null;
}

function subject(write: EmailWriter, kind: CoachingCallKind): string {
  switch (kind) {
    case 'booked':
      return write.t(/*i18n*/ { id: 'Your coaching call is booked' });
    case 'rescheduled':
      return write.t(/*i18n*/ { id: 'Your coaching call was moved' });
    case 'cancelled':
      return write.t(/*i18n*/ { id: 'Your coaching call was cancelled' });
    case 'reminder':
      return write.t(/*i18n*/ { id: 'Reminder: your coaching call is coming up' });
  }
}

function firstLine(write: EmailWriter, { kind, coachName, startsAt, timeZone }: CoachingCallEmailProps) {
  const values = { coach: coachName, when: write.dateTime(startsAt, timeZone), minutes: coachingCallMinutes };
  switch (kind) {
    case 'booked':
      return write.t(
        /*i18n*/ { id: 'Your {minutes}-minute coaching call with {coach} is booked for {when}.', values },
      );
    case 'rescheduled':
      return write.t(/*i18n*/ { id: 'Your coaching call with {coach} now takes place on {when}.', values });
    case 'cancelled':
      return write.t(/*i18n*/ { id: 'Your coaching call with {coach} on {when} was cancelled.', values });
    case 'reminder':
      return write.t(
        /*i18n*/ {
          id: 'This is a reminder of your {minutes}-minute coaching call with {coach} on {when}.',
          values,
        },
      );
  }
}

/** The email to a family about its coaching call: booked, moved, cancelled, or the reminder a day before. */
export const CoachingCallEmail = defineEmail<CoachingCallEmailProps>(
  'CoachingCallEmail',
  ({ write, kind }) => subject(write, kind),
  ({ write, ...props }) => (
    <>
      <Paragraph>{write.greeting(props.firstName)}</Paragraph>
      <Paragraph>{firstLine(write, props)}</Paragraph>
      <Paragraph>
        {write.t(/*i18n*/ { id: 'You can see, move or cancel your calls in the customer hub:' })}
      </Paragraph>
      <LinkLine href={props.callsLink} write={write} />
      {props.calendarFile !== null && (
        <Paragraph>
          {write.t(
            /*i18n*/ {
              id: 'The attached file, {file}, adds the call to your calendar or updates it there.',
              values: { file: props.calendarFile },
            },
          )}
        </Paragraph>
      )}
    </>
  ),
);
