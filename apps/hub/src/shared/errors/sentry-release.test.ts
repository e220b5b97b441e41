import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { APP_RELEASE_ENV, appReleaseDefine, releaseName, sentryUploadOptions } from './sentry-release';

const build = { distDir: '/srv/hub/apps/hub/dist', version: '0.1.0', gitSha: () => 'abc1234' };
const release = {
  SENTRY_AUTH_TOKEN: 'sntrys_test-token',
  SENTRY_ORG: 'heart-rate-games',
  SENTRY_PROJECT: 'customer-hub',
};

describe('source map upload to Sentry at release', () => {
  it('leaves the plugin out without SENTRY_AUTH_TOKEN, and asks git nothing', () => {
    const gitSha = vi.fn(() => 'abc1234');
    expect(sentryUploadOptions({}, { ...build, gitSha })).toBeNull();
    expect(
      sentryUploadOptions({ SENTRY_ORG: 'o', SENTRY_PROJECT: 'p', VITE_RELEASE: 'r' }, { ...build, gitSha }),
    ).toBeNull();
    expect(sentryUploadOptions({ ...release, SENTRY_AUTH_TOKEN: '  ' }, { ...build, gitSha })).toBeNull();
    expect(gitSha).not.toHaveBeenCalled();
  });

  it('takes org, project, token and URL from the environment, with telemetry off', () => {
    const options = sentryUploadOptions({ ...release, SENTRY_URL: 'https://sentry.example.org/' }, build);
    expect(options).toMatchObject({
      org: 'heart-rate-games',
      project: 'customer-hub',
      authToken: 'sntrys_test-token',
      url: 'https://sentry.example.org/',
      telemetry: false,
    });
    expect(sentryUploadOptions(release, build)).not.toHaveProperty('url');
  });

  it('uploads under the release the app reports (VITE_RELEASE)', () => {
    const options = sentryUploadOptions({ ...release, VITE_RELEASE: 'hub-2026.11.02' }, build);
    expect(options?.release.name).toBe('hub-2026.11.02');
    // vite.config.ts defines the same value as the app's import.meta.env.VITE_RELEASE.
    expect(appReleaseDefine(options!.release.name)).toEqual({
      'import.meta.env.VITE_RELEASE': JSON.stringify('hub-2026.11.02'),
    });
  });

  it('names a release without VITE_RELEASE after the version and commit, and gives the app that name', () => {
    const options = sentryUploadOptions(release, build);
    expect(options?.release.name).toBe('hub@0.1.0+abc1234');
    expect(appReleaseDefine(options!.release.name)).toEqual({
      'import.meta.env.VITE_RELEASE': '"hub@0.1.0+abc1234"',
    });
    expect(releaseName({}, { version: '0.1.0', gitSha: () => undefined })).toBe('hub@0.1.0');
  });

  it('is the variable main.tsx gives Sentry.init as its release', () => {
    const main = readFileSync(new URL('../../main.tsx', import.meta.url), 'utf8');
    expect(main).toContain(`release: import.meta.env.${APP_RELEASE_ENV},`);
  });

  it('deletes every source map in dist after the upload', () => {
    const options = sentryUploadOptions(release, build);
    expect(options?.sourcemaps?.filesToDeleteAfterUpload).toEqual(['/srv/hub/apps/hub/dist/**/*.map']);
    const windows = sentryUploadOptions(release, { ...build, distDir: 'C:\\hub\\apps\\hub\\dist' });
    expect(windows?.sourcemaps?.filesToDeleteAfterUpload).toEqual(['C:/hub/apps/hub/dist/**/*.map']);
  });

  it('fails the build when the upload fails, instead of shipping a release Sentry cannot read', () => {
    const options = sentryUploadOptions(release, build);
    expect(() => options?.errorHandler?.(new Error('upload refused'))).toThrow('upload refused');
  });

  it('refuses a token without org or project, and a release name Sentry would refuse', () => {
    expect(() => sentryUploadOptions({ SENTRY_AUTH_TOKEN: 't' }, build)).toThrow(
      /SENTRY_ORG and SENTRY_PROJECT are not set/,
    );
    expect(() => sentryUploadOptions({ ...release, SENTRY_PROJECT: '' }, build)).toThrow(
      /SENTRY_PROJECT is not set/,
    );
    expect(() => sentryUploadOptions({ ...release, VITE_RELEASE: 'feature/sign-in' }, build)).toThrow(
      /not one Sentry accepts/,
    );
  });
});
