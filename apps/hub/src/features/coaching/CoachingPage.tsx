import { coachingCallsQuery, coachProfileQuery } from '@hub/api-client';
import { isValidTimeZone } from '@hub/domain';
import { ErrorState, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useClock } from '../../shared/clock';
import { useMomentFormat } from '../../shared/moment-format';
import * as layout from '../../shared/page-layout.css';
import { useHub } from '../../shared/use-hub';
import { CalendarLinkCard } from './coach/CalendarLinkCard';
import { CallsCard } from './coach/CallsCard';
import { FamiliesCard } from './coach/FamiliesCard';
import { ProfileCard } from './coach/ProfileCard';
import { RegistrantsCard } from './coach/RegistrantsCard';
import { TextMessagesCard } from './coach/TextMessagesCard';

/**
 * The coach's page (dashboard/coaching, coaches only; docs/decisions.md "Coaching screens"): their profile
 * (edit and save), the calendar link, today's and upcoming calls, past calls each with the family's notes,
 * the families they coach, the text messages sent to those families (issue 28) and the registrants of the
 * webinars they host. Times are in the coach's zone. Who is a coach: the coach account call (coach-check.ts).
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
        <CallsCard calls={calls.data.results} format={format} now={clock.now} />
        <FamiliesCard calls={calls.data.results} format={format} />
        <TextMessagesCard calls={calls.data.results} format={format} />
        <RegistrantsCard coachId={profile.data.id} format={format} />
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
