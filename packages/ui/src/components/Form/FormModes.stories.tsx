// The Form's five modes (spec section 4) and what each offers: read-only first, editing, Cancel, disabled,
// and the whole edit cycle by keyboard. Validation, saving, and languages and layout have files of their own.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Form } from './Form';
import { ada, detailsArgs, formArgTypes, formColumn, formDescription } from './stories-support';

const meta = {
  title: 'Forms/Form/Modes',
  component: Form,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: formDescription } } },
  args: detailsArgs(),
  argTypes: formArgTypes,
  decorators: [formColumn],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only first: values as text, not disabled inputs, and one Edit button. */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Account details' })).toBeInTheDocument();
    await expect(canvas.getByText('Ada')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Account details');
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** Edit turns the text into inputs and puts focus in the first one. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Ada');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('autocomplete', 'given-name');
    await expect(firstName).toHaveAttribute('maxlength', '56');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/** Edit, change, Cancel: the values from before the edit come back and focus returns to Edit. */
export const CancelRestoresValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Grace');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));

    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Ada')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.queryByText('Grace')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  },
};

/** `default`: always editable, one Save. */
export const ModeDefault: Story = {
  args: { mode: 'default', title: 'Create your account' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(ada);
  },
};

/** `edit_save_cancel`: read-only with Edit; Save and Cancel while editing. */
export const ModeEditSaveCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit']);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save',
      'Cancel',
    ]);
  },
};

/** `buttonless`: always editable, no buttons; Enter in a field submits. */
export const ModeButtonless: Story = {
  args: { mode: 'buttonless', title: 'Quick details' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), ' Byron{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...ada, last_name: 'Lovelace Byron' });
  },
};

/** `save_cancel`: always editable; Cancel restores the loaded values and stays editable. */
export const ModeSaveCancel: Story = {
  args: { mode: 'save_cancel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save',
      'Cancel',
    ]);
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(firstName, 'bella');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(firstName).toHaveValue('Ada');
  },
};

/** `edit_save_delete_cancel`: Edit, then Save, Delete and Cancel; Delete is the caller's action. */
export const ModeEditSaveDeleteCancel: Story = {
  args: { mode: 'edit_save_delete_cancel', title: 'Shipping contact' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save',
      'Delete',
      'Cancel',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Nothing can be edited: Edit is disabled, the values stay readable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(canvas.getByText('Lovelace')).toBeVisible();
  },
};

/** Disabled while editable (save_cancel): the inputs are disabled too. */
export const DisabledEditable: Story = {
  args: { disabled: true, mode: 'save_cancel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The whole edit cycle by keyboard alone: Tab to Edit, type, Tab to Save, Enter. */
export const KeyboardOnly: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}Grace');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...ada, first_name: 'Grace' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(canvas.getByText('Grace')).toBeVisible();
  },
};
