import { expect, test, type Page } from './server';
import { apiHeaders, axeViolations, demo, signedIn } from './support';

// Resources, tutorials and webinars (issue 14) on the real server with the demo world
// (apps/server/src/seed/demo-coaching.ts): the parent reads and searches the content, and registers for a
// webinar and unregisters again, so the webinar's seats are as the seed left them afterwards.

interface ContentItem {
  title: string;
  summary: string;
  published: boolean;
}

interface Webinar {
  id: number;
  title: string;
  seats_left: number;
  registration: { id: number } | null;
}

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test('a parent reads and searches the resources, the Game Directions link at hand', async ({ page }) => {
  await signedIn(page, demo.parent);
  const { results } = await read<{ results: ContentItem[] }>(page, '/api/v2/content/resources/?language=en');
  expect(results.length).toBeGreaterThan(0);
  expect(results.every((item) => item.published)).toBe(true);
  const [first] = results;
  if (!first) throw new Error('no resources');

  await page.goto('/dashboard/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Game Directions/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
  await expect(page.getByText(`${results.length} items`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A word of the first title finds it; nonsense finds nothing, said so.
  const word = first.title.split(/\s+/).find((part) => part.length > 3) ?? first.title;
  const search = page.getByRole('searchbox', { name: 'Search resources' });
  await search.fill(word);
  await expect(page.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByText(new RegExp(`^\\d+ results? for “${escaped}”$`))).toBeVisible();
  await search.fill('zzqxv');
  await expect(page.getByRole('heading', { name: 'No results for “zzqxv”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
});

test('a parent reads the tutorials', async ({ page }) => {
  await signedIn(page, demo.parent);
  const { results } = await read<{ results: ContentItem[] }>(page, '/api/v2/content/tutorials/?language=en');
  expect(results.length).toBeGreaterThan(0);

  await page.goto('/dashboard/tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  for (const item of results) {
    await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  }
});

test('a parent registers for a webinar and unregisters', async ({ page }) => {
  await signedIn(page, demo.parent);
  const before = await read<{ results: Webinar[] }>(page, '/api/v2/webinars/');
  // A webinar with room to spare, so the parent's seat never fills it for anyone else.
  const webinar = before.results.find((item) => item.registration === null && item.seats_left > 1);
  if (!webinar) throw new Error('no webinar to register for');

  await page.goto('/dashboard/webinars');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
  const card = page.getByRole('region', { name: webinar.title });
  await expect(card.getByText(`${webinar.seats_left} seats left`, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: `Register: ${webinar.title}` }).click();
  await expect(page.getByText(`You are registered for ${webinar.title}.`)).toBeVisible();
  await expect(card.getByText('You are registered.')).toBeVisible();
  await expect(card.getByText(`${webinar.seats_left - 1} seat`, { exact: false })).toBeVisible();
  const registered = await read<{ results: Webinar[] }>(page, '/api/v2/webinars/');
  expect(registered.results.find((item) => item.id === webinar.id)?.registration).not.toBeNull();

  // Unregistering asks first; keeping the seat changes nothing.
  await card.getByRole('button', { name: `Unregister: ${webinar.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Unregister from ${webinar.title}?` });
  await dialog.getByRole('button', { name: 'Keep my seat' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('You are registered.')).toBeVisible();
  await card.getByRole('button', { name: `Unregister: ${webinar.title}` }).click();
  await dialog.getByRole('button', { name: 'Unregister' }).click();
  await expect(page.getByText(`You are no longer registered for ${webinar.title}.`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Register: ${webinar.title}` })).toBeEnabled();
  const after = await read<{ results: Webinar[] }>(page, '/api/v2/webinars/');
  const again = after.results.find((item) => item.id === webinar.id);
  expect(again?.registration).toBeNull();
  expect(again?.seats_left).toBe(webinar.seats_left);
});
