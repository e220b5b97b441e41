import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The ten UI languages of the spec (section 1). English is the source and the fallback. */
export const locales = ['en', 'es', 'ar', 'ru', 'uk', 'vi', 'zh-CN', 'fr-CA', 'so', 'hmn'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/apps/hub/src', '<rootDir>/packages/domain/src', '<rootDir>/packages/ui/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
