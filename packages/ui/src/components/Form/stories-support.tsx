// What the Form's story files share (stories only, never exported from the package): the account details
// of spec section 2 with a validator built from the domain's schemas, and the args and column every Form
// story starts from. Each file groups the states of one concern (Modes, Validation, Saving, Languages and
// layout) under Forms/Form.
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  nonFieldErrorsKey,
  validate,
  type AnySchema,
} from '@hub/domain';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { formModes, type FormProps } from './Form';

/** The account details of spec section 2, with a validator injected as the Form expects. */
export interface Details {
  first_name: string;
  last_name: string;
  email: string;
}

export const ada: Details = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

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

function DetailsFields() {
  return (
    <>
      <TextField name="first_name" label="First name" autoComplete="given-name" maxLength={56} />
      <TextField name="last_name" label="Last name" autoComplete="family-name" maxLength={56} />
      <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} dir="ltr" />
    </>
  );
}

/** The args of every Form story file's meta: Ada's account details in `edit_save_cancel`, fresh spies. */
export function detailsArgs() {
  return {
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
  } satisfies Partial<FormProps<object>>;
}

export const formArgTypes = {
  mode: { control: 'inline-radio', options: formModes },
  children: { control: false },
} as const;

/** The column a form sits in on a page. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxInlineSize: '480px' }}>
    <Story />
  </div>
);

/** The docs page's description of the component: what it is for, and how to use it well. */
export const formDescription = [
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
