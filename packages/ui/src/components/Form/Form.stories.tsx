import {
  describeServerErrors,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  limits,
  nonFieldErrorsKey,
  schemaValidator,
  userDetailsFormSchema,
  userDetailsFormValues,
  validate,
  type AnySchema,
  type FormFieldErrors,
} from '@hub/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailField } from '../EmailField/EmailField';
import { PhoneField } from '../PhoneField/PhoneField';
import { TextField } from '../TextField/TextField';
import { Form, formModes, type FormProps } from './Form';

/** The account details of spec section 2, with a validator injected as the Form expects. */
interface Details {
  first_name: string;
  last_name: string;
  email: string;
}

const ada: Details = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

// The Form takes any validator (values -> field errors); these stories build one from the domain's field
// schemas, so the messages are the spec's.
function messagesOf(schema: AnySchema, value: unknown) {
  return validate(schema, value).errors[nonFieldErrorsKey] ?? [];
}

function validateDetails(values: Details) {
  return {
    first_name: messagesOf(firstNameSchema, values.first_name),
    last_name: messagesOf(lastNameSchema, values.last_name),
    email: messagesOf(emailSchema, values.email),
  };
}

const pushedErrors: FormFieldErrors<Details> = {
  first_name: [{ id: 'server.latin1', message: 'Please include valid characters' }],
};

function DetailsFields() {
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="given-name" maxLength={56} />
      <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={56} />
      <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} dir="ltr" />
    </>
  );
}

/** The docs page's description of the component: what it is for, and how to use it well. */
const description = [
  "A form in one of the spec's five modes on the domain's form reducer: read-only, editing, saving, saved and failed; validation after blur or a submit attempt, server errors at once, and focus moved to the first field in error.",
  '',
  '**Do**',
  '',
  '- Pick the `mode` the spec gives for the screen.',
  "- Validate with the domain's schemas (`schemaValidator`).",
  "- Return `{ errors }` from `onSubmit` for the server's field errors; reject for a failure.",
  "- Pass `successMessage` and `failureMessage` in the product's words.",
  '',
  "**Don't**",
  '',
  "- Don't disable Save without the hint saying why (keep `labels.saveHint` unless the field errors say enough).",
  "- Don't clear what was typed after a failed save.",
  "- Don't put two Forms' fields in one form element.",
].join('\n');

const meta = {
  title: 'Forms/Form',
  component: Form,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: {
    mode: 'edit_save_cancel',
    title: 'Account details',
    values: ada,
    validate: validateDetails as FormProps<object>['validate'],
    required: ['first_name', 'last_name', 'email'] as never[],
    onSubmit: fn(),
    onDelete: fn(),
    onCancel: fn(),
    successMessage: 'Account information saved',
    failureMessage: 'Error processing user data',
    children: <DetailsFields />,
  },
  argTypes: {
    mode: { control: 'inline-radio', options: formModes },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '480px' }}>
        <Story />
      </div>
    ),
  ],
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

