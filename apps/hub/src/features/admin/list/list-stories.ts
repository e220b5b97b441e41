// What the staff lists' stories share (stories only; the app never imports it): a list call answering
// across many pages, and the checks of the page's heading and rows.
import { http, HttpResponse } from 'msw';
import { waitFor, within } from 'storybook/test';
import type { Queries } from '../../../shared/story-support';

/**
 * A list call (`path`, an MSW pattern) answering `count` items at the spec's 1000 a page: each page shows
 * `items` (a few stand for the thousand), with `next` and `previous` as the server writes them.
 */
export function pagedAcross(path: string, items: readonly unknown[], count: number) {
  return http.get(path, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const last = Math.ceil(count / 1000);
    if (page > last) return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
    const link = (number: number) => {
      const params = new URLSearchParams(url.search);
      params.set('page', String(number));
      return `${url.pathname}?${params.toString()}`;
    };
    return HttpResponse.json({
      count,
      next: page < last ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: items,
    });
  });
}

/** The page's heading, once the lazy page and its data have come. */
export async function heading(canvasElement: HTMLElement, name: string | RegExp) {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

/** The table's body rows (the header row left out), once some have loaded. */
export async function bodyRows(canvasElement: HTMLElement) {
  return waitFor(() => {
    const table = within(canvasElement).getByRole('table');
    if (table.getAttribute('aria-busy') === 'true') throw new Error('still loading');
    const rows = within(table).getAllByRole('row').slice(1);
    if (rows.length === 0) throw new Error('no rows yet');
    return rows;
  });
}

/** The row that holds `text`. */
export async function rowWith(canvasElement: HTMLElement, text: string | RegExp): Promise<Queries> {
  const rows = await bodyRows(canvasElement);
  const row = rows.find((candidate) => within(candidate).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row with ${String(text)}`);
  return within(row);
}
