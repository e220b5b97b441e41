/** The answers of the password reset calls (the server's English). */
export const passwordResetFixtures = {
  requested: {
    detail:
      'If an account uses this email, a link to set a new password is on its way. The link works for one hour.',
  },
  set: { detail: 'Your new password is set. You can log in with it now.', email: 'parent@demo.test' },
} as const;

/** The token answer of a successful sign-in in stories. */
export const tokenResponseFixture = {
  access_token: 'story-access-token',
  refresh_token: 'story-refresh-token',
  token_type: 'Bearer',
  expires_in: 900,
  scope: 'read write groups',
};
