import { expect, test, type Page } from './server';
import { apiHeaders, axeViolations, demo, signedIn } from './support';

// Player stats (issue 12) on the started server with the demo world: the parent's children are Maya (a
// year of play and a goal streak up to today), Leo and Noor (deactivated); the parent's account counts
// its days in America/Chicago (the shipping address's zone).

const zone = 'America/Chicago';
const dayMs = 86_400_000;

/** Today in the account's zone as a UTC midnight, the way the chart counts calendar days. */
function today(): Date {
  return new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date())}T00:00:00Z`);
}

/** The same day `months` months away, clamped to the month's last day (31 March - 1 month = 28 February). */
function addMonths(day: Date, months: number): Date {
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day.getUTCDate(), last)));
}

function monday(day: Date): Date {
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

/** Each timeframe's title and number of bars (spec sections 4 and 9) for a first play date. */
function expectedTimeframes(firstPlayDate: string) {
  const now = today();
  const first = new Date(`${firstPlayDate}T00:00:00Z`);
  const weekStart = monday(now);
  const threeMonths = monday(addMonths(now, -3));
  const months =
    (now.getUTCFullYear() - first.getUTCFullYear()) * 12 + now.getUTCMonth() - first.getUTCMonth() + 1;
  const title = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(weekStart);
  return [
    { label: '1W', title: `Activity Week of ${title}`, bars: 7 },
    { label: '1Mo', title: 'Past Month', bars: (now.getTime() - addMonths(now, -1).getTime()) / dayMs + 1 },
    {
      label: '3Mos',
      title: 'Past 3 Months',
      bars: (weekStart.getTime() + 7 * dayMs - threeMonths.getTime()) / (7 * dayMs),
    },
    { label: 'All Time', title: 'All Time', bars: months },
  ];
}

interface Player {
  id: number;
  name: string;
  is_active: boolean;
  statistic: { first_play_date: string | null };
}

/** The signed-in parent's children, as the server lists them. */
async function childrenOf(page: Page): Promise<Player[]> {
  const headers = await apiHeaders(page);
  const info = (await (await page.request.get('/api/v2/user/info/', { headers })).json()) as {
    account: { id: number };
  };
  const list = await page.request.get(`/api/v2/player/accounts/${info.account.id}`, { headers });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { results: Player[] }).results;
}

/** The bars of the chart titled `title` (the goal line left out). */
function barsOf(page: Page, title: string) {
  return page.getByRole('group', { name: title }).locator('[data-bar-index]');
}

test.describe('player stats', () => {
  test('a parent picks a child and reads each timeframe, then the table by keyboard', async ({ page }) => {
    await signedIn(page, demo.parent);
    const children = await childrenOf(page);
    const leo = children.find((child) => child.name === 'Leo')!;
    const noor = children.find((child) => child.name === 'Noor')!;
    expect(noor.is_active).toBe(false);

    await page.goto('/dashboard/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Player stats' })).toBeVisible();
    const picker = page.getByRole('navigation', { name: 'Players' });
    // Without pid the first active child shows, and the address names her.
    await expect(picker.getByRole('link', { name: 'Maya' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/dashboard\/stats\?pid=\d+$/);
    await expect(picker.getByRole('link', { name: 'Noor Deactivated' })).toBeVisible();
    // Maya's streak up to today (the demo keeps her last six days at the goal).
    await expect(page.getByText(/^\d+ days in a row at the goal$/)).toBeVisible();

    await picker.getByRole('link', { name: 'Leo' }).click();
    await expect(page).toHaveURL(`/dashboard/stats?pid=${leo.id}`);
    await expect(page.getByRole('region', { name: 'Leo' })).toBeVisible();

    const switcher = page.getByRole('group', { name: 'Timeframe' });
    for (const timeframe of expectedTimeframes(leo.statistic.first_play_date!)) {
      await switcher.getByRole('radio', { name: timeframe.label, exact: true }).click();
      await expect(page.getByRole('heading', { name: timeframe.title, exact: true })).toBeVisible();
      await expect(barsOf(page, timeframe.title)).toHaveCount(timeframe.bars);
    }

    // The past month by keyboard: today's bar first, each bar announced with its date and minutes.
    await switcher.getByRole('radio', { name: '1Mo' }).click();
    const bars = barsOf(page, 'Past Month');
    const count = await bars.count();
    await bars.nth(count - 1).focus();
    await expect(bars.nth(count - 1)).toHaveAccessibleName(/^\w+day, \w+ \d{1,2}: \d+ minutes?$/);
    await page.keyboard.press('ArrowLeft');
    await expect(bars.nth(count - 2)).toBeFocused();
    await expect(bars.nth(count - 2)).toHaveAccessibleName(/^\w+day, \w+ \d{1,2}: \d+ minutes?$/);
    await page.keyboard.press('Home');
    await expect(bars.nth(0)).toBeFocused();

    // The table view: Tab to "Show as table", Enter, Tab into the table, whose rows the arrow keys scroll.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show as table' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const table = page.getByRole('region', { name: 'Past Month: Minutes played per day' });
    await expect(table).toBeFocused();
    await expect(table.getByRole('row')).toHaveCount(count + 1);
    const firstDay = (await bars.nth(0).getAttribute('aria-label'))!.split(':')[0]!;
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(firstDay);
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => table.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

    expect(await axeViolations(page)).toEqual([]);
  });

  test('a deactivated child’s stats say so and keep their play', async ({ page }) => {
    await signedIn(page, demo.parent);
    const noor = (await childrenOf(page)).find((child) => child.name === 'Noor')!;
    await page.goto(`/dashboard/stats?pid=${noor.id}`);
    const region = page.getByRole('region', { name: 'Noor' });
    await expect(region.getByText('Deactivated: their play until then is kept here.')).toBeVisible();
    await page.getByRole('group', { name: 'Timeframe' }).getByRole('radio', { name: 'All Time' }).click();
    await expect(barsOf(page, 'All Time')).toHaveCount(
      expectedTimeframes(noor.statistic.first_play_date!)[3]!.bars,
    );
  });

  test('a sunset account is sent away from stats and the report', async ({ page }) => {
    await signedIn(page, demo.sunset);
    for (const path of ['/dashboard/stats?pid=1', '/dashboard/stats/report?pid=1', '/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard/account?segment=details');
    }
  });

  test('the progress report prints on one page', async ({ page }) => {
    await signedIn(page, demo.parent);
    const maya = (await childrenOf(page)).find((child) => child.name === 'Maya')!;
    await page.goto(`/dashboard/stats/report?pid=${maya.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress report: Maya' })).toBeVisible();
    await expect(page.getByText(/^\d+ days in a row at the goal$/)).toBeVisible();
    await expect(page.getByText('Heart-rate rises')).toBeVisible();
    await expect(barsOf(page, 'Past Month')).toHaveCount(expectedTimeframes('2020-01-01')[1]!.bars);
    expect(await axeViolations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    for (const format of ['Letter', 'A4'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages, `${format} pages`).toHaveLength(1);
    }
  });
});
