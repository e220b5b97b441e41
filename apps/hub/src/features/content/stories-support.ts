// What the content screens' stories share (Resources, Tutorials, Webinars; stories only, the app never
// imports it): the parent's world, Spanish, and the checks of the page, its cards and its states. Arabic
// and its direction come from shared/story-support.ts and are passed on from here, so a story imports one file.
import { personaHandlers, type CoachingState, type ContentState } from '@hub/api-client/msw';
import { expect, within } from 'storybook/test';

export { arabic, rtl } from '../../shared/story-support';

/** The Spanish locale global. */
export const spanish = { locale: 'es' };

/** A parent signed in: the content world (resources, tutorials) in `content`, the webinars' in `coaching`. */
export function parent({
  content = 'content',
  coaching = 'parent-with-coaches',
}: { content?: ContentState; coaching?: CoachingState } = {}) {
  return personaHandlers('parent', { content, coaching });
}

/** The page's heading, once the lazy page has come. */
export async function page(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('heading', { level: 1 });
}

/** An item's card, found by its title (a level-3 heading). */
export async function card(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 3, name: title });
  return heading.closest('section') as HTMLElement;
}

/** The list is loading: the page's heading, and a placeholder that says what loads. */
export async function expectLoading(canvasElement: HTMLElement, text: string) {
  await page(canvasElement);
  await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
}

/** The read failed: an alert says what could not be loaded, with Try again. */
export async function expectFailed(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
}

/** The read failed, in any language: the alert shows. */
export async function expectAlert(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
}
