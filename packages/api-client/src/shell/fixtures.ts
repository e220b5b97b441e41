import type { HubConfig, RemoteConfig } from './schemas';

/** The hub's configuration as the server answers it unconfigured: phone fields start on the US. */
export const hubConfigFixture: HubConfig = { default_phone_country: 'US' };

/** The global configs of the demo world: the tags the dashboard supports. */
export const globalRemoteConfigsFixture: RemoteConfig[] = [
  {
    config_name: 'customer_dash_supported_account_tags',
    config_value: '["hub-dashboard","early-access"]',
    updated_at: '2026-10-01T12:00:00Z',
  },
];

/** An account's own configs, as staff see them on the admin account page (issue 28). */
export const accountRemoteConfigsFixture: RemoteConfig[] = [
  { config_name: 'metagame', config_value: '{"product":"city"}', updated_at: '2026-11-02T09:30:00Z' },
  { config_name: 'sensor_poll_seconds', config_value: '5', updated_at: '2026-10-14T16:05:00Z' },
];
