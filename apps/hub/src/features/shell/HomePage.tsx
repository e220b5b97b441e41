import {
  playersQueryOptions,
  userActionsQueryOptions,
  userInfoQueryOptions,
  type Player,
  type UserInfo,
} from '@hub/api-client';
import {
  accountTabs,
  isOnboardingFamily,
  onboardingAhead,
  onboardingProgress,
  whoopsDetail,
} from '@hub/domain';
import { Card, DateDisplay, EmptyState, ErrorState, Skeleton } from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  accountDetailsPath,
  addChildPath,
  billingPath,
  childProfilePath,
  playerStatsPath,
  welcomePath,
} from '../../shared/paths';
import { useHub } from '../../shared/use-hub';
import * as styles from './HomePage.css';

/** One child: name, program status, since when they play, and a way to their stats. */
function PlayerCard({ player }: { player: Player }) {
  // A deactivated player stays listed (spec section 3): their history is still there to look at.
  const status = !player.is_active ? (
    <Trans>Deactivated</Trans>
  ) : player.in_program ? (
    <Trans>In the program</Trans>
  ) : (
    <Trans>Not in the program</Trans>
  );
  return (
    <Card
      title={player.name}
      headingLevel={3}
      footer={
        <div className={styles.cardLinks}>
          <Link className={styles.link} to={playerStatsPath(player.id)}>
            <Trans>View stats</Trans>
          </Link>
          <Link className={styles.link} to={childProfilePath(player.id)}>
            <Trans>{player.name}’s profile</Trans>
          </Link>
        </div>
      }
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Program</Trans>
          </dt>
          <dd className={player.in_program && player.is_active ? styles.inProgram : styles.value}>
            {status}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Playing since</Trans>
          </dt>
          <dd className={styles.value}>
            <DateDisplay
              value={player.statistic.first_play_date}
              format="date"
              fallback={<Trans>Not played yet</Trans>}
            />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * The children section: a card per player, an empty state without players, a skeleton while the list
 * loads (also during a retry, with focus kept on the section) and an error with a retry.
 */
function Players({ accountId }: { accountId: number }) {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The shell's loader started the list (spec section 2) without waiting for it: Home paints first and
  // follows the same query here.
  const players = useQuery(playersQueryOptions(hub.api, accountId));
  const failed = !players.data && players.isError && !players.isFetching;

  const retry = () => {
    // The error and its button give way to the skeleton: keep keyboard focus in the section.
    headingRef.current?.focus();
    void players.refetch();
  };

  let content;
  if (players.data) {
    content =
      players.data.length === 0 ? (
        <EmptyState
          title={<Trans>No players yet</Trans>}
          description={<Trans>Children added to your game kit show here, with their play.</Trans>}
          action={
            <Link className={styles.link} to={addChildPath}>
              <Trans>Add your first child</Trans>
            </Link>
          }
        />
      ) : (
        <ul className={styles.cards}>
          {players.data.map((player) => (
            <li key={player.id} className={styles.item}>
              <PlayerCard player={player} />
            </li>
          ))}
        </ul>
      );
  } else if (failed) {
    content = (
      <ErrorState
        title={<Trans>Your players could not be loaded</Trans>}
        description={i18n._(whoopsDetail)}
        onRetry={retry}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  } else {
    content = (
      <div className={styles.cards}>
        <Skeleton variant="block" blockSize="9rem" label={t`Loading your players…`} />
        {/* One status is enough for screen readers; the second block only shapes the page. */}
        <div aria-hidden="true">
          <Skeleton variant="block" blockSize="9rem" />
        </div>
      </div>
    );
  }

  return (
    <section
      className={styles.section}
      aria-labelledby="home-players"
      // Busy until the list (or its error) shows: assistive technology and tests wait for it.
      aria-busy={!players.data && !failed}
    >
      <div className={styles.sectionHeader}>
        <h2 id="home-players" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          <Trans>Your children</Trans>
        </h2>
        {players.data && players.data.length > 0 ? (
          <Link className={styles.link} to={addChildPath}>
            <Trans>Add a child</Trans>
          </Link>
        ) : null}
      </div>
      {content}
    </section>
  );
}

/**
 * "Finish setting up": while onboarding is ahead of a family (@hub/domain `onboardingAhead`), how many
 * steps are left and the way back to the welcome page. Nothing while the actions load or fail (Home works
 * without it), nor for staff and coaches, whose actions are not even asked for.
 */
function FinishSetup({ user }: { user: UserInfo }) {
  const hub = useHub();
  const actions = useQuery({ ...userActionsQueryOptions(hub.api), enabled: isOnboardingFamily(user) });
  if (!actions.data) return null;
  const progress = onboardingProgress(actions.data.map((row) => row.action));
  if (!onboardingAhead(user, progress)) return null;
  const left = progress.stepsToPass.length;
  return (
    <Card
      title={<Trans>Finish setting up</Trans>}
      footer={
        <Link className={styles.link} to={welcomePath}>
          <Trans>Continue setting up</Trans>
        </Link>
      }
    >
      <p className={styles.cardText}>
        <Plural
          value={left}
          one="# step is left to get your family started."
          other="# steps are left to get your family started."
        />
      </p>
    </Card>
  );
}

/**
 * Home (route root.user.player.home), where a supported parent lands after sign-in: a greeting, the
 * children as cards with their stats, and shortcuts to the account; a family still onboarding is asked
 * to finish first. The dashboard loader sends a sunset account to the account details, so it never shows
 * here.
 */
export function Component() {
  const hub = useHub();
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  if (!user) return null; // The shell's loader loaded the user before this renders.
  const firstName = user.first_name.trim();
  const billing = accountTabs(user).includes('billing');

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          {firstName ? <Trans>Welcome, {firstName}</Trans> : <Trans>Welcome</Trans>}
        </h1>
        <p className={styles.lead}>
          <Trans>Follow your children’s play and keep your account up to date.</Trans>
        </p>
      </header>
      <FinishSetup user={user} />
      <Players accountId={user.account.id} />
      <section className={styles.section} aria-labelledby="home-account">
        <h2 id="home-account" className={styles.sectionTitle}>
          <Trans>Your account</Trans>
        </h2>
        <ul className={styles.shortcuts}>
          <li>
            <Link className={styles.shortcut} to={accountDetailsPath}>
              <span className={styles.shortcutTitle}>
                <Trans>Account details</Trans>
              </span>
              <span className={styles.shortcutText}>
                <Trans>Your name, email, phone and shipping address</Trans>
              </span>
            </Link>
          </li>
          {billing ? (
            <li>
              <Link className={styles.shortcut} to={billingPath}>
                <span className={styles.shortcutTitle}>
                  <Trans>Subscription & Billing</Trans>
                </span>
                <span className={styles.shortcutText}>
                  <Trans>Your plan, invoices and payment details</Trans>
                </span>
              </Link>
            </li>
          ) : null}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="home-learn">
        <h2 id="home-learn" className={styles.sectionTitle}>
          <Trans>Help and learning</Trans>
        </h2>
        <ul className={styles.shortcuts}>
          <li>
            <Link className={styles.shortcut} to="/dashboard/coaches">
              <span className={styles.shortcutTitle}>
                <Trans>Book a call with a coach</Trans>
              </span>
              <span className={styles.shortcutText}>
                <Trans>Talk through your child’s play with one of our coaches</Trans>
              </span>
            </Link>
          </li>
          <li>
            <Link className={styles.shortcut} to="/dashboard/webinars">
              <span className={styles.shortcutTitle}>
                <Trans>Webinars</Trans>
              </span>
              <span className={styles.shortcutText}>
                <Trans>Live sessions for parents, with questions</Trans>
              </span>
            </Link>
          </li>
          <li>
            <Link className={styles.shortcut} to="/dashboard/tutorials">
              <span className={styles.shortcutTitle}>
                <Trans>Tutorials</Trans>
              </span>
              <span className={styles.shortcutText}>
                <Trans>Set up the kit and get the most from each game</Trans>
              </span>
            </Link>
          </li>
          <li>
            <Link className={styles.shortcut} to="/dashboard/resources">
              <span className={styles.shortcutTitle}>
                <Trans>Resources</Trans>
              </span>
              <span className={styles.shortcutText}>
                <Trans>Articles, videos and game directions</Trans>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
Component.displayName = 'HomePage';
