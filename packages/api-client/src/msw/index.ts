// MSW handlers and fixtures for every state of the hub's calls, for stories and tests.
export {
  handlers,
  personaHandlers,
  loginHandlers,
  pageOf,
  ok,
  slow,
  loading,
  failing,
  validationFailed,
  wrongPassword,
  unauthorized,
  blockedAccount,
  notFound,
  throttled,
  resetThrottled,
  invalidResetLink,
  serverError,
  networkError,
} from './handlers';
export type { MockState, PersonaOptions } from './handlers';
export {
  personas,
  userInfoFixtures,
  userDetailsFor,
  userDetailsFixture,
  shippingFixture,
  emptyShippingFixture,
  accountFor,
  accountFixture,
  playersFixture,
  incompleteProfilesFixture,
  globalRemoteConfigsFixture,
  passwordResetFixtures,
  errorBodies,
} from './fixtures';
export type { Persona } from './fixtures';
