import { limits } from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { TextField, textFieldTypes } from './TextField';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A labelled text input, or a text area with `multiline`, framed by Field; binds to a Form by `name` or works alone; `dir="auto"` by default so names read in their own direction.',
  '',
  '**Do**',
  '',
  "- Give the right `autoComplete` token and `maxLength` from the domain's limits.",
  '- Mark the few fields a form does without as `optional`.',
  '',
  "**Don't**",
  '',
  "- Don't use a placeholder as the label.",
  "- Don't restrict input with your own patterns: validate with the domain's schemas.",
].join('\n');

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    name: 'first_name',
    label: 'First name',
    autoComplete: 'given-name',
    maxLength: limits.name,
    onValueChange: fn(),
    onBlur: fn(),
  },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standalone: a visible label, the autocomplete token and the limit; `dir="auto"` for names. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await expect(input).toHaveAttribute('maxlength', '56');
    await expect(input).toHaveAttribute('dir', 'auto');
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ada');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'As it appears on your billing statement.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'As it appears on your billing statement.',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: ' ', error: 'First name may not contain only empty characters', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('First name may not contain only empty characters');
  },
};

export const Optional: Story = {
  args: { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Address line 2 (optional)' }),
    ).toBeInTheDocument();
  },
};

/** A text area for longer answers; it grows by dragging, the limit still holds. */
export const Multiline: Story = {
  args: { name: 'other_reason', label: 'Other reason', multiline: true, maxLength: 500, autoComplete: 'off' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Other reason' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'We are moving{Enter}abroad');
    await expect(area).toHaveValue('We are moving\nabroad');
  },
};

/** Read-only: the value as full-contrast text; empty reads "Not provided". */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Ada')).toBeVisible();
  },
};

export const ReadOnlyEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not provided')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongTranslatedText: Story = {
  args: {
    label: 'Prénom du parent ou du tuteur légal tel qu’il figure sur la carte de paiement',
    hint: 'Utilisez uniquement des caractères latins; les accents sont acceptés.',
    defaultValue: 'Marie-Geneviève-Éléonore-Antoinette-Joséphine',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Prénom du parent ou du tuteur légal tel qu’il figure sur la carte de paiement',
    });
    await expect(input).toHaveAccessibleDescription(
      'Utilisez uniquement des caractères latins; les accents sont acceptés.',
    );
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, 'Éloïse');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Éloïse');
  },
};

/** Arabic page, Arabic text: `dir="auto"` keeps each value reading in its own direction. */
export const ArabicRightToLeft: Story = {
  args: { label: 'المدينة', name: 'city', autoComplete: 'address-level2', defaultValue: 'عمّان' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'المدينة' });
    await expect(input).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};

export const NarrowViewport: Story = {
  args: { defaultValue: 'Ada', hint: 'As it appears on your billing statement.' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your billing statement.');
    await userEvent.type(input, ' Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
