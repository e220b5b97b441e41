import {
  adminHandlers,
  errorBodies,
  handlers,
  loading,
  loginHandlers,
  personaHandlers,
  serverError,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, rtl } from '../../shared/story-support';

const meta = {
  title: 'Screens/Signed-in shell',
  component: ScreenStory,
  args: { path: '/dashboard' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

async function mainMenu(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('navigation', { name: 'Main menu' }));
}

/** A parent: greeting, their menu, the promo block. */
export const Parent: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await mainMenu(canvasElement);
    await expect(canvas.getByText('Hi, Dana')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Player Stats' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Community/ })).toBeVisible();
    await expect(menu.queryByText('Coaching')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Get the free parent app' })).toBeVisible();
  },
};

/**
 * The dashboard is sunset for this account: the banner, the account page, and a menu of what it can use
 * (no Home, no Player Stats: their pages send a sunset account here).
 */
export const Sunset: Story = {
  args: { path: '/dashboard/account?segment=details' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('sunset'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await mainMenu(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Player stats have moved' })).toBeVisible();
    await expect(menu.queryByText('Home')).toBeNull();
    await expect(menu.queryByText('Player Stats')).toBeNull();
    await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: /Support/ })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Get the free parent app' })).toBeNull();
  },
};

/** The sunset menu in Arabic: the banner, neither Home nor Player Stats. */
export const SunsetArabic: Story = {
  ...Sunset,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'القائمة الرئيسية' }));
    await expect(canvas.getByRole('region', { name: 'انتقلت إحصاءات اللاعب' })).toBeVisible();
    await expect(menu.queryByText('الرئيسية')).toBeNull();
    await expect(menu.queryByText('إحصاءات اللاعب')).toBeNull();
    await expect(menu.getByRole('link', { name: 'الحساب' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Staff: the admin bar with its four links (the hub's admin pages), their name and Logout; Admin in the
 * menu, the hub's own account list; no parent promotions (staff work here).
 */
export const Staff: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('staff'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: 'Staff' }));
    for (const [name, href] of [
      ['Accounts', '/admin/accounts'],
      ['Orders', '/admin/orders'],
      ['Outstanding Billing Requests', '/admin/billing-requests'],
      ['Shipments', '/admin/shipments'],
    ] as const) {
      const link = bar.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    const admin = (await mainMenu(canvasElement)).getByRole('link', { name: 'Admin' });
    await expect(admin).toHaveAttribute('href', '/admin/accounts');
    await expect(admin).not.toHaveAttribute('target');
    await expect(canvas.queryByRole('region', { name: 'Get the free parent app' })).toBeNull();
  },
};

/** The menu's Admin opens the hub's account list in the app (no page load), marked as the page open. */
export const StaffOpensAdmin: Story = {
  beforeEach({ msw }) {
    msw.use(adminHandlers.adminAccounts(), adminHandlers.adminAccountTags(), ...personaHandlers('staff'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await mainMenu(canvasElement);
    await userEvent.click(menu.getByRole('link', { name: 'Admin' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(await canvas.findByText('7 accounts')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('region', { name: 'Get the free parent app' })).toBeNull();
  },
};

/** The same in Arabic: the menu's الإدارة opens the account list, right to left. */
export const StaffOpensAdminArabic: Story = {
  ...StaffOpensAdmin,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'القائمة الرئيسية' }));
    await userEvent.click(menu.getByRole('link', { name: 'الإدارة' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الحسابات' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'الإدارة' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('region', { name: 'احصل على تطبيق الوالدين المجاني' })).toBeNull();
  },
};

/** A coach: Coaching, no Community, and no parent promotions (their hub is work). */
export const Coach: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await mainMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Coaching' })).toBeVisible();
    await expect(menu.queryByText('Community')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Get the free parent app' })).toBeNull();
  },
};

/** A coach in Arabic: التدريب in the menu, no parent promotions. */
export const CoachArabic: Story = {
  ...Coach,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'القائمة الرئيسية' }));
    await expect(menu.getByRole('link', { name: 'التدريب' })).toBeVisible();
    await expect(menu.queryByText('المجتمع')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'احصل على تطبيق الوالدين المجاني' })).toBeNull();
  },
};

/** Staff in Arabic: the menu's الإدارة is the hub's own account list; no parent promotions. */
export const StaffArabic: Story = {
  ...Staff,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'القائمة الرئيسية' }));
    await expect(menu.getByRole('link', { name: 'الإدارة' })).toHaveAttribute('href', '/admin/accounts');
    // The admin bar's first link (its label is not asked for: admin.po's "Staff" shares its message id).
    await expect(canvas.getByRole('link', { name: 'الحسابات' })).toHaveAttribute('href', '/admin/accounts');
    await expect(canvas.queryByRole('region', { name: 'احصل على تطبيق الوالدين المجاني' })).toBeNull();
  },
};

