// What the server's tests share: an app on a test database, a browser-like client that keeps cookies,
// and quick ways to get a token or a user of one's own.
import { randomUUID } from 'node:crypto';
import { createApp, type AppDeps } from '../app';
import { hashPassword } from '../auth/passwords';
import type { Database, DatabaseHandle } from '../db/database';
import {
  accountCustomNotes,
  accountExperiments,
  accountInvitations,
  accounts,
  coachingCalls,
  coachNotes,
  coachProfiles,
  customerInteractions,
  dataErasures,
  devices,
  formResponses,
  playerProfiles,
  userActions,
  userSettings,
  emailChanges,
  invoices,
  loginFailures,
  oauthAccessTokens,
  oauthRefreshTokens,
  orders,
  orderTrials,
  outboundEmails,
  passwordResetRequests,
  passwordResetTokens,
  paymentMethods,
  players,
  programPlans,
  promoCodes,
  remoteConfigs,
  sentMessages,
  sessions,
  shippingAddresses,
  subscriptionActions,
  subscriptions,
  users,
  webinarRegistrations,
} from '../db/schema';
import { demoPassword } from '../seed/demo';
import { testPasswordParams } from './prepare';

export type TestApp = ReturnType<typeof createApp>;

/**
 * The app on a test database, with the cheap test password cost. The client address comes from an
 * `X-Test-Address` header, else differs per request, so only tests that mean to meet the per-address
 * throttle do.
 */
export function testApp(database: DatabaseHandle, overrides: Partial<AppDeps> = {}): TestApp {
  return createApp({
    database,
    passwordParams: testPasswordParams,
    clientAddress: (c) => c.req.header('x-test-address') ?? `test-${randomUUID()}`,
    log: () => {},
    info: () => {},
    ...overrides,
  });
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as it is (text or raw bytes), with the content type given in headers. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  bearer?: string;
}

/**
 * Sends one request to the app (no cookies kept) and waits for the work it left to run after the answer
 * (src/http/background.ts), so a test sees everything the request did.
 */
export async function send(app: TestApp, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: string | Uint8Array | undefined = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  }
  if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
  const response = await app.request(path, { method: options.method ?? 'GET', headers, body });
  await app.background.idle();
  return response;
}

/** A browser's view of the app: keeps cookies, and sends X-CSRFTOKEN on unsafe calls as the hub does. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: TestApp) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrftoken');
  }

  async request(path: string, options: RequestOptions & { csrf?: boolean | string } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes((options.method ?? 'GET').toUpperCase());
    const csrf = options.csrf ?? unsafe;
    if (csrf === true && this.csrfToken) headers['X-CSRFTOKEN'] = this.csrfToken;
    if (typeof csrf === 'string') headers['X-CSRFTOKEN'] = csrf;
    const response = await send(this.app, path, { ...options, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** Loads a page first (for the CSRF cookie), then signs in with a session as the login page does. */
  async signIn(email: string, password = demoPassword): Promise<Response> {
    if (!this.csrfToken) await this.request('/api/health/');
    return this.request('/api/v2/auth/session/login/', { method: 'POST', json: { email, password } });
  }
}

