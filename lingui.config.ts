import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The ten UI languages of the spec (section 1). English is the source and the fallback. */
export const locales = ['en', 'es', 'ar', 'ru', 'uk', 'vi', 'zh-CN', 'fr-CA', 'so', 'hmn'];

/**
 * The feature areas with a catalog of their own (`locales/<language>/<area>.po`, loaded with the area's
 * lazy chunk: apps/hub/src/shared/i18n/catalog-areas.ts names the same areas), and the folders (or files),
 * from the repository root, whose messages go to it: the area's screens, and its rules in @hub/domain
 * where only its screens show their messages. Everything else is in `messages.po`, the first paint's.
 */
const catalogAreaSources: Record<string, readonly string[]> = {
  // The account tab's cards below its first paint (devices, caregivers, privacy), loaded lazily.
  account: ['apps/hub/src/features/account/cards', 'packages/domain/src/account.ts'],
  // The card form and plan wording both billing and checkout show (apps/hub/src/shared/billing) are in both.
  billing: ['apps/hub/src/features/billing', 'apps/hub/src/shared/billing'],
  checkout: ['apps/hub/src/features/checkout', 'packages/domain/src/checkout', 'apps/hub/src/shared/billing'],
  stats: ['apps/hub/src/features/stats', 'packages/domain/src/stats'],
  onboarding: ['apps/hub/src/features/onboarding', 'packages/domain/src/onboarding.ts'],
  admin: ['apps/hub/src/features/admin', 'packages/domain/src/admin'],
  coaching: ['apps/hub/src/features/coaching', 'packages/domain/src/coaching'],
  // The webinars page says the coaching rules' refusals too ("This webinar is full.").
  content: ['apps/hub/src/features/content', 'packages/domain/src/coaching', 'packages/domain/src/content'],
};
const catalogAreas = Object.entries(catalogAreaSources);

const excluded = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/apps/hub/src', '<rootDir>/packages/domain/src', '<rootDir>/packages/ui/src'],
      exclude: [
        ...excluded,
        ...catalogAreas.flatMap(([, sources]) =>
          sources.map((source) => `<rootDir>/${source}${source.endsWith('.ts') ? '' : '/**'}`),
        ),
      ],
    },
    ...catalogAreas.map(([area, sources]) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: sources.map((source) => `<rootDir>/${source}`),
      exclude: excluded,
    })),
    // The server's emails, in the recipient's language: @hub/emails' components and the few texts the
    // server writes itself (a call's calendar title), which share one catalog and its message ids.
    {
      path: '<rootDir>/locales/{locale}/emails',
      include: ['<rootDir>/apps/server/src', '<rootDir>/packages/emails/src'],
      exclude: excluded,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