/** No players on the account: Player Stats is disabled and says why. */
export const NoPlayers: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent', { players: false }));
  },
  play: async ({ canvasElement }) => {
    const menu = await mainMenu(canvasElement);
    // The shell paints before the player list arrives (usable meanwhile), then learns there are none.
    await waitFor(() =>
      expect(menu.getByRole('link', { name: 'Player Stats' })).toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(menu.getByText('Add a player to your account to see stats.')).toBeVisible();
  },
};

/** The player list failed: said so, with a retry; the rest of the shell works (Home says it itself). */
export const PlayersFailed: Story = {
  args: { path: '/dashboard/account?segment=details' },
  beforeEach({ msw }) {
    msw.use(handlers.players(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your players could not be loaded')).toBeVisible();
    // The shell's notice, and the account page's Children card, each with its own retry.
    await expect(await canvas.findByText('Your children could not be loaded')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** The user is still loading: the loading screen. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.userInfo(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The user could not be loaded: the whoops page with a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.userInfo(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Offline when the shell loads (the user call never reaches the server): the whoops page with a retry,
 * which opens the shell once back online.
 */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/user/info/', () => HttpResponse.error(), { once: true }),
      ...personaHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Hi, Dana')).toBeVisible();
    await mainMenu(canvasElement);
  },
};

/**
 * The session expired (the user call answers 401 on a page of the shell): the login page; signing in
 * again opens that page (`next`), in the shell.
 */
export const AfterSessionExpired: Story = {
  args: { path: '/dashboard/tutorials' },
  beforeEach({ msw }) {
    msw.use(
      handlers.refreshRefused(),

      http.get('*/api/v2/user/info/', () => HttpResponse.json(errorBodies.unauthorized, { status: 401 }), {
        once: true,
      }),
      ...loginHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByText('Hi, Dana')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Email'), 'parent@demo.test');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'HubDemo#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    await expect(canvas.getByText('Hi, Dana')).toBeVisible();
  },
};

/** Sign out in the header ends the session and shows the login page. */
export const SignsOut: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mainMenu(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByText('Hi, Dana')).toBeNull();
  },
};

/** The header's language select switches the whole shell at once (and saves the choice on the user). */
export const SwitchesLanguage: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await mainMenu(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await body.findByRole('option', { name: 'العربية' }));
    await expect(await canvas.findByText('مرحبًا، Dana')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    // The select hands focus back to its trigger after the click; whether Chromium then draws the focus
    // ring depends on timing (its focus-visible guess), so the screenshot ends with focus put down.
    const trigger = canvas.getByRole('combobox', { name: 'اللغة' });
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** Below 900px: the menu button opens the slide-in menu with Account Details and Subscription & Billing. */
export const Narrow: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(panel.getByRole('link', { name: 'Account Details' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Subscription & Billing' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** Sign out in the slide-in menu ends the session and shows the login page. */
export const NarrowMenuSignsOut: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const panel = within(await body.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(panel.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  },
};

/** Escape closes the slide-in menu and gives focus back to the menu button. */
export const NarrowMenuClosesOnEscape: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = await canvas.findByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    await expect(await body.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
};

/** A link in the slide-in menu opens its page and closes the menu. */
export const NarrowMenuOpensAPage: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const panel = within(await body.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(panel.getByRole('link', { name: 'Account Details' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

export const ParentArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'القائمة الرئيسية' }));
    await expect(canvas.getByText('مرحبًا، Dana')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts: the menu entries wrap, the header keeps to one row. */
export const ParentHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'Cov ntawv xaiv tseem ceeb' }));
    await expect(canvas.getByText('Nyob zoo, Dana')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cov txheeb cais tus neeg ua si' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Cov lus qhia txog kev ua si/ })).toBeVisible();
  },
};

/** Staff in Hmong: the admin bar's longer labels. */
export const StaffHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('staff'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: 'Neeg ua haujlwm' }));
    await expect(bar.getByRole('link', { name: 'Cov kev thov them nqi uas tseem tos' })).toBeVisible();
  },
};

/** The slide-in menu in Arabic comes in from the right, the page's start. */
export const NarrowArabic: Story = {
  globals: { locale: 'ar', ...narrow },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'فتح القائمة' }));
    const panel = within(await body.findByRole('dialog', { name: 'القائمة' }));
    await expect(panel.getByRole('link', { name: 'تفاصيل الحساب' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};

/** The slide-in menu with the longest texts. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Qhib cov ntawv xaiv' }));
    const panel = within(await body.findByRole('dialog', { name: 'Cov ntawv xaiv' }));
    await expect(panel.getByRole('link', { name: 'Kev Sau Npe & Kev Them Nqi' })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Lus' })).toBeVisible();
  },
};
