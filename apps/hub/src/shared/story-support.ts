// What the hub's screen stories share across areas (stories only; the app never imports it): the
// languages and widths, and the finders of the page's direction, popups, sections and loading state.
// Each area's stories-support.ts passes on what its stories use, beside its own worlds and checks.
import { expect, waitFor, within, type queries } from 'storybook/test';

/** Queries bound to an element (storybook/test's `within` with its default queries, typed in full). */
export type Queries = ReturnType<typeof within<typeof queries>>;

/** The Arabic locale global (right to left). */
export const arabic = { locale: 'ar' };

/** Below 900px, where the layout changes. */
export const narrow = { viewport: { value: 'narrow', isRotated: false } };

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
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<Queries> {
  const element = await body(canvasElement).findByRole(role, { name });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** A section of the page (a titled region) once it shows. */
export async function section(canvasElement: HTMLElement, name: string): Promise<Queries> {
  return within(await within(canvasElement).findByRole('region', { name }));
}

/** The page is loading: a placeholder that says what loads. */
export async function expectLoading(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
}
