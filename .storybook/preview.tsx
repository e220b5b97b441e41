import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { lightTheme, preloadMobileMenu, preloadSelect } from '@hub/ui';
import { isUiLanguage, languageDirection, uiLanguages, type UiLanguage } from '@hub/domain';
import { handlers } from '@hub/api-client/msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { ScreenStoryHarness } from '../apps/hub/src/app/ScreenStoryHarness';
import { activateLanguage, catalogAreas, i18n, loadAreaCatalog } from '../apps/hub/src/shared/i18n/i18n';
import { ScreenHarnessContext } from '../apps/hub/src/shared/ScreenStory';

// `findBy…` and `waitFor` in play functions wait up to 15 s for what they look for (Testing Library's default is
// 1 s): a lazy page and its catalog can take that long on a loaded two-core machine.
configure({ asyncUtilTimeout: 15_000 });

/** A phone-sized window, below the spec's 900px menu breakpoint. Story tests use it too (addon-vitest). */
const narrowViewport = { width: 375, height: 740 } as const;

/**
 * Puts the theme on the document and wraps the story in the active language. A hub screen story
 * (`ScreenStory`) gets the app's harness from here: the areas' stories cannot import the route table.
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const language: UiLanguage = isUiLanguage(context.globals.locale) ? context.globals.locale : 'en';
  const root = document.documentElement;
  root.classList.add(lightTheme);
  root.lang = language;
  root.dir = languageDirection(language);
  return (
    <I18nProvider i18n={i18n}>
      <ScreenHarnessContext.Provider value={ScreenStoryHarness}>
        <Story />
      </ScreenHarnessContext.Provider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLanguage],
  loaders: [
    // Only a call to our API without a handler is worth a warning (a story missing its mock); the
    // language catalogs and Storybook's own files go to the network as usual.
    mswLoader(async () => {
      // Every story's hub is configured as the server is by default (phone fields start on the US); a
      // story's own `msw.use(handlers.hubConfig(...))` configures another country.
      const worker = setupWorker(handlers.hubConfig());
      await worker.start({
        quiet: true,
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
        },
      });
      return worker;
    }),
    async ({ globals }) => {
      // Radix Select and the mobile menu's panel load after a page's first paint (Select.tsx,
      // MobileMenu.tsx); a story shows them loaded, as a page does a moment later. The stories "Before
      // Radix Loads" (Forms/Select) and "Pressed Before The Panel Loads" (MobileMenu) show the moment before.
      // A story renders an area's screen without its route, so every area's catalog is loaded here.
      await Promise.all([
        activateLanguage(isUiLanguage(globals.locale) ? globals.locale : 'en').then(() =>
          Promise.all(catalogAreas.map(loadAreaCatalog)),
        ),
        preloadSelect(),
        preloadMobileMenu(),
      ]);
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language of the UI (Arabic turns the page right-to-left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: uiLanguages.map((language) => ({
          value: language.code,
          title: `${language.nativeName} (${language.code})`,
          right: language.direction === 'rtl' ? 'RTL' : undefined,
        })),
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        narrow: {
          name: 'Narrow, below the 900px breakpoint',
          styles: { width: `${narrowViewport.width}px`, height: `${narrowViewport.height}px` },
          type: 'mobile',
        },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Violations fail the story's test. WCAG 2.2 AA rules only; a story may turn one rule off, saying why.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
