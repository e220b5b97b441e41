import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import {
  checkStory,
  fixedNow,
  freezeCss,
  startStory,
  trackRequests,
  viewports,
  type StoryShots,
} from './visual.ts';

/** What each story pins (its viewport, its language), read before it renders and used for its shots. */
const pinned = new Map<string, StoryShots>();

/**
 * `pnpm test:storybook`: every story of the built Storybook renders, plays and passes axe (addon-a11y,
 * `a11y.test: 'error'` in preview.tsx), and then looks as its committed screenshot does (visual.ts).
 */
const config: TestRunnerConfig = {
  /** Each test file's page: a fixed clock, frozen motion, its requests followed; then Storybook's iframe. */
  async prepare({ page, browserContext }) {
    await browserContext.clock.setFixedTime(fixedNow);
    await browserContext.addInitScript((css: string) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, freezeCss);
    trackRequests(page);
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  /** The story's own window (the narrow one for stories that pin it), and nothing the story before kept. */
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const globals = (story.storyGlobals ?? {}) as { viewport?: { value?: string }; locale?: string };
    const shots: StoryShots = {
      id: context.id,
      title: context.title,
      viewport: globals.viewport?.value,
      locale: globals.locale,
    };
    pinned.set(context.id, shots);
    await page.setViewportSize(shots.viewport === 'narrow' ? viewports.narrow : viewports.desktop);
    await startStory(page);
  },
  async postVisit(page, context) {
    if (context.hasFailure) return;
    await checkStory(page, pinned.get(context.id) ?? { id: context.id, title: context.title });
  },
};

export default config;
