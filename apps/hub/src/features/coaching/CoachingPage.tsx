import {
  calendarLinkQuery,
  coachingCallsQuery,
  coachingKeys,
  communicationsQuery,
  coachNotesQuery,
  coachProfileQuery,
  createCoachNote,
  invalidateCoachNotes,
  invalidateCoachProfile,
  updateCoachProfile,
  webinarRegistrantsQuery,
  webinarsQuery,
  type Coach,
  type CoachingCall,
  type Webinar,
} from '@hub/api-client';
import {
  coachingFieldLabels,
  coachingLimits,
  coachNoteSchema,
  coachProfileSchema,
  describeServerErrors,
  isValidTimeZone,
  schemaValidator,
  uiLanguages,
  validate,
  type CallStatus,
} from '@hub/domain';
import {
  Button,
  Card,
  CheckboxGroup,
  EmptyState,
  ErrorState,
  Form,
  Notice,
  Skeleton,
  TextField,
  type FormSubmitResult,
} from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useClock } from '../../shared/clock';
import { coachingTexts, refusalOf, refusalText } from '../../shared/coaching-refusal';
import { useMomentFormat, type MomentFormat } from '../../shared/moment-format';
import * as layout from '../../shared/page-layout.css';
import { useHub } from '../../shared/use-hub';
import * as styles from './Coaching.css';

/**
 * The coach's page (dashboard/coaching, coaches only; docs/decisions.md "Coaching screens"): their profile
 * (edit and save), the calendar link, today's and upcoming calls, past calls each with the family's notes,
 * the families they coach and the registrants of the webinars they host. Times are in the coach's zone.
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const clock = useClock();
  const profile = useQuery(coachProfileQuery(hub.api));
  const calls = useQuery(coachingCallsQuery(hub.api, {}));
  const zone =
    profile.data && isValidTimeZone(profile.data.time_zone) ? profile.data.time_zone : clock.timeZone;
  const format = useMomentFormat(zone);

  let content: ReactNode;
  if (profile.isError || calls.isError) {
    content = (
      <ErrorState
        headingLevel={2}
        title={<Trans>Your coaching page could not be loaded</Trans>}
        description={<Trans>Please try again. If it persists, contact support.</Trans>}
        retryLabel={<Trans>Try again</Trans>}
        retrying={profile.isFetching || calls.isFetching}
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (calls.isError) void calls.refetch();
        }}
      />
    );
  } else if (profile.isPending || calls.isPending) {
    content = <Skeleton variant="lines" lines={8} label={t`Loading your coaching page…`} />;
  } else {
    content = (
      <>
        <ProfileCard coach={profile.data} />
        <CalendarLinkCard />
        <Calls calls={calls.data.results} format={format} now={clock.now} />
        <Families calls={calls.data.results} format={format} />
        <Registrants coachId={profile.data.id} format={format} />
      </>
    );
  }

  return (
    <div className={layout.page}>
      <div className={layout.intro}>
        <h1 className={layout.title}>
          <Trans>Coaching</Trans>
        </h1>
        <p className={layout.lead}>
          <Trans>Times are in {format.zone}.</Trans>
        </p>
      </div>
      {content}
    </div>
  );
}
Component.displayName = 'CoachingPage';

// --- the profile ---

interface ProfileValues {
  bio: string;
  photo_url: string;
  languages: readonly string[];
  time_zone: string;
}

const validateProfile = schemaValidator(coachProfileSchema);

function profileValues(coach: Coach): ProfileValues {
  return {
    bio: coach.bio,
    photo_url: coach.photo_url,
    languages: coach.languages,
    time_zone: coach.time_zone,
  };
}

/** The profile in edit_save_cancel mode: the domain's rules as you type, the server's 400 on Save. */
function ProfileCard({ coach }: { coach: Coach }) {
  const hub = useHub();
  const { i18n } = useLingui();
  const values = useMemo(() => profileValues(coach), [coach]);
  const save = useMutation({
    mutationFn: (next: ProfileValues) =>
      updateCoachProfile(hub.api, {
        bio: next.bio,
        photo_url: next.photo_url,
        languages: [...next.languages],
        time_zone: next.time_zone,
      }),
    onSuccess: (result) => {
      if (result.ok) hub.queryClient.setQueryData(coachingKeys.profile(), result.data);
    },
    onSettled: () => invalidateCoachProfile(hub.queryClient),
  });

  async function submit(next: ProfileValues): Promise<FormSubmitResult<ProfileValues>> {
    const result = await save.mutateAsync(next);
    if (result.ok) return { values: profileValues(result.data) };
    if (!result.cancelled && result.errStatus === 400 && result.errorObject) {
      return { errors: describeServerErrors(result.errorObject, coachingTexts) };
    }
    throw new Error(result.cancelled ? 'cancelled' : result.errorText);
  }

  return (
    <Form<ProfileValues>
      mode="edit_save_cancel"
      title={<Trans>Your profile</Trans>}
      values={values}
      validate={validateProfile}
      required={['languages', 'time_zone']}
      onSubmit={submit}
      failureMessage={<Trans>Your profile could not be saved. Please try again.</Trans>}
      successMessage={<Trans>Your profile is saved.</Trans>}
    >
      <TextField
        name="bio"
        multiline
        rows={4}
        label={i18n._(coachingFieldLabels.bio)}
        hint={<Trans>What families read when they pick a coach.</Trans>}
        maxLength={coachingLimits.bio}
      />
      <CheckboxGroup
        name="languages"
        legend={i18n._(coachingFieldLabels.languages)}
        options={uiLanguages.map((language) => ({
          value: language.code,
          label: <span lang={language.code}>{language.nativeName}</span>,
        }))}
      />
      <TextField
        name="time_zone"
        label={i18n._(coachingFieldLabels.timeZone)}
        hint={<Trans>An IANA zone, such as America/Denver. Your hours are in this zone.</Trans>}
        dir="ltr"
        maxLength={coachingLimits.timeZone}
      />
      <TextField
        name="photo_url"
        type="url"
        optional
        label={i18n._(coachingFieldLabels.photoUrl)}
        dir="ltr"
        maxLength={coachingLimits.photoUrl}
      />
    </Form>
  );
}

