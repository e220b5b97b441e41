/** The error bodies the server answers (docs/decisions.md), one per failure the hub shows. */
export const errorBodies = {
  /** 400 of `PATCH /api/v2/user/`: field errors in the domain's English. */
  userValidation: {
    phone: ['Please input a valid phone number'],
    email: ['A user with this email already exists.'],
  },
  /** 400 of `PATCH /api/v2/user/shipping/`. */
  shippingValidation: { city: ['Please input a valid city'], zipcode: ['Please input a valid Zipcode'] },
  /** 400 of the session login with a wrong password. */
  wrongPassword: { non_field_errors: ['Unable to log in with provided credentials.'] },
  /** 400 of the session login with a field missing. */
  loginValidation: { email: ['Email is required'] },
  unauthorized: { detail: 'Invalid token.' },
  /** 403 of every account-scoped call of a BLOCKED account's user. */
  blocked: { detail: 'This account is unavailable. Please contact support.' },
  forbidden: { detail: 'You do not have permission to perform this action.' },
  notFound: { detail: 'Not found.' },
  throttled: (seconds: number) => ({
    detail: `Too many failed sign-in attempts. Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  }),
  serverError: { detail: 'Server error.' },
  /** 400 of the reset request: an email the rules refuse. */
  passwordResetValidation: { email: ['Please enter a valid email.'] },
  /** 429 of the reset request. */
  passwordResetThrottled: (seconds: number) => ({
    detail: `Too many password reset requests. Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  }),
  /** 400 of the set-password call: the link is unknown, expired, used or replaced. */
  invalidResetLink: { token: ['This link to set a password is invalid, has expired or was already used.'] },
  /** 400 of the set-password call: the password breaks a rule (here: the classes). */
  weakPassword: { password: ['Password must include letters, numbers, and special symbols'] },
  /** 400 of the set-password call: the password holds the user's name. */
  passwordWithName: { password: ['Password must not contain your first or last name'] },
} as const;
