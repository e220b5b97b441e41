// What the staff screens' stories share (the lists and an account's details; stories only, the app never
// imports it): staff's world and the checks of a list's states. The lists' table checks live in
// list/list-stories.ts, and the languages and widths, the body and popups in shared/story-support.ts; both are
// passed on from here, so a story imports one file.
import { personaHandlers } from '@hub/api-client/msw';
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { heading } from './list/list-stories';

export { arabic, body, narrow, popupNamed, rtl } from '../../shared/story-support';
export { bodyRows, heading, pagedAcross, rowWith } from './list/list-stories';

/** Staff signed in, `handlers` (the screen's own calls as a story wants them) answering first. */
export function staff(...handlers: HttpHandler[]): HttpHandler[] {
  return [...handlers, ...personaHandlers('staff')];
}

/** The list titled `page` is loading: its table is marked busy. */
export async function expectListLoading(canvasElement: HTMLElement, page: string) {
  await heading(canvasElement, page);
  await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
}

/** The list titled `page` has nothing yet: the empty state's heading says so. */
export async function expectListEmpty(canvasElement: HTMLElement, page: string, empty: string) {
  await heading(canvasElement, page);
  await expect(await within(canvasElement).findByRole('heading', { name: empty })).toBeVisible();
}

/** The list titled `page` cannot be read: spec section 8's heading, and Try again. */
export async function expectListFailed(canvasElement: HTMLElement, page: string) {
  const canvas = within(canvasElement);
  await heading(canvasElement, page);
  await expect(await canvas.findByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
}
