import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UiLanguage } from '@hub/domain';
import { arabicMenuEntries, parentMenuEntries } from '../../internal/story-fixtures';
import { LanguageSelect } from '../LanguageSelect/LanguageSelect';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { AppHeader } from './AppHeader';

function HeaderLanguage({ initial = 'en' }: { initial?: UiLanguage }) {
  const [language, setLanguage] = useState<UiLanguage>(initial);
  return <LanguageSelect hideLabel value={language} onChange={setLanguage} />;
}

const meta = {
  title: 'Navigation/AppHeader',
  component: AppHeader,
  args: {
    brand: <span>Hub</span>,
    greeting: 'Hi, Dana',
    signOutLabel: 'Sign out',
    onSignOut: fn(),
    languageSelect: <HeaderLanguage />,
    mobileMenu: <MobileMenu entries={parentMenuEntries} />,
  },
  parameters: { layout: 'fullscreen' },
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
export const WithoutGreeting: Story = { args: { greeting: undefined } };

export const LongTranslatedText: Story = {
  args: {
    greeting: 'Bonjour Marie-Geneviève, bienvenue dans votre espace famille',
    signOutLabel: 'Se déconnecter',
    languageSelect: <HeaderLanguage initial="fr-CA" />,
  },
  globals: { locale: 'fr-CA' },
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
};

export const ArabicNarrowViewport: Story = {
  args: ArabicRightToLeft.args,
  globals: { locale: 'ar', viewport: { value: 'narrow', isRotated: false } },
};
