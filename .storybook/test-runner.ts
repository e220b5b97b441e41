import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

/**
 * The window of each story in `pnpm test:storybook`: the narrow viewport for stories that pin it
 * (`globals: { viewport: { value: 'narrow' } }`), else the desktop one. The sizes are those of the
 * viewport options in preview.tsx (addon-vitest applies them itself in the Vitest story run).
 */
const viewports = {
  narrow: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const pinned = (story.storyGlobals as { viewport?: { value?: string } } | undefined)?.viewport?.value;
    await page.setViewportSize(pinned === 'narrow' ? viewports.narrow : viewports.desktop);
  },
};

export default config;
