import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overflowsSideways, pageScrollsSideways } from '../../internal/story-layout';
import { forgetSelectControl, Select } from './Select';

const planOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'six-months', label: 'Six months' },
  { value: 'twelve-months', label: 'Twelve months' },
];

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  'A labelled single choice on Radix Select, framed by Field (label, hint, error), with keyboard and typeahead; Arabic lists align right.',
  '',
  '**Do**',
  '',
  '- Use it for one choice out of more than about five; radios for fewer.',
  '- Give a `placeholder` saying what to choose.',
  "- Set `textValue` when an option's label is not plain text (typeahead matches it).",
  '',
  "**Don't**",
  '',
  "- Don't use it for navigation.",
  "- Don't submit on change: let people confirm.",
  "- Don't disable options without a reason nearby.",
].join('\n');

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    label: 'Plan length',
    placeholder: 'Choose a plan length',
    options: planOptions,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '360px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows; the keyboard opens the list, moves and chooses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveTextContent('Choose a plan length');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await waitFor(() => expect(body.getByRole('option', { name: 'Monthly' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Six months' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    await expect(args.onValueChange).toHaveBeenCalledWith('six-months');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Six months');
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'twelve-months' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveTextContent('Twelve months');
  },
};

/** Typing letters on the closed control picks the first option that starts with them (typeahead). */
export const Typeahead: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    trigger.focus();
    await userEvent.keyboard('tw');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('twelve-months');
    await expect(trigger).toHaveTextContent('Twelve months');
  },
};

/** Escape closes the list without changing the value, and focus goes back to the control. */
export const EscapeKeepsValue: Story = {
  args: { defaultValue: 'monthly' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Monthly');
    await expect(trigger).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'You can change it later from Subscription & Billing.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveAccessibleDescription('You can change it later from Subscription & Billing.');
  },
};

export const WithError: Story = {
  args: { error: 'Plan length is required', required: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Plan length is required');
  },
};

/** Hint and error as a text field has them (Field): both describe the control, the hint first. */
export const WithHintAndError: Story = {
  args: {
    id: 'plan-length',
    hint: 'You can change it later from Subscription & Billing.',
    error: 'Plan length is required',
    required: true,
    optional: false,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveAttribute('id', 'plan-length');
    await expect(trigger).toHaveAttribute('aria-describedby', 'plan-length-hint plan-length-error');
    await expect(trigger).toHaveAccessibleDescription(
      'You can change it later from Subscription & Billing. Plan length is required',
    );
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A choice the form can do without says so after its label. */
export const Optional: Story = {
  args: { optional: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Plan length (optional)' }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A disabled option is announced as disabled and skipped by the arrow keys. */
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'monthly', label: 'Monthly' },
      { value: 'six-months', label: 'Six months (sold out)', disabled: true },
      { value: 'twelve-months', label: 'Twelve months' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByRole('option', { name: 'Six months (sold out)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(body.getByRole('option', { name: 'Monthly' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Twelve months' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('twelve-months');
  },
};

/** Controlled by the caller, as the forms and the language selector use it. */
export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = useState('monthly');
    return (
      <>
        <Select {...args} value={value} onValueChange={setValue} />
        <p>Chosen: {value}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Plan length' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByText('Chosen: twelve-months')).toBeInTheDocument();
  },
};

/** Inside a form the value is submitted under `name`. */
export const InForm: Story = {
  args: { name: 'plan', defaultValue: 'six-months' },
  render: function SelectInForm(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('plan')));
        }}
      >
        <Select {...args} />
        <button type="submit">Continue</button>
        <output>{submitted ? `Submitted: ${submitted}` : ''}</output>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Submitted: six-months')).toBeInTheDocument();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Plan length' })).toBeVisible();
  },
};

export const LongTranslatedText: Story = {
  args: {
    label: 'Durée de l’abonnement avant le prochain renouvellement automatique',
    placeholder: 'Choisissez la durée de votre abonnement',
    options: [
      { value: 'monthly', label: 'Mensuel, facturé chaque mois à la date anniversaire' },
      { value: 'twelve-months', label: 'Douze mois, facturés en une seule fois avec une réduction' },
    ],
    defaultValue: 'twelve-months',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', {
      name: 'Durée de l’abonnement avant le prochain renouvellement automatique',
    });
    // A long choice ends in an ellipsis inside the control instead of widening it.
    await expect(overflowsSideways(trigger)).toBe(false);
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      await body.findByRole('option', { name: 'Mensuel, facturé chaque mois à la date anniversaire' }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
  },
};

/** Arabic: the list opens aligned right-to-left and the keyboard works the same. */
export const ArabicRightToLeft: Story = {
  args: {
    label: 'مدة الاشتراك',
    placeholder: 'اختر مدة',
    options: [
      { value: 'monthly', label: 'شهري' },
      { value: 'twelve-months', label: 'اثنا عشر شهرًا' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'مدة الاشتراك' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('twelve-months');
  },
};

export const NarrowViewport: Story = {
  args: { defaultValue: 'monthly', hint: 'Billed on the same day each month.' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveAccessibleDescription('Billed on the same day each month.');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.click(body.getByRole('option', { name: 'Six months' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('six-months');
  },
};

/**
 * The moment before Radix Select has loaded (a page's first paint): a look-alike trigger with the same name
 * and value stands in; a press opens the real list at once, with focus on the chosen option, and Escape
 * gives focus back to the control.
 */
export const BeforeRadixLoads: Story = {
  args: { defaultValue: 'six-months' },
  beforeEach: () => forgetSelectControl(),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(trigger).toHaveTextContent('Six months');
    // The look-alike stands in (marked for developers), Radix's trigger comes with the list.
    await expect(trigger).toHaveAttribute('data-stand-in');
    await userEvent.click(trigger);
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: 'Six months' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('twelve-months');
    const control = within(canvasElement).getByRole('combobox', { name: 'Plan length' });
    await expect(control).not.toHaveAttribute('data-stand-in');
    await expect(control).toHaveTextContent('Twelve months');
    await expect(control).toHaveFocus();
  },
};

/** Before Radix has loaded, the keyboard works too: Enter on the focused look-alike opens the list. */
export const BeforeRadixLoadsKeyboard: Story = {
  args: { defaultValue: 'monthly' },
  beforeEach: () => forgetSelectControl(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('combobox', { name: 'Plan length' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: 'Monthly' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('combobox', { name: 'Plan length' })).toHaveFocus();
  },
};
