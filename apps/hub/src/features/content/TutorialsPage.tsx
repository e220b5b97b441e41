import { tutorialsQuery } from '@hub/api-client';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useHub } from '../../shared/use-hub';
import { ContentPage } from './ContentPage';
import { useContentLanguage } from './use-content';

/** Tutorials (`dashboard/tutorials`, root.user.tutorials): videos and articles about the kit and the games. */
export function Component() {
  const hub = useHub();
  const language = useContentLanguage();
  const tutorials = useQuery(tutorialsQuery(hub.api, { language }));
  return (
    <ContentPage
      title={<Trans>Tutorials</Trans>}
      lead={<Trans>Set up the kit and get the most from each game.</Trans>}
      query={tutorials}
      searchLabel={<Trans>Search tutorials</Trans>}
      failureTitle={<Trans>Tutorials could not be loaded</Trans>}
    />
  );
}
Component.displayName = 'TutorialsPage';
