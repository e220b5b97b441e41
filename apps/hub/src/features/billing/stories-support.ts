// What the billing screens' stories share (the segment, package returns, the printable invoice; stories
// only, the app never imports it): the personas' worlds, the languages and widths, popups and sections,
// and the checks of the loading, failed and not-the-billing-user states.
import { handlers, ok, personaHandlers, userInfoFixtures, type PersonaOptions } from '@hub/api-client/msw';
import { expect, waitFor, within, type queries } from 'storybook/test';

/** Queries bound to an element (storybook/test's `within` with its default queries, typed in full). */
type Queries = ReturnType<typeof within<typeof queries>>;

export const arabic = { locale: 'ar' };
/** Below 900px, where the layout changes. */
export const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The parent's world with a billing starting point (the active subscription within its grace period by default). */
export function parent(billing: PersonaOptions['billing'] = {}) {
  return personaHandlers('parent', { billing });
}

/** The coach's world: signed in, but not the person who pays for the account. */
export function coach() {
  return personaHandlers('coach');
}

/** Staff's world (another account's invoice comes from the address). */
export function staff() {
  return personaHandlers('staff');
}

/** The parent's user info with staff rights, to put before `parent()`: staff's buttons on a billing page. */
export function parentIsStaff() {
  return handlers.userInfo(ok({ ...userInfoFixtures.parent, is_staff: true }));
}

/** The page is laid out right to left (Arabic). */
export async function rtl() {
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
}

/** The document's body, where popups are portalled. */
export function body(canvasElement: HTMLElement): Queries {
  return within(canvasElement.ownerDocument.body);
}

/** A popup by its role and name, once it has faded in (its content is invisible while it starts to). */
export async function popupNamed(
  canvasElement: HTMLElement,
  name: string,
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

/** A heading by its name (and level, if given), once the lazy page has come. */
export async function heading(canvasElement: HTMLElement, name: string, level?: number) {
  return within(canvasElement).findByRole('heading', level === undefined ? { name } : { level, name }, {
    timeout: 5000,
  });
}

/** The page is loading: a placeholder that says what loads. */
export async function expectLoading(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
}

/** The page could not be read: spec section 8's heading, with Try again. */
export async function expectFailed(canvasElement: HTMLElement) {
  await expect(await heading(canvasElement, 'Whoops, an error occurred')).toBeVisible();
  await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** A user who is not the billing user: told why there is no subscription or billing here. */
export async function expectNotBillingUser(canvasElement: HTMLElement) {
  await expect(
    await within(canvasElement).findByText(
      'Only the person who pays for the account sees its subscription and billing.',
      {},
      { timeout: 5000 },
    ),
  ).toBeVisible();
}
