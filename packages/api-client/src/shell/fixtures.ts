import type { RemoteConfig } from './schemas';

/** The global configs of the demo world: the tags the dashboard supports. */
export const globalRemoteConfigsFixture: RemoteConfig[] = [
  {
    config_name: 'customer_dash_supported_account_tags',
    config_value: '["hub-dashboard","early-access"]',
    updated_at: '2026-10-01T12:00:00Z',
  },
];
