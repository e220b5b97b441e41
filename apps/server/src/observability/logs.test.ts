// The log as an operator reads it: one JSON line per request (id, method, route pattern, status,
// duration), errors with their stack, and none of what must never be written, sent here through real
// requests and a real email delivery, then searched for in everything the logger wrote.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEmail } from '../account/account-mail';
import { testPaymentGateway } from '../billing/gateway';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { startMailCatcher, type MailCatcher } from '../delivery/catcher';
import { deliverEmail } from '../delivery/deliver';
import { smtpTransport } from '../delivery/transport';
import { queueEmail } from '../mail';
import { outboundEmails } from '../platform/schema';
import { createFamily } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, Browser, send, testApp, type TestApp } from '../test/helpers';
import { createLogger, logFunction, type Logger } from './logger';

/** A logger whose JSON lines are kept in `lines`, as pino would write them to stdout. */
async function capturedLogger(): Promise<{ logger: Logger; lines: string[] }> {
  const lines: string[] = [];
  const logger = await createLogger({ level: 'info', destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(databases())('the log on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let lines: string[];
  let logger: Logger;
  let catcher: MailCatcher;
  const refused = new Set<string>();

  beforeAll(async () => {
    handle = await database.open();
    const captured = await capturedLogger();
    lines = captured.lines;
    logger = captured.logger;
    const gateway = testPaymentGateway();
    app = testApp(handle, {
      logger: captured.logger,
      log: logFunction(captured.logger),
      // A gateway that breaks on one token, quoting what it was given, as a careless library might.
      paymentGateway: {
        ...gateway,
        invoiceId: () => gateway.invoiceId(),
        saveCard: async (input) => {
          if (input.token === 'tok_breaks')
            throw new Error(`Gateway down while saving card 4000 0566 5566 5556 for ${breakingEmail}`);
          return gateway.saveCard(input);
        },
      },
    });
    catcher = await startMailCatcher({
      refuse: (to) => (refused.has(to) ? { code: 550, message: `5.1.1 <${to}>: mailbox unknown` } : null),
    });
  });
  afterAll(async () => {
    await catcher.close();
    await handle.close();
  });

  const breakingEmail = `careless.${randomBytes(3).toString('hex')}@gateway.example`;

  it('writes one line per request: its id, method, route pattern, status and duration', async () => {
    const family = await createFamily(handle.db, { state: 'active' });
    const bearer = await accessToken(app, family.email);
    lines.length = 0;
    const response = await send(app, `/api/v2/billing/users/${family.id}/billing_details/`, { bearer });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const [line] = parsed(lines);
    expect(line).toMatchObject({
      level: 30,
      reqId: requestId,
      method: 'GET',
      route: '/api/v2/billing/users/:id/billing_details/',
      status: 200,
      msg: 'GET /api/v2/billing/users/:id/billing_details/ 200',
    });
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain(`/users/${family.id}/`);
  });

  it('names requests no route took by the middleware they reached, never by their path', async () => {
    lines.length = 0;
    expect((await send(app, '/api/v2/no-such-thing/12345/')).status).toBe(404);
    expect((await send(app, '/some/page/67890')).status).toBe(404);
    expect(parsed(lines).map((line) => `${line.route as string} ${line.status as number}`)).toEqual([
      '/api/* 404',
      '/* 404',
    ]);
    expect(lines.join('')).not.toMatch(/12345|67890/);
  });

  it('keeps a caller’s short X-Request-Id and replaces one that is not a short token', async () => {
    lines.length = 0;
    const kept = await send(app, '/api/health/', { headers: { 'X-Request-Id': 'proxy-7f3a_1' } });
    expect(kept.headers.get('X-Request-Id')).toBe('proxy-7f3a_1');
    for (const unsafe of ['a b', 'x'.repeat(65), 'id;INFO=forged', 'jane@example.com']) {
      const made = await send(app, '/api/health/', { headers: { 'X-Request-Id': unsafe } });
      expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = parsed(lines).map((line) => line.reqId);
    expect(ids[0]).toBe('proxy-7f3a_1');
    expect(ids.slice(1)).toHaveLength(4);
    expect(lines.join('')).not.toMatch(/forged|jane@/);
  });

  it('writes an unhandled error with its stack and the request’s id, and answers 500', async () => {
    const family = await createFamily(handle.db, { state: 'active' });
    const bearer = await accessToken(app, family.email);
    lines.length = 0;
    const response = await send(app, '/api/v2/billing/payment/', {
      method: 'POST',
      bearer,
      json: { account: family.accountId, token: 'tok_breaks', exp_month: 7, exp_year: 2031 },
    });
    expect(response.status).toBe(500);
    const error = parsed(lines).find((line) => line.level === 50);
    expect(error).toMatchObject({
      msg: `Unhandled error on POST /api/v2/billing/payment/ (request ${response.headers.get('X-Request-Id')})`,
      err: { type: 'Error', message: 'Gateway down while saving card [card] for …@gateway.example' },
    });
    const stack = (error!.err as { stack: string }).stack.split('\n');
    expect(stack[0]).toBe('Error: Gateway down while saving card [card] for …@gateway.example');
    expect(stack[1]).toContain('logs.test.ts');
  });

  it('never writes a password, token, cookie, card, email body or whole email address', async () => {
    lines.length = 0;
    const family = await createFamily(handle.db, { state: 'active' });
    const secrets: string[] = [family.email, breakingEmail];

    // A password, for a session (its cookies) and for tokens (access and refresh).
    const browser = new Browser(app);
    expect((await browser.signIn(family.email)).status).toBe(200);
    expect((await browser.request('/api/v2/user/info/')).status).toBe(200);
    secrets.push(...browser.cookies.values());
    const grant = await send(app, '/api/v2/auth/oauth2/token/', {
      method: 'POST',
      form: {
        grant_type: 'password',
        username: family.email,
        password: 'HubDemo#2026',
        client_id: 'hub-web',
      },
    });
    const tokens = (await grant.json()) as { access_token: string; refresh_token: string };
    secrets.push('HubDemo#2026', tokens.access_token, tokens.refresh_token);
    const wrong = 'Wrong-Password#4417';
    const refusedSignIn = await browser.request('/api/v2/auth/session/login/', {
      method: 'POST',
      json: { email: family.email, password: wrong },
    });
    expect(refusedSignIn.status).toBe(400);
    secrets.push(wrong);

    // A reset token in a page's query and in a call's, a new password, an email address in a body.
    const resetToken = randomBytes(24).toString('base64url');
    const newPassword = 'Brand-New#Passw0rd';
    await send(app, `/reset-password?token=${resetToken}`);
    await browser.request(`/api/v2/user/set_password/?token=${resetToken}`, {
      method: 'POST',
      json: { token: resetToken, password: newPassword },
    });
    const stranger = `someone.${randomBytes(3).toString('hex')}@family.example`;
    expect(
      (await browser.request('/api/v2/user/password_reset/', { method: 'POST', json: { email: stranger } }))
        .status,
    ).toBe(200);
    secrets.push(resetToken, newPassword, stranger);

    // A card: a gateway token, a card number sent as a token, and a gateway that fails quoting one.
    for (const token of ['tok_visa', '4242424242424242', 'tok_breaks'])
      await send(app, '/api/v2/billing/payment/', {
        method: 'POST',
        bearer: tokens.access_token,
        json: { account: family.accountId, token, exp_month: 7, exp_year: 2031 },
      });
    secrets.push('tok_visa', '4242424242424242', '4242 4242', '4000 0566 5566 5556', '4000056655665556');

    // An email delivered, and one the recipient's server refuses (its reply quotes the address).
    const settings = {
      db: handle.db,
      outboxKey: developmentOutboxKey,
      publicUrl: 'https://hub.example.test',
      now: () => new Date(),
      log: logFunction(logger),
    };
    const mailer = { transport: smtpTransport(catcher.url), from: 'Customer hub <hub@example.test>' };
    const link = `https://hub.example.test/start?o=${randomBytes(8).toString('hex')}`;
    for (const name of ['delivered', 'refused']) {
      const to = `${name}.${randomBytes(3).toString('hex')}@family.example`;
      if (name === 'refused') refused.add(to);
      const email = invitationEmail(
        { email: to, firstName: 'Maya', language: 'en' },
        'Tessa Moreau',
        link,
        7,
      );
      const queued = await handle.db.transaction((tx) =>
        queueEmail(
          tx,
          { outboxKey: developmentOutboxKey, jobs: null, publicUrl: settings.publicUrl },
          email,
          new Date(),
        ),
      );
      const [row] = await handle.db
        .select({ id: outboundEmails.id })
        .from(outboundEmails)
        .where(eq(outboundEmails.toAddress, to));
      const outcome = await deliverEmail(settings, mailer, row!.id, { lastTry: true });
      expect(outcome).toBe(name === 'refused' ? 'failed' : 'sent');
      secrets.push(to, queued.text.slice(0, 80));
    }
    mailer.transport.close();
    secrets.push(link, 'Tessa Moreau');

    const written = lines.join('');
    // What the lines did say, so the search below searched something.
    expect(written).toContain('"route":"/api/v2/auth/session/login/"');
    expect(written).toContain('"route":"/api/v2/user/set_password/"');
    expect(written).toMatch(/Email \d+ failed: 550 5\.1\.1 <…@family\.example>: mailbox unknown/);
    expect(written).toContain('Unhandled error on POST /api/v2/billing/payment/');
    for (const secret of secrets) expect(written, secret).not.toContain(secret);
    // Every address written is a domain alone.
    for (const domain of ['@family.example', '@gateway.example'])
      for (const before of written.split(domain).slice(0, -1)) expect(before.at(-1)).toBe('…');
  });
});
