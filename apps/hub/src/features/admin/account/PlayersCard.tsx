import { playerResponsesQueryOptions, type AdminAccount } from '@hub/api-client';
import { Button, Card, DateDisplay, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { QueryFailure } from '../../../shared/QueryFailure';

type AccountPlayer = AdminAccount['players'][number];

/** The account's children and, for each, the surveys they answered (by player and page, spec section 3). */
export function PlayersCard({ account }: { account: AdminAccount }) {
  return (
    <Card title={<Trans>Players and survey responses</Trans>}>
      {account.players.length === 0 ? (
        <p className={styles.muted}>
          <Trans>This account has no players.</Trans>
        </p>
      ) : (
        <div className={styles.list}>
          {account.players.map((player) => (
            <PlayerResponses key={player.id} player={player} />
          ))}
        </div>
      )}
    </Card>
  );
}

function PlayerResponses({ player }: { player: AccountPlayer }) {
  const hub = useHub();
  const { t } = useLingui();
  const headingId = useId();
  const name = player.name;
  const [page, setPage] = useState(1);
  const responses = useQuery({
    ...playerResponsesQueryOptions(hub.api, player.id, page),
    placeholderData: keepPreviousData,
  });
  let body;
  if (responses.isPending) {
    body = <Skeleton variant="lines" lines={2} label={t`Loading the responses of ${name}…`} />;
  } else if (responses.isError) {
    body = (
      <QueryFailure
        query={responses}
        headingLevel={4}
        title={<Trans>The responses of {name} could not be loaded</Trans>}
      />
    );
  } else if (responses.data.results.length === 0) {
    body = (
      <p className={styles.muted}>
        <Trans>No survey answered yet.</Trans>
      </p>
    );
  } else {
    const { previous, next } = responses.data;
    body = (
      <>
        <ul className={styles.list}>
          {responses.data.results.map((response) => (
            <li key={response.id} className={styles.item}>
              <p className={styles.itemTitle}>
                <bdi>{response.survey.title}</bdi>
              </p>
              <p className={styles.muted}>
                <Trans>
                  Answered <DateDisplay value={response.answered_at} />
                </Trans>
              </p>
            </li>
          ))}
        </ul>
        {previous || next ? (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              disabled={!previous || responses.isFetching}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              <Trans>Newer responses</Trans>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!next || responses.isFetching}
              onClick={() => setPage((current) => current + 1)}
            >
              <Trans>Older responses</Trans>
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.person} aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <h3 id={headingId} className={styles.subheading}>
          <bdi>{player.name}</bdi>
        </h3>
        <ul className={styles.row}>
          <li className={player.is_active ? styles.goodBadge : styles.badge}>
            {player.is_active ? <Trans>Active</Trans> : <Trans>Deactivated</Trans>}
          </li>
          {player.in_program ? (
            <li className={styles.infoBadge}>
              <Trans>In the program</Trans>
            </li>
          ) : null}
        </ul>
      </div>
      {player.first_play_date ? (
        <p className={styles.muted}>
          <Trans>
            First played <DateDisplay value={player.first_play_date} format="date" />
          </Trans>
        </p>
      ) : null}
      {body}
    </section>
  );
}
