import { menuEntryLabels, seesParentAppPromo, type MenuEntryId } from '@hub/domain';
import {
  AdminBar,
  AppHeader,
  Button,
  LanguageSelect,
  MobileMenu,
  Notice,
  PromoBlock,
  SideMenu,
  SunsetBanner,
  type AdminBarLink,
  type RenderMenuLink,
} from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { parentAppLinks, parentAppUrl } from '../../shared/links';
import { useNarrowScreen } from '../../shared/use-narrow-screen';
import { useSignOut } from '../../shared/use-sign-out';
import { useLanguageChoice } from '../../shared/i18n/use-language';
import { shellMenuEntries } from './menu';
import { useShellData } from './use-shell-data';
import * as styles from './UserShell.css';

/** Internal links go through the router (no page reload); external ones stay anchors. */
const routerLink: RenderMenuLink = ({ href, ...props }) =>
  /^https?:/.test(href) ? <a href={href} {...props} /> : <Link to={href} {...props} />;

/**
 * The signed-in shell (spec section 2): the staff admin bar, a header with the greeting and sign out,
 * the side menu (a slide-in menu below 900px), the sunset banner or (for families) the promo block, and
 * the page.
 */
export function Component() {
  const location = useLocation();
  const { t, i18n } = useLingui();
  const { user, players, playersFailed, retryPlayers, retryingPlayers, sunset } = useShellData();
  const { language, choose } = useLanguageChoice(user?.id);
  const { signOut } = useSignOut();
  const narrow = useNarrowScreen();
  // Home lists the players itself, with its own error and retry: the shell's notice would repeat it.
  const onHome = useMatches().some((match) => match.id === 'root.user.player.home');

  if (!user) return null; // The shell's loader loaded the user before it renders.

  const menuInput = {
    user,
    sunset,
    // Unknown while the list loads or failed: Player Stats stays usable rather than wrongly disabled.
    hasPlayers: players === undefined || players.length > 0,
    location,
    language,
    label: (id: MenuEntryId) => i18n._(menuEntryLabels[id]),
    noPlayersReason: t`Add a player to your account to see stats.`,
  };
  const firstName = user.first_name;
  const greeting = <Trans>Hi, {firstName}</Trans>;
  const languageSelect = (hideLabel: boolean) => (
    <LanguageSelect value={language} onChange={(next) => void choose(next)} hideLabel={hideLabel} />
  );

  // Staff: the hub's admin pages (docs/decisions.md "Admin screens"), the one open marked as current.
  const adminLinks: AdminBarLink[] = [
    { id: 'accounts', label: t`Accounts`, href: '/admin/accounts' },
    { id: 'orders', label: t`Orders`, href: '/admin/orders' },
    { id: 'billingRequests', label: t`Outstanding Billing Requests`, href: '/admin/billing-requests' },
    { id: 'shipments', label: t`Shipments`, href: '/admin/shipments' },
  ].map((link) => ({
    ...link,
    active: location.pathname === link.href || location.pathname.startsWith(`${link.href}/`),
  }));

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        <Trans>Skip to content</Trans>
      </a>
      {user.is_staff ? (
        <AdminBar
          links={adminLinks}
          userName={user.name}
          logoutLabel={<Trans>Logout</Trans>}
          onLogout={signOut}
          renderLink={routerLink}
        />
      ) : null}
      <AppHeader
        brand={
          <Link className={styles.brand} to="/">
            <Trans>Customer hub</Trans>
          </Link>
        }
        greeting={greeting}
        mobileMenu={
          <MobileMenu
            // Sign out posts to /logout (following a link there only asks): an action, not a link.
            entries={shellMenuEntries({ ...menuInput, mobile: true }).map((entry) =>
              entry.id === 'signOut' ? { ...entry, href: undefined, onSelect: signOut } : entry,
            )}
            renderLink={routerLink}
            intro={greeting}
            footer={languageSelect(false)}
          />
        }
        // On a phone the language select lives in the menu panel, so the header keeps to one row.
        languageSelect={narrow ? undefined : languageSelect(true)}
        signOutLabel={<Trans>Sign out</Trans>}
        onSignOut={signOut}
      />
      <div className={styles.body}>
        <SideMenu entries={shellMenuEntries({ ...menuInput, mobile: false })} renderLink={routerLink} />
        <main id="content" className={styles.content} tabIndex={-1}>
          <div className={styles.contentInner}>
            {sunset === 'sunset' ? (
              <SunsetBanner
                title={<Trans>Player stats have moved</Trans>}
                appStore={{ href: parentAppLinks.appStore, label: <Trans>Download on the App Store</Trans> }}
                googlePlay={{ href: parentAppLinks.googlePlay, label: <Trans>Get it on Google Play</Trans> }}
              >
                <Trans>
                  Player stats and activity now live in the free parent app. Download it to keep following
                  your child’s play.
                </Trans>
              </SunsetBanner>
            ) : null}
            {playersFailed && !onHome ? (
              <Notice tone="error" title={<Trans>Your players could not be loaded</Trans>}>
                <Trans>Player stats may be missing until they load.</Trans>{' '}
                <Button size="sm" variant="secondary" onClick={retryPlayers} pending={retryingPlayers}>
                  <Trans>Try again</Trans>
                </Button>
              </Notice>
            ) : null}
            <Outlet />
            {/* For families: staff and coaches work here (@hub/domain seesParentAppPromo). */}
            {seesParentAppPromo({ user, sunset }) ? (
              <PromoBlock
                title={<Trans>Get the free parent app</Trans>}
                action={{ label: <Trans>Get the parent app</Trans>, href: parentAppUrl, external: true }}
              >
                <Trans>Set your child’s play routine and keep it going, right from your phone.</Trans>
              </PromoBlock>
            ) : null}
          </div>
        </main>
      </div>
    </div>
  );
}
Component.displayName = 'UserShell';
