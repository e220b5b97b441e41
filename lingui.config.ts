import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { catalogAreas } from './apps/hub/src/app/i18n/catalog-areas';

/** The ten UI languages of the spec (section 1). English is the source and the fallback. */
export const locales = ['en', 'es', 'ar', 'ru', 'uk', 'vi', 'zh-CN', 'fr-CA', 'so', 'hmn'];

// The first paint's catalog (`messages.po`) and one per feature area (apps/hub/src/app/i18n/catalog-areas.ts).
const excluded = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/apps/hub/src', '<rootDir>/packages/domain/src', '<rootDir>/packages/ui/src'],
      exclude: [...excluded, ...catalogAreas.map((area) => `<rootDir>/apps/hub/src/features/${area}/**`)],
    },
    ...catalogAreas.map((area) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: [`<rootDir>/apps/hub/src/features/${area}`],
      exclude: excluded,
    })),
    // The server's emails, in the recipient's language (apps/server/src/mail-language.ts).
    {
      path: '<rootDir>/locales/{locale}/emails',
      include: ['<rootDir>/apps/server/src'],
      exclude: excluded,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
