import { describe, expect, it } from 'vitest';
import { createLogger, logFunction, safeLogText } from './logger';

describe('free text on its way into a log line', () => {
  it.each([
    [
      'an email address keeps only its domain',
      'refused <jane.doe@family.example>',
      'refused <…@family.example>',
    ],
    ['an address at a sentence’s end', 'write to jane@family.example.', 'write to …@family.example.'],
    ['an address in a link', 'mailto:jane@family.example', 'mailto:…@family.example'],
    [
      'a URL’s credentials',
      'smtp://hub:s3cret@mail.example:587 down',
      'smtp://[redacted]@mail.example:587 down',
    ],
    ['a bearer token', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['a token in a query', '/reset?token=Zm9vYmFy&lang=en', '/reset?token=[redacted]&lang=en'],
    ['a password in a form', 'username=x&password=hunter2', 'username=x&password=[redacted]'],
    ['a card number, spaced or not', 'card 4242 4242 4242 4242 or 4000056655665556', 'card [card] or [card]'],
    ['a long number that is no card', 'at 1718000000001 ms', 'at 1718000000001 ms'],
    [
      'a package path in a stack',
      'at node_modules/.pnpm/hono@4.13.19/x.js',
      'at node_modules/.pnpm/hono@4.13.19/x.js',
    ],
    ['a forged second line', 'ok\nINFO admin signed in', 'ok\\nINFO admin signed in'],
  ])('%s', (_, text, logged) => {
    expect(safeLogText(text)).toBe(logged);
  });

  it('bounds a long text, and an address at the cut is not left half', () => {
    const text = `${'x'.repeat(990)} jane.doe@family.example`;
    expect(safeLogText(text, 1000)).not.toContain('jane');
    expect(safeLogText('a'.repeat(5000)).length).toBeLessThan(1020);
  });
});

describe('the logger', () => {
  async function logged(write: (log: ReturnType<typeof logFunction>) => void) {
    const lines: string[] = [];
    const logger = await createLogger({ destination: { write: (line) => lines.push(line) } });
    write(logFunction(logger));
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes a message with an error at error level, with the error’s type, message, code and stack', async () => {
    const error = Object.assign(new Error('550 <maya@family.example> unknown'), {
      code: 'EENVELOPE',
      rejected: ['maya@family.example'],
    });
    const [line] = await logged((log) => log('Email 5 failed', error));
    expect(line).toMatchObject({
      level: 50,
      msg: 'Email 5 failed',
      err: { type: 'Error', message: '550 <…@family.example> unknown', code: 'EENVELOPE' },
    });
    expect((line!.err as { stack: string }).stack).toContain('logger.test.ts');
    // The error's other fields (nodemailer's list of refused recipients) are not written.
    expect(JSON.stringify(line)).not.toContain('maya@');
  });

  it('writes a message without an error at warn level', async () => {
    expect(await logged((log) => log('Email 6 does not open with this OUTBOX_KEY'))).toMatchObject([
      { level: 40, msg: 'Email 6 does not open with this OUTBOX_KEY' },
    ]);
  });

  it('redacts secret keys in a logged object, at its top and one level down', async () => {
    const lines: string[] = [];
    const logger = await createLogger({ destination: { write: (line) => lines.push(line) } });
    logger.info({ password: 'p1', user: { email: 'a@b.example', cookie: 'sid=1' }, route: '/x' }, 'sign-in');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      password: '[redacted]',
      user: { email: '[redacted]', cookie: '[redacted]' },
      route: '/x',
    });
  });
});
