import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noPlayersMenuEntries, arabicMenuEntries, parentMenuEntries } from '../../internal/story-fixtures';
import { pageScrollsSideways } from '../../internal/story-layout';
import { SideMenu } from './SideMenu';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "The app's navigation column from a list of entries: icon, link or action, current page, external in a new tab, disabled with a reason; hidden below 900px, where MobileMenu takes over.",
  '',
  '**Do**',
  '',
  '- Mark the current page with `active`.',
  '- Give a disabled entry its `disabledReason` (Add a player to see stats).',
  '- Use the icons from `menuIcons`.',
  '',
  "**Don't**",
  '',
  "- Don't hide entries people cannot use yet: disable them with a reason.",
  "- Don't nest menus.",
].join('\n');

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: { entries: parentMenuEntries },
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent's menu: the current page is marked, external links say they open a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
    const support = menu.getByRole('link', { name: 'Support (opens in a new tab)' });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Player Stats with no players: not a link, announced as disabled, focusable, and the reason is given. */
export const PlayerStatsDisabled: Story = {
  args: { entries: noPlayersMenuEntries },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    const stats = menu.getByRole('link', { name: 'Player Stats' });
    await expect(stats).not.toHaveAttribute('href');
    await expect(stats).toHaveAttribute('aria-disabled', 'true');
    await expect(stats).toHaveAccessibleDescription('Add a player to see stats');
    await userEvent.tab();
    await userEvent.tab();
    await expect(stats).toHaveFocus();
  },
};

/** Internal entries go through the app's router link; external ones stay plain anchors. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, ...props }) => (
      <a
        href={href}
        data-router-link=""
        {...props}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
          props.onClick?.();
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await userEvent.click(menu.getByRole('link', { name: 'Account' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/account?segment=details');
    await expect(menu.getByRole('link', { name: /^Support/ })).not.toHaveAttribute('data-router-link');
  },
};
const navigate = fn();

/** An entry can be an action (a button), like Sign out on small screens. */
export const WithAction: Story = {
  args: {
    entries: [...parentMenuEntries, { id: 'sign-out', label: 'Sign out', icon: 'signOut', onSelect: fn() }],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await expect(args.entries.at(-1)?.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** A staff member who is also a coach: Coaching and the Admin link appear. */
export const CoachAndAdmin: Story = {
  args: {
    entries: [
      ...parentMenuEntries.slice(0, 2),
      { id: 'coaching', label: 'Coaching', icon: 'coaching', href: '/dashboard/coaching' },
      ...parentMenuEntries.slice(2),
      {
        id: 'admin',
        label: 'Admin',
        icon: 'admin',
        href: 'https://admin.example.com/accounts',
        external: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Player Stats',
      'Coaching',
      'Game Directions (opens in a new tab)',
      'Account',
      'Support (opens in a new tab)',
      'Community (opens in a new tab)',
      'Admin (opens in a new tab)',
    ]);
    const admin = menu.getByRole('link', { name: 'Admin (opens in a new tab)' });
    await expect(admin).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Coaching' })).toHaveFocus();
  },
};

export const LongTranslatedText: Story = {
  args: {
    entries: [
      {
        id: 'home',
        label: 'Page d’accueil du tableau de bord',
        icon: 'home',
        href: '/dashboard',
        active: true,
      },
      {
        id: 'stats',
        label: 'Statistiques des joueurs',
        icon: 'stats',
        disabled: true,
        disabledReason: 'Ajoutez un joueur pour consulter ses statistiques et son activité',
      },
      {
        id: 'directions',
        label: 'Instructions du jeu et guides de démarrage',
        icon: 'directions',
        href: 'https://example.com/fr',
        external: true,
      },
      { id: 'billing', label: 'Abonnement et facturation', icon: 'billing', href: '/dashboard/account' },
    ],
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    const stats = menu.getByRole('link', { name: 'Statistiques des joueurs' });
    await expect(stats).toHaveAttribute('aria-disabled', 'true');
    await expect(stats).toHaveAccessibleDescription(
      'Ajoutez un joueur pour consulter ses statistiques et son activité',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(stats).toHaveFocus();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/** Arabic: icons and the current-page bar sit at the inline start (right). */
export const ArabicRightToLeft: Story = {
  args: { entries: arabicMenuEntries },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Below 900px the side menu is hidden; the MobileMenu replaces it. */
export const NarrowViewportHidden: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
