import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every demo user signs in with this password (apps/server/src/seed/demo.ts). */
export const demoPassword = 'HubDemo#2026';

export const demo = {
  parent: 'parent@demo.test',
  sunset: 'sunset@demo.test',
  staff: 'staff@demo.test',
  coach: 'coach@demo.test',
  newCustomer: 'newcustomer@demo.test',
  /** Another customer who has not finished checkout; checkout.spec.ts completes newcustomer@'s. */
  pending: 'pending@demo.test',
  blocked: 'blocked@demo.test',
  cancelled: 'cancelled@demo.test',
  returned: 'returned@demo.test',
  grace: 'grace@demo.test',
  monthly: 'monthly@demo.test',
  /** Onboarding and the account (apps/server/src/seed/demo-account.ts). */
  family: 'family@demo.test',
  caregiver: 'caregiver@demo.test',
  welcome: 'welcome@demo.test',
  educator: 'educator@demo.test',
} as const;

/**
 * Opens a select (Radix Select) and chooses an option by keyboard, as a person can: Radix ignores a
 * pointer release that comes too soon after the press that opened the list, which a fast click on a
 * busy machine can be; Enter on the focused option has no such window.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option }).press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toContainText(option);
}

/**
 * Opens a page of the signed-out entry (/login, /passwordreset, /start) and waits until it works: a
 * prerendered page shows before its scripts have run, when its select and buttons do nothing yet
 * (`data-ready` on `#root`, apps/hub/src/signed-out.tsx).
 */
export async function openSignedOutPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
}

/** Fills the login form and presses Log in; `path` is the login address (with `next` or `email`). */
export async function signIn(page: Page, email: string, password = demoPassword, path = '/login') {
  await openSignedOutPage(page, path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs out as a person does from a link to /logout: the page asks, its button signs out. The button is
 * found by the form it submits, so this works whatever the page's language.
 */
export async function signOut(page: Page) {
  await page.goto('/logout');
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await page.waitForURL(/\/login/);
}

/** Signs in and waits until the login page is gone (two password checks at full cost: allow time). */
export async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/**
 * Signs in whatever the page's language (the fields by name, the form's submit button), for tests that
 * run the hub in another language; waits until the login page is gone.
 */
export async function signedInAnyLanguage(page: Page, email: string, password = demoPassword) {
  await openSignedOutPage(page, '/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

// axe-core comes with Storybook's accessibility addon; @axe-core/playwright is not installed, so the
// script is injected into the page as it is.
const pnpmStore = fileURLToPath(new URL('../../node_modules/.pnpm/', import.meta.url));
const axeDir = readdirSync(pnpmStore).find((name) => name.startsWith('axe-core@'));
const axeSource = readFileSync(`${pnpmStore}${axeDir}/node_modules/axe-core/axe.min.js`, 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe with the WCAG 2.2 AA rules (as the stories do) and returns the violations, readable. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test, not added as an inline script: the hub's CSP refuses inline script, rightly.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * The headers the hub's own calls carry for the user signed in on `page`: the bearer token it keeps in
 * localStorage and the CSRF cookie's value, so `page.request` calls the API as that user's app does.
 */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('oauth2Token'));
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token || !csrf) throw new Error('The page is not signed in: no access token or CSRF cookie');
  return { Authorization: `Bearer ${token}`, 'X-CSRFTOKEN': csrf };
}

/** An email in the dev outbox (`GET /api/dev/outbox/?to=`, development and tests only). */
export interface OutboxEmail {
  to: string;
  subject: string;
  body: string | null;
  /** queued, sent, retrying or failed: `sent` once it went over SMTP (to the server's mail catcher here). */
  status: string;
  message_id: string | null;
  /** The HTML part as a page of its own (`/api/dev/outbox/{id}/html/`), or null for a text-only email. */
  html_url: string | null;
  /** The files sent with it, such as a call's calendar file. */
  attachments: { filename: string; content_type: string; content: string }[];
}

/** The emails to `email` in the dev outbox, newest first. */
export async function outbox(request: APIRequestContext, email: string): Promise<OutboxEmail[]> {
  const response = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: OutboxEmail[] }).results;
}

/** Links already handed out by mailedLink: each ask for a link mails a new one. */
const seenLinks = new Set<string>();

/**
 * The path and query of the link containing `marker` (`/start?o=`, `/email/confirm?token=`) in the
 * newest email to `email` that has one, once it is a link not handed out before and the email has gone
 * over SMTP (the server's job delivered it to its mail catcher). It waits for it: the server queues an
 * email after it answers, delivers it on its job queue, and behind a balancer the outbox may be read from
 * the other process before the email is in (e2e/two-servers.mjs).
 */
export async function mailedLink(request: APIRequestContext, email: string, marker: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const mail of await outbox(request, email)) {
          if (mail.status !== 'sent') continue;
          const link = (mail.body ?? '')
            .split(/\s/)
            .find((word) => /^https?:\/\//.test(word) && word.includes(marker));
          if (link) {
            found = seenLinks.has(link) ? '' : link;
            return found;
          }
        }
        return '';
      },
      { message: `a new ${marker} link delivered to ${email} over SMTP`, timeout: 15_000 },
    )
    .not.toBe('');
  seenLinks.add(found);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
