import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { SunsetBanner } from './SunsetBanner';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'Tells people a feature moved to the parent app, with App Store and Google Play links that open in a new tab.',
  '',
  '**Do**',
  '',
  '- Say what moved and where, in one title.',
  '- Give both store links when both apps exist.',
  '',
  "**Don't**",
  '',
  "- Don't use it for outages or errors.",
  "- Don't put it above every page: show it where the feature was.",
].join('\n');

const meta = {
  title: 'Content/SunsetBanner',
  component: SunsetBanner,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    title: 'Player stats have moved',
    children:
      'Player stats and activity now live in the free parent app. Download it to keep following your child’s play.',
    appStore: { href: 'https://apps.apple.com/app/id000000', label: 'Download on the App Store' },
    googlePlay: {
      href: 'https://play.google.com/store/apps/details?id=example',
      label: 'Get it on Google Play',
    },
  },
} satisfies Meta<typeof SunsetBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both store links open in a new tab and say so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Player stats have moved' });
    const appStore = within(region).getByRole('link', {
      name: 'Download on the App Store (opens in a new tab)',
    });
    await expect(appStore).toHaveAttribute('target', '_blank');
    await expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      within(region).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=example');
  },
};

export const OneStoreOnly: Story = {
  args: { googlePlay: undefined },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Player stats have moved' }));
    await expect(region.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(
      region.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveFocus();
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Les statistiques des joueurs ont déménagé dans l’application pour les parents',
    children:
      'Les statistiques et l’activité des joueurs se trouvent maintenant dans l’application gratuite pour les parents.',
    appStore: { href: 'https://apps.apple.com/ca/app/id000000', label: 'Télécharger dans l’App Store' },
    googlePlay: {
      href: 'https://play.google.com/store/apps/details?id=example&hl=fr',
      label: 'Disponible sur Google Play',
    },
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Les statistiques des joueurs ont déménagé dans l’application pour les parents',
    });
    await expect(overflowsSideways(region)).toBe(false);
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: /^Disponible sur Google Play/ })).toHaveFocus();
  },
};

export const ArabicRightToLeft: Story = {
  args: {
    title: 'انتقلت إحصاءات اللاعب',
    children: 'أصبحت إحصاءات اللاعب ونشاطه في تطبيق الوالدين المجاني.',
    appStore: { href: 'https://apps.apple.com/app/id000000', label: 'حمّله من App Store' },
    googlePlay: {
      href: 'https://play.google.com/store/apps/details?id=example',
      label: 'احصل عليه من Google Play',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'انتقلت إحصاءات اللاعب' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Phones: the store links stack full width under the text. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Player stats have moved' }));
    await expect(
      region.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
