import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('reading the environment', () => {
  it('seeds the demo world outside production by default', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('never seeds the demo world in production, even when asked to', () => {
    const config = readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it.each(['0', 'false', 'no', 'off'])('starts without the demo world when SEED_DEMO is %s', (value) => {
    expect(readConfig({ SEED_DEMO: value }).seedDemo).toBe(false);
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
    expect(readConfig({ SCRYPT_LOG_N: '18', NODE_ENV: 'production' }).passwordParams.logN).toBe(18);
  });

  it.each([
    ['14', 'production', 'SCRYPT_LOG_N must be a whole number from 17 to 20 in production, not "14".'],
    ['11', 'development', 'SCRYPT_LOG_N must be a whole number from 12 to 20, not "11".'],
    ['21', 'development', 'SCRYPT_LOG_N must be a whole number from 12 to 20, not "21".'],
    ['fast', 'development', 'SCRYPT_LOG_N must be a whole number from 12 to 20, not "fast".'],
  ])('refuses SCRYPT_LOG_N=%s in %s with a clear message', (value, mode, message) => {
    expect(() => readConfig({ SCRYPT_LOG_N: value, NODE_ENV: mode })).toThrow(message);
  });

  it('listens on loopback unless told otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['https://hub.example', 'https://hub.example'],
    ['https://hub.example/', 'https://hub.example'],
    ['http://127.0.0.1:8080/some/path', 'http://127.0.0.1:8080'],
    ['', null],
  ])('reads PUBLIC_URL=%s as the origin %s for links in emails', (value, origin) => {
    expect(readConfig({ PUBLIC_URL: value }).publicUrl).toBe(origin);
  });

  it.each([['hub.example'], ['ftp://hub.example']])('refuses PUBLIC_URL=%s with a clear message', (value) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(
      `PUBLIC_URL must be an http(s) address such as https://hub.example, not "${value}".`,
    );
  });
});
