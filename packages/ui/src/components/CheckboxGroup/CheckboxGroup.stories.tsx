import {
  cancelReasonLabels,
  cancelReasonTextMax,
  cancelReasons,
  cancelReasonsSchema,
  fieldLabels,
  schemaValidator,
  type FormMode,
} from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageScrollsSideways } from '../../internal/story-layout';
import { Form } from '../Form/Form';
import { useRenderMessage } from '../Form/message';
import { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup';

interface CancelValues {
  reasons: string[];
  other_reason: string;
  not_interested_reason: string;
}

const noReasons: CancelValues = { reasons: [], other_reason: '', not_interested_reason: '' };

/** The cancel reasons of the domain, with their detail fields, rendered in the active language. */
function useReasonOptions(): CheckboxOption[] {
  const renderMessage = useRenderMessage();
  return cancelReasons.map((reason) => ({
    value: reason,
    label: renderMessage(cancelReasonLabels[reason]),
    detail:
      reason === 'other'
        ? {
            name: 'other_reason',
            label: renderMessage(fieldLabels.otherReason),
            maxLength: cancelReasonTextMax,
          }
        : reason === 'not_interested'
          ? {
              name: 'not_interested_reason',
              label: renderMessage(fieldLabels.notInterestedReason),
              maxLength: cancelReasonTextMax,
            }
          : undefined,
  }));
}

/** The cancel popup's form: the domain's schema validates, the reasons are required. */
function CancelReasonsForm({
  values = noReasons,
  mode = 'default',
  onSubmit,
  disabled,
  groupProps,
}: {
  values?: CancelValues;
  mode?: FormMode;
  onSubmit?: (values: CancelValues) => void;
  disabled?: boolean;
  groupProps: CheckboxGroupProps;
}) {
  const options = useReasonOptions();
  return (
    <Form
      mode={mode}
      aria-label="Cancel subscription"
      values={values}
      required={['reasons']}
      validate={schemaValidator(cancelReasonsSchema)}
      onSubmit={onSubmit}
      disabled={disabled}
      labels={{ save: 'Continue' }}
    >
      <CheckboxGroup
        {...groupProps}
        options={groupProps.options && groupProps.options.length > 0 ? groupProps.options : options}
      />
    </Form>
  );
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "A fieldset of checkboxes bound to a list of values; an option's `detail` text field appears while it is chosen and is then required (the cancel reasons' Other).",
  '',
  '**Do**',
  '',
  '- Use it for several answers out of a few choices (up to about eight).',
  '- Give a `legend` that asks the question; put instructions in `hint`.',
  '- Use `detail` when an answer needs words (Other: tell us more).',
  '',
  "**Don't**",
  '',
  "- Don't use it for one on/off choice alone; a single checkbox with its own label is clearer.",
  "- Don't use it when only one answer is allowed: use Select or radios.",
  "- Don't disable single options without saying why in their description.",
].join('\n');

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    name: 'reasons',
    legend: 'Why are you cancelling?',
    hint: 'Choose all that apply.',
    options: [],
    onValueChange: fn(),
  },
  render: (args) => <CancelReasonsForm groupProps={args} onSubmit={fn()} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '520px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fieldset named by its question; nothing chosen, so Continue is disabled until a reason is. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Why are you cancelling?' });
    await expect(group).toHaveAccessibleDescription('Choose all that apply.');
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(cancelReasons.length);
    const save = canvas.getByRole('button', { name: 'Continue' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'We don’t use it enough' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'It costs too much' }));
    // Values keep the options' order, whatever the order of the clicks.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['too_expensive', 'not_using_enough']);
    await expect(save).toBeEnabled();
  },
};

/** Choosing "Other" reveals its text field right after it, required: Continue waits for the text. */
export const OtherRevealsRequiredText: Story = {
  render: (args) => {
    const submit = fn();
    return <CancelReasonsForm groupProps={args} onSubmit={submit} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Other reason' })).not.toBeInTheDocument();
    const other = canvas.getByRole('checkbox', { name: 'Other' });
    await userEvent.click(other);
    const text = canvas.getByRole('textbox', { name: 'Other reason' });
    await expect(text).toBeRequired();
    await expect(text).toHaveAttribute('maxlength', String(cancelReasonTextMax));
    await expect(other).toHaveFocus();
    const save = canvas.getByRole('button', { name: 'Continue' });
    await expect(save).toBeDisabled();

    // Keyboard order: the text comes right after its checkbox.
    await userEvent.tab();
    await expect(text).toHaveFocus();
    await userEvent.tab();
    await expect(text).toHaveAccessibleDescription('Other reason is required');
    await userEvent.type(text, 'We are moving abroad');
    await expect(save).toBeEnabled();

    // Unticking hides the field and keeps its text for when it is ticked again.
    await userEvent.click(other);
    await expect(canvas.queryByRole('textbox', { name: 'Other reason' })).not.toBeInTheDocument();
    await expect(save).toBeDisabled();
    await userEvent.click(other);
    await expect(canvas.getByRole('textbox', { name: 'Other reason' })).toHaveValue('We are moving abroad');
  },
};

/** The not-interested reason is required too while that choice is ticked (the domain's reading). */
export const NotInterestedRevealsRequiredText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'My child is no longer interested' }));
    await expect(canvas.getByRole('textbox', { name: 'Not interested reason' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Leaving the group with nothing chosen shows the domain's message as the group's description. */
export const ErrorAfterLeaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'It costs too much' });
    await userEvent.click(first);
    await userEvent.click(first);
    await expect(canvas.queryByText('Please choose at least one reason')).not.toBeInTheDocument();
    // Moving between checkboxes is not leaving the group.
    await userEvent.tab();
    await expect(canvas.queryByText('Please choose at least one reason')).not.toBeInTheDocument();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('group', { name: 'Why are you cancelling?' })).toHaveAccessibleDescription(
      'Choose all that apply. Please choose at least one reason',
    );
  },
};

