// What the billing screens' stories share (the segment, package returns, the printable invoice; stories
// only, the app never imports it): the personas' worlds and the checks of the failed and
// not-the-billing-user states. The languages and widths, popups, sections and the loading check come from
// shared/story-support.ts and are passed on from here, so a story imports one file.
import { handlers, ok, personaHandlers, userInfoFixtures, type PersonaOptions } from '@hub/api-client/msw';
import { expect, within } from 'storybook/test';

import { section, type Queries } from '../../shared/story-support';

export { arabic, body, expectLoading, narrow, popupNamed, rtl, section } from '../../shared/story-support';

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

/** The plan card of the segment (its section, "Your plan" unless `name` says otherwise) once it shows. */
export function planCard(canvasElement: HTMLElement, name = 'Your plan'): Promise<Queries> {
  return section(canvasElement, name);
}

/** A heading by its name (and level, if given), once the lazy page has come. */
export async function heading(canvasElement: HTMLElement, name: string, level?: number) {
  return within(canvasElement).findByRole('heading', level === undefined ? { name } : { level, name });
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
    ),
  ).toBeVisible();
}