/** A field's error shows only once it is left; Save is disabled from the moment the value is wrong. */
export const EditingWithFieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');

    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(canvas.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    await expect(canvas.getByText('Please enter a valid email.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      'Fill in the required fields and correct any errors to save.',
    );

    await userEvent.type(email, 'example.com');
    await expect(canvas.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    await expect(save).toBeEnabled();
  },
};

const saveHint = 'Fill in the required fields and correct any errors to save.';

/**
 * An empty required value disables Save even before anyone leaves the field. The hint saying why waits
 * until the user has left a field or tried to save: a pristine form (a login page) shows no reproach.
 */
export const SaveDisabledWhileRequiredEmpty: Story = {
  args: { mode: 'default', title: 'Your details', values: { first_name: '', last_name: '', email: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
    await expect(save).not.toHaveAttribute('aria-describedby');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await expect(save).toBeEnabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Last name' }));
    await expect(save).toBeDisabled();
    // Enter in a field tries to submit: nothing is sent, the errors show and the first one takes focus.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveFocus());
    await expect(save).toHaveAccessibleDescription(saveHint);
  },
};

/** The caller words the hint (`labels.saveHint`); it shows once a field was left. */
export const CustomSaveHint: Story = {
  args: {
    mode: 'default',
    title: 'Your details',
    values: { first_name: '', last_name: '', email: '' },
    labels: { saveHint: 'Enter your name and email to continue.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(canvas.queryByText('Enter your name and email to continue.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.tab();
    await expect(canvas.getByText('Enter your name and email to continue.')).toBeVisible();
    await expect(save).toHaveAccessibleDescription('Enter your name and email to continue.');
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
  },
};

/** `labels.saveHint: null` hides the hint: the field errors say enough (a short login form). */
export const HiddenSaveHint: Story = {
  args: {
    mode: 'default',
    title: 'Your details',
    values: { first_name: '', last_name: '', email: '' },
    labels: { saveHint: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), '{Enter}');
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.queryByText(saveHint)).not.toBeInTheDocument();
    await expect(save).toBeDisabled();
    await expect(save).not.toHaveAttribute('aria-describedby');
  },
};

/** The server refuses the save: its field errors and the form-level error appear at once. */
export const WithServerErrors: Story = {
  args: {
    onSubmit: fn(async () => ({
      errors: {
        email: [{ id: 'server.emailTaken', message: 'This email is already in use.' }],
        non_field_errors: [{ id: 'server.tryLater', message: 'Some details could not be saved.' }],
      },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(ada);

    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error processing user data'));
    await expect(alert).toHaveTextContent('Some details could not be saved.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email is already in use.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Changing the field clears its server error (and the form-wide one).
    await userEvent.type(email, 'm');
    await expect(canvas.queryByText('This email is already in use.')).not.toBeInTheDocument();
    await expect(alert).not.toHaveTextContent('Some details could not be saved.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Server errors pushed from outside (`serverErrors`) and a caller's form-level error show at once. */
export const WithPushedServerErrors: Story = {
  args: {
    mode: 'save_cancel',
    error: 'Error processing user data',
    serverErrors: pushedErrors as FormProps<object>['serverErrors'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error processing user data');
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    // The caller's error and the failure message say the same: it shows once.
    await expect(within(canvas.getByRole('alert')).getAllByText('Error processing user data')).toHaveLength(
      1,
    );
    await expect(firstName).toHaveAccessibleDescription('Please include valid characters');
  },
};

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

/** Buttons take overriding labels; long translated texts wrap instead of overflowing. */
export const LongTranslatedText: Story = {
  args: {
    mode: 'edit_save_delete_cancel',
    title: 'Coordonnées du titulaire du compte et adresse de courriel principale',
    values: {
      first_name: 'Marie-Geneviève-Éléonore',
      last_name: 'de La Rochefoucauld-Montmorency',
      email: 'marie.genevieve.eleonore.delarochefoucauld@exemple-tres-long.example.com',
    },
    labels: {
      edit: 'Modifier les coordonnées',
      save: 'Enregistrer les modifications',
      cancel: 'Annuler sans enregistrer',
      delete: 'Supprimer définitivement',
    },
    successMessage: 'Les renseignements du compte ont été enregistrés',
  },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier les coordonnées' }));
    await expect(canvas.getByRole('button', { name: 'Supprimer définitivement' })).toBeVisible();
  },
};

/** Arabic: the page is right-to-left; the form mirrors and keeps working the same way. */
export const ArabicRightToLeft: Story = {
  args: {
    title: 'تفاصيل الحساب',
    // The spec allows Latin-1 names only: an Arabic page edits them left-to-right inside right-to-left.
    values: { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.com' },
    successMessage: 'تم حفظ معلومات الحساب',
    children: (
      <>
        <TextField name="first_name" label="الاسم الأول" autoComplete="given-name" maxLength={56} />
        <TextField name="last_name" label="اسم العائلة" autoComplete="family-name" maxLength={56} />
        <TextField name="email" label="البريد الإلكتروني" type="email" autoComplete="email" dir="ltr" />
      </>
    ),
    onSubmit: fn(async () => undefined),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('Layla')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const firstName = canvas.getByRole('textbox', { name: 'الاسم الأول' });
    await expect(firstName).toHaveAttribute('dir', 'auto');
    // An Arabic name is refused by the domain (Latin-1 only), with its message after leaving the field.
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'ليلى');
    await userEvent.tab();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('button')[0]).toBeDisabled();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Layla');
    await expect(canvas.getAllByRole('button')[0]).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('dir', 'ltr');
  },
};

/** Below 900px the buttons stack at full width. */
export const NarrowViewport: Story = {
  args: { mode: 'edit_save_delete_cancel' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const save = canvas.getByRole('button', { name: 'Save' });
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(save.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
  },
};

/**
 * The account details of spec section 2 put together: the domain's form values and schema, names, email
 * and phone with its country; the server answers in English (`{field: [text]}`) and the domain turns that
 * back into translatable descriptors.
 */
export const AccountDetails: Story = {
  args: {
    values: userDetailsFormValues({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+12015550123',
    }),
    validate: schemaValidator(userDetailsFormSchema) as FormProps<object>['validate'],
    required: ['first_name', 'last_name', 'email', 'phone'] as never[],
    onSubmit: fn(async () => ({
      errors: describeServerErrors({ email: ['Email must be less than 254 characters'] }),
    })),
    children: (
      <>
        <TextField name="first_name" label="First name" autoComplete="given-name" maxLength={limits.name} />
        <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={limits.name} />
        <EmailField name="email" />
        <PhoneField name="phone" countryName="phone_country" />
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1 201 555 0123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue('201 555 0123');
    await userEvent.clear(phone);
    await userEvent.type(phone, '2025550143');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone_country: 'US',
      phone: '+12025550143',
    });
    await expect(await canvas.findByText('Email must be less than 254 characters')).toBeVisible();
  },
};
