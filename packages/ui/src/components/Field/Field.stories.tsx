import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Field } from './Field';
import * as styles from './Field.css';

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'The frame every field shares: a label, the control (rendered by the caller), hint, warnings and errors, wired through ids and `aria-describedby`; read-only it shows the value as text.',
  '',
  '**Do**',
  '',
  '- Use it when building a new field type, so the wiring matches the other fields.',
  '- Spread the `control` props onto the element that takes input.',
  '- Use warnings for advice that never blocks (a PO box).',
  '',
  "**Don't**",
  '',
  "- Don't use it around TextField, Select and the other fields: they already include it.",
  "- Don't put links or buttons in the label.",
  "- Don't hide the label unless the context names the control for everyone (a language switcher in a header).",
].join('\n');

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    label: 'Nickname',
    children: (control) => <input {...control} className={styles.input} name="nickname" />,
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A control of the caller's, named by the label: a click on the label puts the caret in it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nickname' });
    await userEvent.click(canvas.getByText('Nickname'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Ace');
    await expect(input).toHaveValue('Ace');
  },
};

/** Hint, warning and error all describe the control, in that order; only the error makes it invalid. */
export const WithHintWarningAndError: Story = {
  args: {
    id: 'nickname',
    hint: 'Shown to other players on the leaderboard.',
    warnings: ['Other players can see this name.'],
    errors: ['Nickname is required'],
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'nickname-hint nickname-warning nickname-error');
    await expect(input).toHaveAccessibleDescription(
      'Shown to other players on the leaderboard. Other players can see this name. Nickname is required',
    );
    await userEvent.type(input, 'Ace');
    await expect(input).toHaveValue('Ace');
  },
};

/** A warning alone informs without blocking: the control stays valid. */
export const WithWarning: Story = {
  args: { warnings: ['PO boxes get ground shipping only.'] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('PO boxes get ground shipping only.');
  },
};

export const Optional: Story = {
  args: { optional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nickname (optional)' })).toBeVisible();
  },
};

/** The label is read to assistive technology but not drawn (a compact toolbar control). */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    const label = canvasElement.querySelector('label')!;
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.type(input, 'Ace');
    await expect(input).toHaveValue('Ace');
  },
};

/** In a read-only form: the value as text at full contrast, no control. */
export const ReadOnly: Story = {
  args: { readOnly: true, readOnlyValue: 'Ace' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Ace')).toBeVisible();
  },
};

export const ReadOnlyEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not provided')).toBeVisible();
  },
};

export const LongTranslatedText: Story = {
  args: {
    label: 'Surnom affiché aux autres joueurs dans le classement de la semaine',
    hint: 'Choisissez un surnom qui ne révèle ni votre nom complet ni votre adresse.',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Surnom affiché aux autres joueurs dans le classement de la semaine',
    });
    await userEvent.type(input, 'Éclair');
    await expect(input).toHaveValue('Éclair');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

export const ArabicRightToLeft: Story = {
  args: { label: 'الاسم المستعار', errors: ['الاسم المستعار مطلوب'] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'الاسم المستعار' });
    await expect(getComputedStyle(input).direction).toBe('rtl');
    await expect(input).toHaveAccessibleDescription('الاسم المستعار مطلوب');
  },
};
