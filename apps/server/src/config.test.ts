import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { developmentOutboxKey, readConfig } from './config';

/** A key as `openssl rand -base64 32` prints one. */
const OUTBOX_KEY = randomBytes(32).toString('base64');
/** What production needs for email besides OUTBOX_KEY. */
const mail = {
  SMTP_URL: 'smtp://hub:secret-password@mail.example:587',
  MAIL_FROM: 'Customer hub <hub@example.com>',
};

describe('reading the environment', () => {
  it('is no demo unless HUB_DEMO asks for it, whatever NODE_ENV says', () => {
    expect(readConfig({}).demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).demo).toBe(false);
    expect(readConfig({ HUB_DEMO: '1' }).demo).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it.each(['0', 'false', 'no', 'off'])('is no demo when HUB_DEMO is %s', (value) => {
    expect(readConfig({ HUB_DEMO: value }).demo).toBe(false);
  });

  it('refuses demo mode in production', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', HUB_DEMO: '1', PUBLIC_URL: 'https://hub.example' }),
    ).toThrow('HUB_DEMO cannot be used with NODE_ENV=production: the demo people have a published password.');
  });

  it.each([
    ['postgres://hub:secret@127.0.0.1:5432/hub'],
    ['postgres://hub:secret@localhost/hub'],
    ['postgres://hub@[::1]:5432/hub'],
    ['postgres:///hub?host=/var/run/postgresql'],
  ])('allows demo mode on the PostgreSQL of this machine (%s)', (url) => {
    expect(readConfig({ HUB_DEMO: '1', DATABASE_URL: url }).demo).toBe(true);
  });

  it('refuses demo mode on a PostgreSQL elsewhere unless told twice', () => {
    const env = { HUB_DEMO: '1', DATABASE_URL: 'postgres://hub:secret@db.internal.example:5432/hub' };
    expect(() => readConfig(env)).toThrow(
      'HUB_DEMO puts demo people with a published password into the database at db.internal.example. ' +
        'That is not this machine: set HUB_DEMO_REMOTE_DATABASE=yes as well if you mean it.',
    );
    expect(readConfig({ ...env, HUB_DEMO_REMOTE_DATABASE: 'yes' }).demo).toBe(true);
  });

  it('refuses to start in production without PUBLIC_URL, and uses the port on localhost elsewhere', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'PUBLIC_URL must be set in production (the origin links in emails start with, such as https://hub.example).',
    );
    expect(readConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each([['abc'], ['-1'], ['65536'], ['80.5']])('refuses PORT=%s with a clear message', (value) => {
    expect(() => readConfig({ PORT: value })).toThrow(
      `PORT must be a port number (0-65535), not "${value}".`,
    );
  });

  it('hashes new passwords at OWASP scrypt cost unless SCRYPT_LOG_N lowers it outside production', () => {
    expect(readConfig({}).passwordParams).toEqual({ logN: 17, r: 8, p: 1 });
    expect(readConfig({ SCRYPT_LOG_N: '14', NODE_ENV: 'test' }).passwordParams).toEqual({
      logN: 14,
      r: 8,
      p: 1,
    });
    expect(
      readConfig({
        SCRYPT_LOG_N: '18',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://hub.example',
        OUTBOX_KEY,
        ...mail,
      }).passwordParams.logN,
    ).toBe(18);
  });

  it.each([
    ['14', 'production', 'SCRYPT_LOG_N must be a whole number from 17 to 20 in production, not "14".'],
    ['11', 'development', 'SCRYPT_LOG_N must be a whole number from 12 to 20, not "11".'],
    ['21', 'development', 'SCRYPT_LOG_N must be a whole number from 12 to 20, not "21".'],
    ['fast', 'development', 'SCRYPT_LOG_N must be a whole number from 12 to 20, not "fast".'],
  ])('refuses SCRYPT_LOG_N=%s in %s with a clear message', (value, mode, message) => {
    expect(() =>
      readConfig({ SCRYPT_LOG_N: value, NODE_ENV: mode, PUBLIC_URL: 'https://hub.example' }),
    ).toThrow(message);
  });

  it('listens on loopback unless told otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['https://hub.example', 'https://hub.example'],
    ['https://hub.example/', 'https://hub.example'],
    ['http://127.0.0.1:8080/some/path', 'http://127.0.0.1:8080'],
    ['', 'http://localhost:8080'],
  ])('reads PUBLIC_URL=%s as the origin %s for links in emails', (value, origin) => {
    expect(readConfig({ PUBLIC_URL: value }).publicUrl).toBe(origin);
  });

  it.each([['hub.example'], ['ftp://hub.example']])('refuses PUBLIC_URL=%s with a clear message', (value) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(
      `PUBLIC_URL must be an http(s) address such as https://hub.example, not "${value}".`,
    );
  });

  it('refuses to start in production without OUTBOX_KEY, saying how to make one', () => {
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://hub.example' })).toThrow(
      'OUTBOX_KEY must be set in production (32 random bytes in base64 that seal the emails in the outbox table: openssl rand -base64 32 makes one).',
    );
    const config = readConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://hub.example',
      OUTBOX_KEY,
      ...mail,
    });
    expect(config.outboxKey.newest.key.export()).toEqual(Buffer.from(OUTBOX_KEY, 'base64'));
  });

  it('uses the development key outside production unless OUTBOX_KEY is set', () => {
    expect(readConfig({}).outboxKey).toBe(developmentOutboxKey);
    expect(readConfig({ OUTBOX_KEY: ' ' }).outboxKey).toBe(developmentOutboxKey);
    expect(developmentOutboxKey.newest.key.symmetricKeySize).toBe(32);
    expect(developmentOutboxKey.keys).toHaveLength(1);
    expect(readConfig({ OUTBOX_KEY }).outboxKey.newest.key.export()).toEqual(
      Buffer.from(OUTBOX_KEY, 'base64'),
    );
  });

  it.each([
    ['hex', randomBytes(32).toString('hex')],
    ['16 bytes', randomBytes(16).toString('base64')],
    ['33 bytes', randomBytes(33).toString('base64')],
    ['base64 without its padding', OUTBOX_KEY.slice(0, -1)],
    ['a passphrase', 'correct horse battery staple, correct horse!'],
  ])('refuses an OUTBOX_KEY in %s without showing it', (_, value) => {
    const read = () =>
      readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://hub.example', OUTBOX_KEY: value });
    expect(read).toThrow(
      `OUTBOX_KEY must be 32 bytes in base64 (44 characters, as openssl rand -base64 32 prints them), not a value of ${value.length} characters.`,
    );
    expect(read).not.toThrow(value);
  });

  describe('the outbox key ring', () => {
    const older = randomBytes(32).toString('base64');
    const oldest = randomBytes(32).toString('base64');
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://hub.example', ...mail };
    /** The ring's keys as base64, the sealing one first. */
    const ringOf = (env: NodeJS.ProcessEnv) =>
      readConfig(env).outboxKey.keys.map(({ key }) => key.export().toString('base64'));

    it.each([
      ['OUTBOX_KEY alone', { OUTBOX_KEY }, [OUTBOX_KEY]],
      ['one fallback', { OUTBOX_KEY, OUTBOX_KEY_FALLBACKS: older }, [OUTBOX_KEY, older]],
      [
        'two fallbacks, spaces and an empty item',
        { OUTBOX_KEY, OUTBOX_KEY_FALLBACKS: ` ${older} , ${oldest},` },
        [OUTBOX_KEY, older, oldest],
      ],
      ['an empty OUTBOX_KEY_FALLBACKS', { OUTBOX_KEY, OUTBOX_KEY_FALLBACKS: ' ' }, [OUTBOX_KEY]],
    ])('reads %s as a ring whose newest key is OUTBOX_KEY', (_, env, keys) => {
      expect(ringOf({ ...production, ...env })).toEqual(keys);
    });

    it('names each key by the first 4 bytes of its SHA-256, as the operations guide computes it', () => {
      const ring = readConfig({ OUTBOX_KEY }).outboxKey;
      const digest = createHash('sha256').update(Buffer.from(OUTBOX_KEY, 'base64')).digest('hex');
      expect(ring.newest.id).toBe(digest.slice(0, 8));
    });

    it.each([
      [
        'a fallback that is not a key',
        { OUTBOX_KEY, OUTBOX_KEY_FALLBACKS: `${older},not-a-key` },
        'key 2 of OUTBOX_KEY_FALLBACKS must be 32 bytes in base64 (44 characters, as openssl rand -base64 32 prints them), not a value of 9 characters.',
      ],
      [
        'OUTBOX_KEY again among the fallbacks',
        { OUTBOX_KEY, OUTBOX_KEY_FALLBACKS: `${older},${OUTBOX_KEY}` },
        'key 2 of OUTBOX_KEY_FALLBACKS is the same key as OUTBOX_KEY: give each key once.',
      ],
      [
        'a fallback given twice',
        { OUTBOX_KEY, OUTBOX_KEY_FALLBACKS: `${older}, ${older}` },
        'key 2 of OUTBOX_KEY_FALLBACKS is the same key as key 1 of OUTBOX_KEY_FALLBACKS: give each key once.',
      ],
      [
        'fallbacks without OUTBOX_KEY',
        { OUTBOX_KEY_FALLBACKS: older },
        'OUTBOX_KEY must be set in production (32 random bytes in base64 that seal the emails in the outbox table: openssl rand -base64 32 makes one).',
      ],
    ])('refuses to start in production with %s, without showing a key', (_, env, message) => {
      const read = () => readConfig({ ...production, ...env });
      expect(read).toThrow(message);
      for (const key of [OUTBOX_KEY, older]) expect(read).not.toThrow(key);
    });

    it('refuses fallbacks without OUTBOX_KEY outside production too, rather than seal with the development key', () => {
      expect(() => readConfig({ OUTBOX_KEY_FALLBACKS: older })).toThrow(
        'OUTBOX_KEY_FALLBACKS needs OUTBOX_KEY: the newest key, which seals, beside the older ones.',
      );
    });
  });

  it('sheds load above 200 requests in flight unless MAX_IN_FLIGHT says otherwise', () => {
    expect(readConfig({}).maxInFlight).toBe(200);
    expect(readConfig({ MAX_IN_FLIGHT: ' ' }).maxInFlight).toBe(200);
    expect(readConfig({ MAX_IN_FLIGHT: '50' }).maxInFlight).toBe(50);
  });

  it.each([['0'], ['-5'], ['12.5'], ['lots'], ['100001']])(
    'refuses MAX_IN_FLIGHT=%s with a clear message',
    (value) => {
      expect(() => readConfig({ MAX_IN_FLIGHT: value })).toThrow(
        `MAX_IN_FLIGHT must be a whole number of requests from 1 to 100000, not "${value}".`,
      );
    },
  );

  it('takes cards through the test-mode payment gateway unless PAYMENT_GATEWAY names another', () => {
    expect(readConfig({}).paymentGateway).toBe('test');
    expect(readConfig({ PAYMENT_GATEWAY: ' ' }).paymentGateway).toBe('test');
    expect(readConfig({ PAYMENT_GATEWAY: ' Test ' }).paymentGateway).toBe('test');
  });

  it.each([['paypal'], ['live'], ['x'.repeat(200)]])(
    'refuses PAYMENT_GATEWAY=%s with a clear message',
    (value) => {
      expect(() => readConfig({ PAYMENT_GATEWAY: value })).toThrow(
        `PAYMENT_GATEWAY must name a payment gateway adapter (test, stripe), not "${value.slice(0, 40)}".`,
      );
    },
  );

  describe('Stripe: PAYMENT_GATEWAY=stripe and its keys', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://hub.example', OUTBOX_KEY, ...mail };
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_51Hx0secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_0signing',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hx0public',
    };

    it('reads the three keys, and none for the test gateway', () => {
      expect(readConfig({ ...production, PAYMENT_GATEWAY: 'stripe', ...keys })).toMatchObject({
        paymentGateway: 'stripe',
        stripe: {
          secretKey: keys.STRIPE_SECRET_KEY,
          webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
          publishableKey: keys.STRIPE_PUBLISHABLE_KEY,
        },
      });
      expect(readConfig({ ...production, ...keys }).stripe).toBeNull();
    });

    it.each([
      [
        'STRIPE_SECRET_KEY',
        'STRIPE_SECRET_KEY must be set with PAYMENT_GATEWAY=stripe (the secret API key, from Stripe’s dashboard).',
      ],
      [
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_WEBHOOK_SECRET must be set with PAYMENT_GATEWAY=stripe (the webhook signing secret, from Stripe’s dashboard).',
      ],
      [
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_PUBLISHABLE_KEY must be set with PAYMENT_GATEWAY=stripe (the publishable key, from Stripe’s dashboard).',
      ],
    ] as const)('refuses to start in production without %s, naming it', (name, message) => {
      expect(() => readConfig({ ...production, PAYMENT_GATEWAY: 'stripe', ...keys, [name]: ' ' })).toThrow(
        message,
      );
    });

    it('refuses a key of the wrong kind without quoting it back', () => {
      let message = '';
      try {
        readConfig({
          ...production,
          PAYMENT_GATEWAY: 'stripe',
          ...keys,
          STRIPE_SECRET_KEY: 'pk_live_51Hx0public',
        });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe('STRIPE_SECRET_KEY must be the secret API key, starting with sk_ or rk_.');
    });
  });

  // Spec section 9: the default phone country comes from configuration.
  it.each([
    [undefined, 'US'],
    ['', 'US'],
    [' ', 'US'],
    ['CA', 'CA'],
    [' gb ', 'GB'],
    ['mx', 'MX'],
  ])('starts phone fields on the country DEFAULT_PHONE_COUNTRY=%j names: %s', (value, country) => {
    expect(readConfig({ DEFAULT_PHONE_COUNTRY: value }).defaultPhoneCountry).toBe(country);
  });

  it.each([['USA'], ['ZZ'], ['1'], ['United Kingdom']])(
    'refuses DEFAULT_PHONE_COUNTRY=%s with a clear message',
    (value) => {
      expect(() => readConfig({ DEFAULT_PHONE_COUNTRY: value })).toThrow(
        `DEFAULT_PHONE_COUNTRY must be the two-letter code of a country of the phone list, such as US, CA or GB, not "${value}".`,
      );
    },
  );

  describe('email: SMTP_URL and MAIL_FROM', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://hub.example', OUTBOX_KEY };

    it('refuses to start in production without either, saying what to set', () => {
      expect(() => readConfig({ ...production, MAIL_FROM: mail.MAIL_FROM })).toThrow(
        'SMTP_URL must be set in production (the mail server, such as smtp://user:password@host:587).',
      );
      expect(() => readConfig({ ...production, SMTP_URL: mail.SMTP_URL })).toThrow(
        'MAIL_FROM must be set in production (the sender, such as Customer hub <hub@example.com>).',
      );
      const config = readConfig({ ...production, ...mail });
      expect(config.smtpUrl).toBe(mail.SMTP_URL);
      expect(config.mailFrom).toBe(mail.MAIL_FROM);
    });

    it('outside production, without SMTP_URL, delivers to the catcher and sends from hub@localhost', () => {
      const config = readConfig({});
      expect(config.smtpUrl).toBeNull();
      expect(config.mailFrom).toBe('Customer hub <hub@localhost>');
    });

    it.each([
      ['http://mail.example', 'not SMTP'],
      ['smtp://', 'no host'],
      ['mail.example:587', 'no scheme'],
      ['smtp://user:hunter2@ bad host', 'not a URL'],
    ])('refuses SMTP_URL %s (%s) without quoting it back', (value) => {
      let message = '';
      try {
        readConfig({ SMTP_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@host:587.',
      );
      expect(message).not.toContain('hunter2');
    });

    it.each([
      ['hub@example.com', true],
      ['Customer hub <hub@example.com>', true],
      ['no address', false],
      ['Hub <hub@example.com>\r\nBcc: everyone@example.com', false],
      [`${'a'.repeat(320)}@example.com`, false],
    ])('MAIL_FROM %s is taken: %s', (value, taken) => {
      const read = () => readConfig({ MAIL_FROM: value });
      if (taken) expect(read().mailFrom).toBe(value);
      else
        expect(read).toThrow(/^MAIL_FROM must be an address such as Customer hub <hub@example.com>, not "/);
    });
  });
});
