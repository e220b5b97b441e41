import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLanguage } from '@hub/domain';
import { pageScrollsSideways } from '../../internal/story-layout';
import { LanguageSelect } from './LanguageSelect';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'The ten UI languages on Select, each written in its own language and marked with its `lang`, so every reader finds theirs.',
  '',
  '**Do**',
  '',
  '- Put it where people look for it first: the header, the sign-in page.',
  '- Hide the label only where a globe or the context names it.',
  '',
  "**Don't**",
  '',
  "- Don't translate the language names: each is in its own language on purpose.",
  "- Don't reload the page to switch: activate the catalog and re-render.",
].join('\n');

const meta = {
  title: 'Navigation/LanguageSelect',
  component: LanguageSelect,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { value: 'en', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '260px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All ten languages, each in its own language with its `lang`; the keyboard picks one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('English');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'العربية',
      'Русский',
      'Українська',
      'Tiếng Việt',
      '简体中文',
      'Français (Canada)',
      'Soomaali',
      'Hmoob',
    ]);
    await expect(within(options[2]!).getByText('العربية')).toHaveAttribute('lang', 'ar');
    await expect(within(options[6]!).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN');
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};

/** Typing the start of a language's own name jumps to it. */
export const Typeahead: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('combobox', { name: 'Language' }).focus();
    await userEvent.keyboard('So');
    await expect(args.onChange).toHaveBeenLastCalledWith('so');
  },
};

/** The chosen language shows in the control in its own language and `lang`. */
export const Controlled: Story = {
  render: function ControlledLanguage(args) {
    const [language, setLanguage] = useState<UiLanguage>('zh-CN');
    return <LanguageSelect {...args} value={language} onChange={setLanguage} />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(within(trigger).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(within(trigger).getByText('Français (Canada)')).toHaveAttribute('lang', 'fr-CA'),
    );
  },
};

/** In the header the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, value: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveTextContent(
      'Español',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toBeDisabled();
  },
};

export const LongTranslatedText: Story = {
  args: { label: 'Langue d’affichage de l’application et des courriels', value: 'fr-CA' },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', {
      name: 'Langue d’affichage de l’application et des courriels',
    });
    await expect(trigger).toHaveTextContent('Français (Canada)');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Español' }));
    await expect(args.onChange).toHaveBeenCalledWith('es');
  },
};

/** Arabic page: the list opens right-to-left; the other languages keep their own direction. */
export const ArabicRightToLeft: Story = {
  args: { label: 'اللغة', value: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'اللغة' });
    await expect(trigger).toHaveTextContent('العربية');
  },
};

export const NarrowViewport: Story = {
  args: { value: 'vi' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('Tiếng Việt');
    await userEvent.click(trigger);
    // The list fits the phone's width.
    const listbox = await body.findByRole('listbox');
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.click(body.getByRole('option', { name: 'Soomaali' }));
    await expect(args.onChange).toHaveBeenCalledWith('so');
  },
};
