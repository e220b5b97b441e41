// What the account tab's stories share (stories only, the app never imports it): the details form once it
// shows. The narrow width comes from shared/story-support.ts and is passed on from here, so a story imports
// one file.
import { within } from 'storybook/test';
import type { Queries } from '../../shared/story-support';

export { narrow } from '../../shared/story-support';

/** The details form (titled `name`, "Account details" in English) once it shows. */
export async function detailsForm(canvasElement: HTMLElement, name = 'Account details'): Promise<Queries> {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('form', { name }));
}