/** Submitting sends the chosen codes and the texts. */
export const SubmitsReasons: Story = {
  render: (args) => <CancelReasonsForm groupProps={args} onSubmit={args.onValueChange as never} />,
  args: { onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Other' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Other reason' }), 'Moving abroad');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'We found something else' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith({
        reasons: ['found_alternative', 'other'],
        other_reason: 'Moving abroad',
        not_interested_reason: '',
      }),
    );
  },
};

/** Keyboard alone: Tab into the group, Space ticks, Tab moves on. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'It costs too much' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    for (let step = 0; step < cancelReasons.length - 1; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Other' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Other reason' })).toHaveFocus();
    await userEvent.keyboard('Too busy this season');
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Continue' });
    await expect(save).toHaveFocus();
    await expect(save).toBeEnabled();
  },
};

/** Read-only: the chosen reasons as a list, with their texts. */
export const ReadOnly: Story = {
  render: (args) => (
    <CancelReasonsForm
      groupProps={args}
      mode="edit_save_cancel"
      values={{
        reasons: ['too_expensive', 'other'],
        other_reason: 'Moving abroad',
        not_interested_reason: '',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['It costs too much', 'OtherMoving abroad']);
  },
};

/** Standalone with an error from the caller. */
export const WithError: Story = {
  args: {
    error: 'Please choose at least one reason',
    options: [
      { value: 'monthly', label: 'Monthly reminders' },
      { value: 'weekly', label: 'Weekly summaries', description: 'Every Monday morning' },
    ],
  },
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Choose all that apply. Please choose at least one reason',
    );
    await expect(canvas.getByRole('checkbox', { name: /Weekly summaries/ })).toHaveAccessibleDescription(
      'Every Monday morning',
    );
    // Alone, outside a Form: a choice still toggles and reports the new list.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monthly reminders' }));
    await expect(canvas.getByRole('checkbox', { name: 'Monthly reminders' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['monthly']);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <CancelReasonsForm
      groupProps={args}
      disabled
      values={{ reasons: ['too_expensive'], other_reason: '', not_interested_reason: '' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Alone and disabled: the choices stay readable with what was chosen, and take no clicks. */
export const DisabledAlone: Story = {
  args: {
    disabled: true,
    defaultValue: ['weekly'],
    options: [
      { value: 'monthly', label: 'Monthly reminders' },
      { value: 'weekly', label: 'Weekly summaries' },
    ],
  },
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const weekly = canvas.getByRole('checkbox', { name: 'Weekly summaries' });
    await expect(weekly).toBeChecked();
    await expect(weekly).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monthly reminders' }), {
      pointerEventsCheck: 0,
    });
    await expect(canvas.getByRole('checkbox', { name: 'Monthly reminders' })).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongTranslatedText: Story = {
  args: {
    legend: 'Pourquoi souhaitez-vous annuler votre abonnement au programme de jeu familial?',
    hint: 'Cochez toutes les réponses qui s’appliquent; vos commentaires nous aident à améliorer le programme.',
    options: [
      {
        value: 'too_expensive',
        label: 'Le prix de l’abonnement mensuel est trop élevé pour notre budget familial',
      },
      {
        value: 'other',
        label: 'Autre raison',
        detail: { name: 'other_reason', label: 'Précisez la raison de votre annulation' },
      },
    ],
  },
  render: (args) => (
    <CancelReasonsForm
      groupProps={args}
      values={{
        reasons: ['other'],
        other_reason: 'Nous déménageons à l’étranger',
        not_interested_reason: '',
      }}
    />
  ),
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', {
      name: 'Pourquoi souhaitez-vous annuler votre abonnement au programme de jeu familial?',
    });
    const detail = within(group).getByRole('textbox', { name: 'Précisez la raison de votre annulation' });
    await expect(detail).toHaveValue('Nous déménageons à l’étranger');
    await userEvent.type(detail, ' cet été');
    await expect(detail).toHaveValue('Nous déménageons à l’étranger cet été');
    const price = within(group).getByRole('checkbox', {
      name: 'Le prix de l’abonnement mensuel est trop élevé pour notre budget familial',
    });
    await userEvent.click(price);
    await expect(price).toBeChecked();
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};

/** Arabic: the checkboxes sit at the inline start (the right), the detail field indents from there. */
export const ArabicRightToLeft: Story = {
  args: {
    legend: 'لماذا تلغي الاشتراك؟',
    hint: 'اختر كل ما ينطبق.',
    options: [
      { value: 'too_expensive', label: 'التكلفة مرتفعة' },
      { value: 'other', label: 'سبب آخر', detail: { name: 'other_reason', label: 'اذكر السبب' } },
    ],
  },
  render: (args) => <CancelReasonsForm groupProps={args} />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'سبب آخر' });
    await userEvent.click(box);
    const text = canvas.getByRole('textbox', { name: 'اذكر السبب' });
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(box.getBoundingClientRect().right).toBeGreaterThan(text.getBoundingClientRect().right);
  },
};

export const NarrowViewport: Story = {
  render: (args) => (
    <CancelReasonsForm
      groupProps={args}
      values={{ reasons: ['not_interested'], other_reason: '', not_interested_reason: '' }}
    />
  ),
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Why are you cancelling?' }));
    // The chosen reason's detail field is open; typing into it works at phone width.
    const detail = group.getByRole('textbox');
    await userEvent.type(detail, 'We have another game');
    await expect(detail).toHaveValue('We have another game');
    await expect(pageScrollsSideways(canvasElement)).toBe(false);
  },
};
