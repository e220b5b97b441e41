import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arabicMenuEntries, noPlayersMenuEntries, parentMenuEntries } from '../../internal/story-fixtures';
import { forgetMobileMenuPanel, MobileMenu } from './MobileMenu';

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'Below 900px: a menu button and a slide-in panel from the inline start with the same entries as the side menu; closes on Escape, the overlay, the close icon or following an entry.',
  '',
  '**Do**',
  '',
  '- Pass the same entries as the SideMenu so both menus agree.',
  '- Route internal links through `renderLink`.',
  '',
  "**Don't**",
  '',
  "- Don't show it on wide screens alongside the side menu.",
  "- Don't add actions that exist nowhere else: wide screens must reach them too.",
].join('\n');

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { entries: parentMenuEntries, onOpenChange: fn() },
  globals: narrow,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

function isScrollLocked(body: HTMLElement) {
  return getComputedStyle(body).overflow === 'hidden';
}

/** The menu button opens the panel; focus is trapped; Escape closes it and focus returns to the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);

    const panel = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await expect(within(panel).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(isScrollLocked(doc.body)).toBe(true);
    await expect(panel.contains(doc.activeElement)).toBe(true);
    for (let step = 0; step < 10; step += 1) {
      await userEvent.tab();
      await expect(panel.contains(doc.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(isScrollLocked(doc.body)).toBe(false);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click on the overlay beside the panel closes it. */
export const ClosedByOverlay: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const panel = await body.findByRole('dialog', { name: 'Menu' });
    const overlay = panel.previousElementSibling as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const ClosedByCloseIcon: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const panel = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

const navigate = fn();

/** Following an entry goes through the app's router link and closes the panel. */
export const FollowingAnEntryCloses: Story = {
  args: {
    renderLink: ({ href, ...props }) => (
      <a
        href={href}
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
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const panel = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Account' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/account?segment=details');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A billing user's mobile menu: account sections, sign out, and the greeting on top. */
export const BillingUserOpen: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    intro: <p style={{ margin: 0 }}>Hi, Dana</p>,
    entries: [
      { id: 'home', label: 'Home', icon: 'home', href: '/dashboard' },
      {
        id: 'details',
        label: 'Account Details',
        icon: 'account',
        href: '/dashboard/account?segment=details',
      },
      {
        id: 'billing',
        label: 'Subscription & Billing',
        icon: 'billing',
        href: '/dashboard/account?segment=billing',
        active: true,
      },
      { id: 'support', label: 'Support', icon: 'support', href: 'https://help.example.com', external: true },
      { id: 'sign-out', label: 'Sign out', icon: 'signOut', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getByRole('link', { name: 'Subscription & Billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  },
};

/** Player Stats unavailable: the entry says why, and stays reachable in the panel. */
export const WithDisabledEntry: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: { entries: noPlayersMenuEntries, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getByRole('link', { name: 'Player Stats' })).toHaveAccessibleDescription(
      'Add a player to see stats',
    );
  },
};

export const LongTranslatedText: Story = {
  // Opens by itself: kept off the docs page, where an open modal would cover it.
  tags: ['!autodocs'],
  args: {
    defaultOpen: true,
    title: 'Menu principal de navigation',
    entries: [
      { id: 'home', label: 'Page d’accueil du tableau de bord', icon: 'home', href: '/', active: true },
      {
        id: 'billing',
        label: 'Abonnement, facturation et historique des paiements',
        icon: 'billing',
        href: '/b',
      },
      {
        id: 'support',
        label: 'Centre d’aide et assistance à la clientèle',
        icon: 'support',
        href: 'https://help.example.com/fr-ca',
        external: true,
      },
    ],
  },
  globals: { ...narrow, locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const panel = await body.findByRole('dialog', { name: 'Menu principal de navigation' });
    const longest = within(panel).getByRole('link', {
      name: 'Abonnement, facturation et historique des paiements',
    });
    // A long entry wraps inside the panel instead of running off it.
    await expect(longest.getBoundingClientRect().right).toBeLessThanOrEqual(
      panel.getBoundingClientRect().right,
    );
    await userEvent.tab();
    await expect(panel.contains(doc.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Arabic: the panel slides in from the right, the inline start. */
export const ArabicRightToLeft: Story = {
  args: { entries: arabicMenuEntries, title: 'القائمة', buttonLabel: 'فتح القائمة' },
  globals: { ...narrow, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فتح القائمة' }));
    const panel = await within(doc.body).findByRole('dialog', { name: 'القائمة' });
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(doc.documentElement.clientWidth),
    );
  },
};

/** At 900px and wider the button is hidden: the SideMenu shows instead. */
export const WideViewportHidesButton: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/**
 * Pressed before its panel has loaded (the first moments of a page): the panel opens as soon as it is
 * there, takes focus, and Escape gives focus back to the button.
 */
export const PressedBeforeThePanelLoads: Story = {
  beforeEach: () => forgetMobileMenuPanel(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(panel.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};
