// The login and new-password forms (spec section 5), apart from forms.ts so the signed-out pages do not
// load the phone and address rules (and libphonenumber-js's metadata) they never use.
import * as v from 'valibot';
import {
  loginEmailSchema,
  loginPasswordSchema,
  newPasswordFieldSchema,
  passwordConfirmationSchema,
  type PasswordNames,
} from './fields';
import { encodeMessage as m } from './issues';
import { fieldLabels, validationMessages } from './messages';
import { fields } from './object-schema';

/** The login form (spec section 5): email up to 255 characters, password up to 40. */
export const loginSchema = fields(
  { email: loginEmailSchema, password: loginPasswordSchema },
  { email: fieldLabels.email, password: fieldLabels.password },
);

/** The login form's values. */
export type LoginValues = v.InferOutput<typeof loginSchema>;

/** The new-password form's values. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** A new password and its confirmation (spec section 5), checked against the user's first and last name. */
export function newPasswordSchema(names: PasswordNames = {}) {
  return v.pipe(
    fields(
      { password: newPasswordFieldSchema(names), confirmation: passwordConfirmationSchema },
      { password: fieldLabels.password, confirmation: fieldLabels.passwordConfirmation },
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmation']],
        ({ password, confirmation }) => password === confirmation,
        m(validationMessages.passwordsMustMatch),
      ),
      ['confirmation'],
    ),
  );
}
