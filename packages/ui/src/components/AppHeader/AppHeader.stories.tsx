import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLanguage } from '@hub/domain';
import { arabicMenuEntries, parentMenuEntries } from '../../internal/story-fixtures';
import { pageScrollsSideways } from '../../internal/story-layout';
import { LanguageSelect } from '../LanguageSelect/LanguageSelect';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { AppHeader } from './AppHeader';

function HeaderLanguage({ initial = 'en' }: { initial?: UiLanguage }) {
  const [language, setLanguage] = useState<UiLanguage>(initial);
  return <LanguageSelect hideLabel value={language} onChange={setLanguage} />;
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'The top bar of the signed-in app: slots for the brand, the greeting, the mobile menu and the language control, and Sign out.',
  '',
  '**Do**',
  '',
  '- Pass `MobileMenu` in `mobileMenu`; it shows below 900px only.',
  '- Keep the greeting short (the first name).',
  '- Give `onSignOut` for the sign-out button; its label stays for screen readers when only the icon shows.',
  '',
  "**Don't**",
  '',
  "- Don't add navigation links here: they belong in the side or mobile menu.",
  "- Don't render it twice on a page (one banner landmark).",
  "- Don't put a second language control elsewhere on the same page.",
].join('\n');

const meta = {
  title: 'Navigation/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  args: {
    brand: <span>Hub</span>,
    greeting: 'Hi, Dana',
    signOutLabel: 'Sign out',
    onSignOut: fn(),
    languageSelect: <HeaderLanguage />,
    mobileMenu: <MobileMenu entries={parentMenuEntries} />,
  },
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screen: greeting, language and sign out; no menu button (the side menu is visible). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('Hi, Dana')).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await userEvent.click(header.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Phone: the menu button appears at the start; sign out keeps its name behind an icon. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await userEvent.click(header.getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** Before the user's name has loaded: no greeting, the controls keep their place. */
export const WithoutGreeting: Story = {
  args: { greeting: undefined },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.queryByText('Hi, Dana')).not.toBeInTheDocument();
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await userEvent.click(header.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const LongTranslatedText: Story = {
  args: {
    greeting: 'Bonjour Marie-Geneviève, bienvenue dans votre espace famille',
    signOutLabel: 'Se déconnecter',
    languageSelect: <HeaderLanguage initial="fr-CA" />,
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const header = within(canvasElement.querySelector('header')!);
    await expect(
      header.getByText('Bonjour Marie-Geneviève, bienvenue dans votre espace famille'),
    ).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    // The language changes from the keyboard.
    const language = header.getByRole('combobox', { name: 'Langue' });
    language.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'English' }));
    await expect(language).toHaveTextContent('English');
  },
};

/** Arabic: the order mirrors, the menu button sits at the right. */
export const ArabicRightToLeft: Story = {
  args: {
    greeting: 'مرحبًا، دانة',
    signOutLabel: 'تسجيل الخروج',
    languageSelect: <HeaderLanguage initial="ar" />,
    mobileMenu: <MobileMenu entries={arabicMenuEntries} buttonLabel="فتح القائمة" title="القائمة" />,
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement.querySelector('header')!);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(header.getByText('مرحبًا، دانة')).toBeVisible();
    const signOut = header.getByRole('button', { name: 'تسجيل الخروج' });
    signOut.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const ArabicNarrowViewport: Story = {
  args: ArabicRightToLeft.args,
  globals: { locale: 'ar', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = within(canvasElement).getByRole('button', { name: 'فتح القائمة' });
    await userEvent.click(menuButton);
    await expect(await body.findByRole('dialog', { name: 'القائمة' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
  },
};
