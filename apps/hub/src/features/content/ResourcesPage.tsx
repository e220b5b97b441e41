import { resourcesQuery, userInfoQueryOptions } from '@hub/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { gameDirectionsUrl } from '../../shared/links';
import * as layout from '../../shared/page-layout.css';
import { useHub } from '../../shared/use-hub';
import { ContentPage } from './ContentPage';
import * as styles from './ContentPages.css';
import { useContentLanguage } from './use-content';

/**
 * Resources (`dashboard/resources`, root.user.resources): articles, videos and game directions in the UI
 * language, English standing in item by item. The development variant (`dashboard/resources/:branchPath/*`,
 * root.user.resources-dev) shows staff the unpublished items too, flagged Draft; anyone else sees the
 * published ones there.
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const language = useContentLanguage();
  const { branchPath } = useParams();
  const user = useQuery(userInfoQueryOptions(hub.api));
  const includeUnpublished = branchPath !== undefined && user.data?.is_staff === true;
  const resources = useQuery({
    ...resourcesQuery(hub.api, { language, includeUnpublished }),
    // On the development variant, wait to know whether the reader is staff (the draft list is staff only).
    enabled: branchPath === undefined || user.data !== undefined,
  });
  return (
    <ContentPage
      title={<Trans>Resources</Trans>}
      lead={<Trans>Articles, videos and game directions for your family.</Trans>}
      extra={
        <p className={layout.lead}>
          <a className={styles.link} href={gameDirectionsUrl} target="_blank" rel="noreferrer">
            <Trans>Game Directions</Trans>
            <span className={styles.visuallyHidden}> {t`(opens in a new tab)`}</span>
          </a>
        </p>
      }
      query={resources}
      searchLabel={<Trans>Search resources</Trans>}
      failureTitle={<Trans>Resources could not be loaded</Trans>}
    />
  );
}
Component.displayName = 'ResourcesPage';
