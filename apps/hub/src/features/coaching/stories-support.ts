// What the coaching screens' stories share (Book a call, the coach's page; stories only, the app never
// imports it): the parent's and the coach's worlds, the languages, and the checks of popups, sections
// and the page's states.
import { coachingHandlers, personaHandlers, type CoachingState } from '@hub/api-client/msw';
import { expect, waitFor, within } from 'storybook/test';

/** Queries bound to an element (storybook/test's `within`). */
type Queries = ReturnType<typeof within>;

export const arabic = { locale: 'ar' };

/** The parent's world with a coaching state (the coaching handlers answer first). */
export function parent(state: CoachingState = 'parent-with-coaches') {
  return [...coachingHandlers(state), ...personaHandlers('parent')];
}

/** The coach's world with a coaching state (the coaching handlers answer first). */
export function coach(state: CoachingState = 'coach') {
  return [...coachingHandlers(state), ...personaHandlers('coach')];
}

/** The page is laid out right to left (Arabic). */
export async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

/** The document's body, where popups are portalled. */
export function body(canvasElement: HTMLElement): Queries {
  return within(canvasElement.ownerDocument.body);
}

/** A popup by its role and name, once it has faded in. */
export async function dialogNamed(
  canvasElement: HTMLElement,
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<Queries> {
  const element = await body(canvasElement).findByRole(role, { name });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** A section of the page (a titled region) once it shows. */
export async function section(canvasElement: HTMLElement, name: string): Promise<Queries> {
  return within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));
}

/** The page is loading: a placeholder that says what loads. */
export async function expectLoading(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
}

/** The page could not be loaded: its heading says what, with Try again. */
export async function expectFailed(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
}