/** An access token for the user through the password grant, as the hub gets one. */
export async function accessToken(app: TestApp, email: string, password = demoPassword): Promise<string> {
  const response = await send(app, '/api/v2/auth/oauth2/token/', {
    method: 'POST',
    form: {
      grant_type: 'password',
      username: email,
      password,
      client_id: 'hub-web',
      scope: 'read write groups',
    },
  });
  if (response.status !== 200)
    throw new Error(`No token for ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

let userCount = 0;

export interface NewUser {
  id: number;
  accountId: number;
  email: string;
}

/** A user with an account of their own (password `demoPassword`), for tests that change things. */
export async function createUser(
  db: Database,
  options: {
    email?: string;
    isStaff?: boolean;
    accountStatus?: string;
    tags?: string[];
    phone?: string | null;
    firstName?: string;
    lastName?: string;
    isActive?: boolean;
  } = {},
): Promise<NewUser> {
  userCount += 1;
  const email = options.email ?? `user${userCount}-${Date.now()}@example.test`;
  const [account] = await db
    .insert(accounts)
    .values({
      tags: options.tags ?? [],
      accountStatus: options.accountStatus ?? 'ACTIVE',
      billingStatusName: 'ACTIVE',
    })
    .returning({ id: accounts.id });
  const [user] = await db
    .insert(users)
    .values({
      accountId: account!.id,
      email,
      passwordHash: await hashPassword(demoPassword, testPasswordParams),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      isActive: options.isActive ?? true,
      phone: options.phone ?? null,
      isStaff: options.isStaff ?? false,
      checkoutCompleted: true,
    })
    .returning({ id: users.id });
  return { id: user!.id, accountId: account!.id, email };
}

/** The JSON body of a response. */
export async function json(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

/**
 * Every row a request could change except play activity (which no endpoint writes), ordered by id: two
 * fingerprints taken around a refused request are equal when it changed nothing.
 */
export async function fingerprint(db: Database): Promise<unknown> {
  const tables = {
    accounts,
    users,
    devices,
    players,
    remoteConfigs,
    shippingAddresses,
    sessions,
    oauthAccessTokens,
    oauthRefreshTokens,
    loginFailures,
    passwordResetTokens,
    passwordResetRequests,
    outboundEmails,
    emailChanges,
    subscriptions,
    invoices,
    paymentMethods,
    subscriptionActions,
    orders,
    orderTrials,
    promoCodes,
  };
  const rows: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    rows[name] = await db.select().from(table).orderBy(table.id);
  }
  rows.programPlans = await db.select().from(programPlans).orderBy(programPlans.id);
  // Onboarding and the account (issue 12).
  for (const [name, table] of Object.entries({
    userActions,
    formResponses,
    accountInvitations,
    accountExperiments,
    customerInteractions,
    dataErasures,
  })) {
    rows[name] = await db.select().from(table).orderBy(table.id);
  }
  rows.playerProfiles = await db.select().from(playerProfiles).orderBy(playerProfiles.playerId);
  rows.userSettings = await db.select().from(userSettings).orderBy(userSettings.userId);
  rows.accountCustomNotes = await db.select().from(accountCustomNotes).orderBy(accountCustomNotes.accountId);
  // Coaching (issue 14).
  for (const [name, table] of Object.entries({
    coachingCalls,
    coachNotes,
    webinarRegistrations,
    sentMessages,
  })) {
    rows[name] = await db.select().from(table).orderBy(table.id);
  }
  rows.coachProfiles = await db.select().from(coachProfiles).orderBy(coachProfiles.userId);
  return rows;
}

/** Demo people signed in with a bearer token each, their account ids, and a GET as one of them. */
export interface DemoSignIns {
  tokens: Record<string, string>;
  accountOf: Record<string, number>;
  get: (path: string, who: string) => Promise<Response>;
}

/** Signs in the demo people (`<who>@demo.test`) and reads each one's account id from their user info. */
export async function signInDemo(app: TestApp, people: string[]): Promise<DemoSignIns> {
  const tokens: Record<string, string> = {};
  const accountOf: Record<string, number> = {};
  const get = (path: string, who: string) => send(app, path, { bearer: tokens[who] });
  for (const who of people) {
    tokens[who] = await accessToken(app, `${who}@demo.test`);
    const info = (await (await get('/api/v2/user/info/', who)).json()) as { account: { id: number } };
    accountOf[who] = info.account.id;
  }
  return { tokens, accountOf, get };
}

/** The `<html ...>` start tag of an HTML document (where its language and direction are), or '' if none. */
export function htmlRootTag(html: string): string {
  const start = html.indexOf('<html');
  return start < 0 ? '' : html.slice(start, html.indexOf('>', start) + 1);
}
