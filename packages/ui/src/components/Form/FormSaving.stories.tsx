// The Form saving and after: pending, saved with its notice, and failed, in each mode that saves.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Form } from './Form';
import { ada, detailsArgs, formArgTypes, formColumn } from './stories-support';

const meta = {
  title: 'Forms/Form/Saving',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A save in progress (Save pending, fields locked), a save that succeeded, and one that failed, in each mode.',
      },
    },
  },
  args: detailsArgs(),
  argTypes: formArgTypes,
  decorators: [formColumn],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save in progress: Save shows it is pending, a second submit is blocked and the fields are locked. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(saving);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('readonly');
    await userEvent.type(firstName, 'xyz');
    await expect(firstName).toHaveValue('Ada');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The save succeeded: read-only again with the saved values, a success notice, focus back on Edit. */
export const SavedWithSuccessNotice: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(args.onSubmit).toHaveBeenCalledWith({ ...ada, first_name: 'Augusta Ada' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Account information saved');
    await expect(canvas.getByText('Augusta Ada')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());

    // The next edit clears the notice, and Cancel now returns to the saved values.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Augusta Ada')).toBeVisible();
  },
};

/** A save that fails without field errors (network, 5xx): the failure message and nothing lost. */
export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-King');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data'));
    await expect(lastName).toHaveValue('Lovelace-King');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

const neverAnswers = () => new Promise<void>(() => {});
const failsToSave = async () => Promise.reject(new Error('503'));

/** `default` mode, saving: Save shows it is pending and the fields are locked until the answer. */
export const SavingInDefaultMode: Story = {
  args: { mode: 'default', title: 'Create your account', onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await userEvent.click(saving);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** `default` mode, the save fails: the failure message, the typed values kept, Save offered again. */
export const SaveFailedInDefaultMode: Story = {
  args: { mode: 'default', title: 'Create your account', onSubmit: fn(failsToSave) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@lovelace.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data'));
    await expect(email).toHaveValue('ada@lovelace.example');
    await expect(email).not.toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** `buttonless` mode, saving after Enter: the form is busy and its fields locked; Enter again sends nothing. */
export const SavingInButtonlessMode: Story = {
  args: { mode: 'buttonless', title: 'Quick details', onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, ' Byron{Enter}');
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
    await expect(lastName).toHaveAttribute('readonly');
    await userEvent.type(lastName, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** `buttonless` mode, the save fails: the failure message shows and the field takes input again. */
export const SaveFailedInButtonlessMode: Story = {
  args: { mode: 'buttonless', title: 'Quick details', onSubmit: fn(failsToSave) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, ' Byron{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data'));
    await expect(lastName).toHaveValue('Lovelace Byron');
    await expect(lastName).not.toHaveAttribute('readonly');
  },
};

/** `save_cancel` mode, saving: Save pending, Cancel waits for the answer. */
export const SavingInSaveCancelMode: Story = {
  args: { mode: 'save_cancel', onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), ' B.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
  },
};

/** `save_cancel` mode, the save fails: the failure message; Cancel still brings the loaded values back. */
export const SaveFailedInSaveCancelMode: Story = {
  args: { mode: 'save_cancel', onSubmit: fn(failsToSave) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(firstName, ' B.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data'));
    await expect(firstName).toHaveValue('Ada B.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(firstName).toHaveValue('Ada');
  },
};

/** `edit_save_delete_cancel` mode, saving: Save pending; Delete and Cancel wait for the answer. */
export const SavingInEditSaveDeleteCancelMode: Story = {
  args: { mode: 'edit_save_delete_cancel', title: 'Shipping contact', onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** `edit_save_delete_cancel` mode, the save fails: still editing, with the failure message and the edits. */
export const SaveFailedInEditSaveDeleteCancelMode: Story = {
  args: { mode: 'edit_save_delete_cancel', title: 'Shipping contact', onSubmit: fn(failsToSave) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(lastName, '-King');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data'));
    await expect(lastName).toHaveValue('Lovelace-King');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save',
      'Delete',
      'Cancel',
    ]);
  },
};
