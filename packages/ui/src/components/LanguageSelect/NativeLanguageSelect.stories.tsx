import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLanguage } from '@hub/domain';
import { pageScrollsSideways } from '../../internal/story-layout';
import { NativeLanguageSelect } from './NativeLanguageSelect';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "The ten UI languages on the browser's own select, each written in its own language and marked with its `lang`: it works before a page's script has run and loads no Radix Select.",
  '',
  '**Do**',
  '',
  "- Use it on a page that is painted before its script runs (the hub's prerendered login page).",
  '',
  "**Don't**",
  '',
  "- Don't use it where LanguageSelect fits (the header): the two should not sit side by side.",
].join('\n');

const meta = {
  title: 'Navigation/NativeLanguageSelect',
  component: NativeLanguageSelect,
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
} satisfies Meta<typeof NativeLanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All ten languages, each in its own language with its `lang`; choosing one calls onChange. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
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
    await expect(options[2]).toHaveAttribute('lang', 'ar');
    await userEvent.selectOptions(select, 'العربية');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};

/** The chosen language shows in the control. */
export const Controlled: Story = {
  render: function ControlledLanguage(args) {
    const [language, setLanguage] = useState<UiLanguage>('zh-CN');
    return <NativeLanguageSelect {...args} value={language} onChange={setLanguage} />;
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('zh-CN');
    await userEvent.selectOptions(select, 'Français (Canada)');
    await waitFor(() => expect(select).toHaveValue('fr-CA'));
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, value: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toBeDisabled();
  },
};

/** Arabic page: the select reads right to left, its chevron at the left end. */
export const ArabicRightToLeft: Story = {
  args: { label: 'اللغة', value: 'ar', dir: 'rtl' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'اللغة' });
    await expect(select).toHaveValue('ar');
    await expect(select).toHaveAttribute('dir', 'rtl');
  },
};

export const NarrowViewport: Story = {
  args: { value: 'hmn' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveValue('hmn');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