// --- the calendar link ---

function CalendarLinkCard() {
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

// --- the calls ---

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

function Calls({ calls, format, now }: { calls: readonly CoachingCall[]; format: MomentFormat; now: Date }) {
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

/** A past call's family notes: shown on demand (newest first), with a new note. */
function CallNotes({ call, format }: { call: CoachingCall; format: MomentFormat }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = call.notes_count;
  const name = call.client.name;
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <Trans>Hide the notes on {name}</Trans>
          ) : (
            <Trans>
              Notes on {name} ({count})
            </Trans>
          )}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <NotesPanel clientId={call.client.id} clientName={name} format={format} /> : null}
      </div>
    </div>
  );
}

const validateNote = schemaValidator(coachNoteSchema);

function NotesPanel({
  clientId,
  clientName,
  format,
}: {
  clientId: number;
  clientName: string;
  format: MomentFormat;
}) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const notes = useQuery(coachNotesQuery(hub.api, clientId));
  const [body, setBody] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [added, setAdded] = useState(false);
  const create = useMutation({
    mutationFn: (text: string) => createCoachNote(hub.api, { client_id: clientId, body: text }),
    onSettled: () => invalidateCoachNotes(hub.queryClient, clientId),
  });

  async function add() {
    setAdded(false);
    const problem = validateNote({ client_id: clientId, body }).body?.[0];
    if (problem) {
      setError(i18n._(problem));
      return;
    }
    const checked = validate(coachNoteSchema, { client_id: clientId, body });
    const result = await create.mutateAsync(checked.success ? checked.output.body : body);
    if (result.ok) {
      setBody('');
      setAdded(true);
      return;
    }
    const failure = refusalOf(result);
    if (failure) setError(refusalText(failure, i18n));
  }

  let list: ReactNode;
  if (notes.isPending) list = <Skeleton variant="lines" lines={3} label={t`Loading the notes…`} />;
  else if (notes.isError) {
    list = (
      <p className={styles.muted}>
        <Trans>The notes could not be loaded.</Trans>
      </p>
    );
  } else if (notes.data.results.length === 0) {
    list = (
      <p className={styles.muted}>
        <Trans>No notes yet.</Trans>
      </p>
    );
  } else {
    list = (
      <ol className={styles.list} aria-label={t`Notes on ${clientName}, newest first`}>
        {notes.data.results.map((note) => {
          const author = note.author.name;
          const when = format.full(note.created_at);
          return (
            <li key={note.id} className={styles.item}>
              <p className={styles.text}>
                <bdi>{note.body}</bdi>
              </p>
              <p className={styles.muted}>
                <Trans>
                  {author}, {when}
                </Trans>
              </p>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className={styles.stack}>
      {added ? (
        <Notice tone="success" onDismiss={() => setAdded(false)}>
          <Trans>Note added.</Trans>
        </Notice>
      ) : null}
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          name={`note-${clientId}`}
          multiline
          rows={3}
          label={<Trans>New note on {clientName}</Trans>}
          hint={<Trans>Seen by coaches and staff only.</Trans>}
          maxLength={coachingLimits.noteBody}
          value={body}
          onValueChange={(value) => {
            setBody(value);
            setError(null);
          }}
          error={error}
          disabled={create.isPending}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" pending={create.isPending}>
            <Trans>Add note</Trans>
          </Button>
        </div>
      </form>
      {list}
    </div>
  );
}

// --- the families ---

function Families({ calls, format }: { calls: readonly CoachingCall[]; format: MomentFormat }) {
  const families = useMemo(() => {
    const byId = new Map<
      number,
      { id: number; name: string; user_id: number | null; calls: number; next: string | null }
    >();
    for (const call of calls) {
      const family = byId.get(call.client.id) ?? { ...call.client, calls: 0, next: null };
      family.calls += 1;
      if (call.status === 'scheduled' && (!family.next || call.starts_at < family.next)) {
        family.next = call.starts_at;
      }
      byId.set(call.client.id, family);
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [calls]);

  return (
    <section className={layout.section} aria-labelledby="families-title">
      <h2 id="families-title" className={layout.sectionTitle}>
        <Trans>Families you coach</Trans>
      </h2>
      {families.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No family has booked a call with you yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {families.map((family) => {
            const next = family.next ? format.full(family.next) : null;
            const count = family.calls;
            return (
              <li key={family.id} className={styles.item}>
                <strong>
                  <bdi>{family.name}</bdi>
                </strong>
                <p className={styles.muted}>
                  {plural(count, { one: '# call', other: '# calls' })}
                  {next ? (
                    <>
                      {' · '}
                      <Trans>Next: {next}</Trans>
                    </>
                  ) : null}
                </p>
                {family.user_id !== null ? (
                  <SentToFamily userId={family.user_id} name={family.name} format={format} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * What was sent to a family (`communications/?user=` of its account holder: emails and text messages,
 * newest first), behind a button so the page does not ask for every family's at once.
 */
function SentToFamily({ userId, name, format }: { userId: number; name: string; format: MomentFormat }) {
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

// --- the webinar registrants ---

function Registrants({ coachId, format }: { coachId: number; format: MomentFormat }) {
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
