import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { PromoBlock } from './PromoBlock';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A short promotion: title, body and one call to action, internal through `renderLink` or external in a new tab.',
  '',
  '**Do**',
  '',
  '- Keep one call to action that says where it goes.',
  '- Add `media` as decoration (it is hidden from screen readers).',
  '',
  "**Don't**",
  '',
  "- Don't use it for errors or account state.",
  "- Don't put more than one promo block in the same area.",
].join('\n');

const meta = {
  title: 'Content/PromoBlock',
  component: PromoBlock,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    title: 'Get the free parent app',
    children: 'Set your child’s play routine and keep it going, with reminders that fit your week.',
    action: { label: 'Get the app', href: 'https://example.com/parent-app', external: true },
  },
} satisfies Meta<typeof PromoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Get the free parent app' });
    await expect(
      within(region).getByRole('link', { name: 'Get the app (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const navigate = fn();

/** An internal call to action goes through the app's router link. */
export const InternalLink: Story = {
  args: {
    action: { label: 'See tutorials', href: '/dashboard/tutorials' },
    renderLink: ({ href, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'See tutorials' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/tutorials');
  },
};

export const WithMedia: Story = {
  args: {
    media: (
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <rect x="24" y="8" width="48" height="80" rx="8" fill="#1d4ed8" />
        <rect x="30" y="18" width="36" height="56" rx="2" fill="#e8effd" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Get the free parent app' }));
    // The picture is decoration: hidden from assistive technology.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(region.getByRole('link', { name: 'Get the app (opens in a new tab)' })).toHaveFocus();
  },
};

export const LongTranslatedText: Story = {
  args: {
    title: 'Téléchargez l’application gratuite pour les parents et les tuteurs',
    children:
      'Établissez la routine de jeu de votre enfant et maintenez-la grâce à des rappels adaptés à votre semaine et à vos horaires.',
    action: { label: 'Obtenir l’application gratuitement', href: 'https://example.com/fr', external: true },
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Téléchargez l’application gratuite pour les parents et les tuteurs',
    });
    await expect(overflowsSideways(region)).toBe(false);
    await userEvent.tab();
    await expect(
      within(region).getByRole('link', { name: /^Obtenir l’application gratuitement/ }),
    ).toHaveFocus();
  },
};

export const ArabicRightToLeft: Story = {
  args: {
    title: 'احصل على تطبيق الوالدين المجاني',
    children: 'حدد روتين لعب طفلك وحافظ عليه.',
    action: { label: 'احصل على التطبيق', href: 'https://example.com/ar', external: true },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'احصل على تطبيق الوالدين المجاني' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    const link = within(region).getByRole('link', { name: /^احصل على التطبيق/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Get the free parent app' }));
    await expect(region.getByRole('link', { name: 'Get the app (opens in a new tab)' })).toBeVisible();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
