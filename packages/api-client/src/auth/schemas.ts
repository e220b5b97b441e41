// Tokens and the answers of the password calls.
import * as v from 'valibot';

export const tokenResponseSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.string(),
  expires_in: v.number(),
  scope: v.string(),
});
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;

/** The answer of `POST /api/v2/user/set_password/`: the text, and whose password it was (to log in). */
export const passwordSetSchema = v.object({ detail: v.string(), email: v.string() });
export type PasswordSet = v.InferOutput<typeof passwordSetSchema>;
