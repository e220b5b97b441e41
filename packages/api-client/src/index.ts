// The public surface of @hub/api-client: the generic caller and storage (src/http), then one block per
// area, each from its folder (src/<area>: calls, schemas, query options; MSW handlers at @hub/api-client/msw).

// --- the generic caller (spec sections 7, 8) ---
export { createApiClient, ApiError, unwrap, fieldErrorsOf, retryAfterSeconds } from './http/client';
export type {
  ApiClient,
  ApiClientConfig,
  CallOptions,
  CallResult,
  CallError,
  FieldErrors,
  HttpMethod,
} from './http/client';

// --- what the hub keeps on the device (spec section 3) ---
export {
  browserTokenStore,
  memoryTokenStore,
  browserCookies,
  memoryCookieJar,
  cookieNames,
  readCookie,
  storageKeys,
  tokenCookieName,
  csrfCookieName,
} from './http/storage';
export type { TokenStore, CookieJar } from './http/storage';

// --- signing in and out (spec sections 4, 7) ---
export {
  login,
  logout,
  clearCookies,
  isAuthenticated,
  authStatusQueryOptions,
  sessionLogin,
  sessionLogout,
  passwordToken,
  refreshToken,
  revokeToken,
  oauthClientId,
} from './auth/session';
export type { Credentials } from './auth/session';

// --- password reset ---
export { requestPasswordReset, setPassword } from './auth/password';
export type { NewPasswordRequest } from './auth/password';

// --- the user: info, details, shipping, language ---
export {
  getUserInfo,
  getUserDetails,
  updateUserDetails,
  getShipping,
  updateShipping,
  updateLanguage,
  saveAccountDetails,
  invalidateAccountDetails,
  invalidateUserLanguage,
  userInfoQueryOptions,
  userDetailsQueryOptions,
  shippingQueryOptions,
} from './account/user';
export type { AccountDetailsChanges, AccountDetailsSaveResult } from './account/user';

// --- changing the email: the links of the two emails ---
export { openEmailChangeLink } from './account/email-change';
export type { EmailChangeLink } from './account/email-change';

// --- the account ---
export { getAccount, accountQueryOptions } from './account/account';

// --- the shell: remote configs ---
export {
  getAccountRemoteConfigs,
  getGlobalRemoteConfigs,
  accountRemoteConfigsQueryOptions,
  globalRemoteConfigsQueryOptions,
} from './shell/remote-configs';

// --- stats: players ---
export {
  getPlayers,
  getIncompleteProfiles,
  playersQueryOptions,
  incompleteProfilesQueryOptions,
} from './stats/players';

// --- shared ---
export { followPages } from './http/paging';
export { queryKeys } from './http/query-keys';
export * as schemas from './schemas';
export type {
  Page,
  UserInfo,
  UserDetails,
  UserDetailsUpdate,
  LanguageUpdate,
  Shipping,
  Account,
  RemoteConfig,
  Player,
  IncompleteProfile,
  ActivityResult,
  TokenResponse,
  DetailResponse,
  PasswordSet,
  EmailChangeResult,
} from './schemas';
