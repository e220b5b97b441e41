export { createApiClient, ApiError, unwrap, fieldErrorsOf } from './client';
export type {
  ApiClient,
  ApiClientConfig,
  CallOptions,
  CallResult,
  CallError,
  ErrorTextInput,
  FieldErrors,
  HttpMethod,
} from './client';
export {
  browserTokenStore,
  memoryTokenStore,
  readCookie,
  storageKeys,
  tokenCookieName,
  csrfCookieName,
} from './storage';
export type { TokenStore } from './storage';
export {
  login,
  logout,
  isAuthenticated,
  sessionLogin,
  sessionLogout,
  passwordToken,
  refreshToken,
  revokeToken,
  browserCookies,
  oauthClientId,
} from './auth';
export type { Credentials, CookieJar } from './auth';
export {
  getUserInfo,
  getUserDetails,
  updateUserDetails,
  getShipping,
  updateShipping,
  updateLanguage,
  userInfoQueryOptions,
  userDetailsQueryOptions,
  shippingQueryOptions,
} from './user';
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
export { followPages } from './paging';
export { queryKeys } from './query-keys';
export { staleTimes } from './stale-times';
export * as schemas from './schemas';
export type {
  Page,
  UserInfo,
  UserDetails,
  UserDetailsUpdate,
  Shipping,
  Account,
  RemoteConfig,
  Player,
  IncompleteProfile,
  ActivityResult,
  TokenResponse,
} from './schemas';
