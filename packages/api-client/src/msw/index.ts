export { handlers, signedInHandlers, pageOf, ok, loading, failing } from './handlers';
export type { MockState } from './handlers';
export {
  userInfoFixtures,
  userDetailsFixture,
  shippingFixture,
  accountFixture,
  playersFixture,
  incompleteProfilesFixture,
  globalRemoteConfigsFixture,
} from './fixtures';
