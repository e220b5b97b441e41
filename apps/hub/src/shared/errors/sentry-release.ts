import type { SentryVitePluginOptions } from '@sentry/vite-plugin';

/**
 * Release builds upload the hub's source maps to Sentry (`@sentry/vite-plugin`, wired in vite.config.ts).
 * Sentry files the maps under a release, and that release must be the one the app reports at run time:
 * main.tsx passes `import.meta.env.VITE_RELEASE` to `Sentry.init`, so this variable is the single source
 * of the name. When a release build has no VITE_RELEASE, the name defaults to `hub@<version>+<git sha>`
 * and vite.config.ts defines VITE_RELEASE to it (`appReleaseDefine`), so app and upload still agree.
 */
export const APP_RELEASE_ENV = 'VITE_RELEASE';

/** The environment as the build sees it: `process.env` with Vite's `VITE_` variables (.env files) over it. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

export interface ReleaseBuild {
  /** The built app's folder (`build.outDir`), absolute. */
  distDir: string;
  /** `@hub/hub`'s package version, for the default release name. */
  version: string;
  /** The checkout's short commit sha, undefined outside git; only called when a default name is needed. */
  gitSha: () => string | undefined;
}

/** The plugin's options, always with the release name the app reports. */
export type SentryUploadOptions = SentryVitePluginOptions & {
  release: NonNullable<SentryVitePluginOptions['release']> & { name: string };
};

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The release the app reports to Sentry: VITE_RELEASE, else `hub@<version>+<short sha>` (or without the sha). */
export function releaseName(env: BuildEnv, build: Pick<ReleaseBuild, 'version' | 'gitSha'>): string {
  const given = present(env[APP_RELEASE_ENV]);
  if (given) return given;
  const sha = present(build.gitSha());
  return sha ? `hub@${build.version}+${sha}` : `hub@${build.version}`;
}

// Sentry refuses these names (slashes, control whitespace, "." and ".."); better to fail before building.
function checkReleaseName(name: string): void {
  if (name === '.' || name === '..' || /[/\\\n\r\t]/.test(name) || name.length > 200) {
    throw new Error(
      `Release name ${JSON.stringify(name)} is not one Sentry accepts (no slashes, tabs or newlines, ` +
        `not "." or "..", at most 200 characters): set ${APP_RELEASE_ENV} to another name.`,
    );
  }
}

/**
 * The `@sentry/vite-plugin` options for a release build, or null when this is no release build (no
 * SENTRY_AUTH_TOKEN): then the plugin is left out, and the build neither uploads nor deletes anything.
 * A token without SENTRY_ORG or SENTRY_PROJECT is a misconfigured release and fails the build.
 */
export function sentryUploadOptions(env: BuildEnv, build: ReleaseBuild): SentryUploadOptions | null {
  const authToken = present(env.SENTRY_AUTH_TOKEN);
  if (!authToken) return null;

  const org = present(env.SENTRY_ORG);
  const project = present(env.SENTRY_PROJECT);
  if (!org || !project) {
    const missing = [!org && 'SENTRY_ORG', !project && 'SENTRY_PROJECT'].filter(Boolean).join(' and ');
    throw new Error(
      `SENTRY_AUTH_TOKEN is set, so this build uploads its source maps to Sentry, but ${missing} ` +
        `${missing.includes(' and ') ? 'are' : 'is'} not set. Set both, or unset SENTRY_AUTH_TOKEN for a build without upload.`,
    );
  }
  const url = present(env.SENTRY_URL);
  const name = releaseName(env, build);
  checkReleaseName(name);

  return {
    org,
    project,
    authToken,
    ...(url ? { url } : {}),
    // The plugin's own usage reports to Sentry stay off: the build talks to Sentry only to upload.
    telemetry: false,
    release: { name },
    sourcemaps: {
      // Uploaded, the maps leave dist, so a release's dist never holds them (the server refuses `.map` anyway).
      filesToDeleteAfterUpload: [`${build.distDir.replaceAll('\\', '/')}/**/*.map`],
    },
    // The plugin logs a failed upload and goes on; a release whose stack traces Sentry cannot read should
    // not ship unnoticed, so the build fails instead (the maps are still deleted from dist).
    errorHandler: (error) => {
      throw error;
    },
  };
}

/** Vite `define` entries that make the app report `name` (`import.meta.env.VITE_RELEASE` in main.tsx). */
export function appReleaseDefine(name: string): Record<string, string> {
  return { [`import.meta.env.${APP_RELEASE_ENV}`]: JSON.stringify(name) };
}
