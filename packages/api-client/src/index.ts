// The public surface of @hub/api-client: the generic caller, storage, auth, one block per resource.

// --- the generic caller (spec sections 7, 8) ---
export { createApiClient, ApiError, unwrap, fieldErrorsOf, retryAfterSeconds } from './client';
export type {
  ApiClient,
  ApiClientConfig,
  CallOptions,
  CallResult,
  CallError,
  FieldErrors,
  HttpMethod,
} from './client';

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
} from './storage';
export type { TokenStore, CookieJar } from './storage';

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
} from './auth';
export type { Credentials } from './auth';

// --- password reset ---
export { requestPasswordReset, setPassword } from './password';
export type { NewPasswordRequest } from './password';

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
} from './user';
export type { AccountDetailsChanges, AccountDetailsSaveResult } from './user';

// --- the account: account, remote configs, players ---
export {
  getAccount,
  getAccountRemoteConfigs,
  getGlobalRemoteConfigs,
  getPlayers,
  getIncompleteProfiles,
  accountQueryOptions,
  accountRemoteConfigsQueryOptions,
  globalRemoteConfigsQueryOptions,
  playersQueryOptions,
  incompleteProfilesQueryOptions,
} from './account';

// --- shared ---
export { followPages } from './paging';
export { queryKeys } from './query-keys';
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
} from './schemas';
