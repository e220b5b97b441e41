import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl } from './scrub';

describe('what an error report may carry', () => {
  it.each([
    {
      rule: 'a set-password link loses its token',
      url: '/start?o=abc123',
      scrubbed: '/start?o=%5BFiltered%5D',
    },
    {
      rule: 'an absolute link loses its token and keeps the rest',
      url: 'https://hub.example/start?o=abc&ref=mail',
      scrubbed: 'https://hub.example/start?o=%5BFiltered%5D&ref=mail',
    },
    {
      rule: 'a login link loses the email filled in',
      url: '/login?email=dana%40example.com&next=%2Fdashboard',
      scrubbed: '/login?email=%5BFiltered%5D&next=%2Fdashboard',
    },
    {
      rule: 'an invoice link loses its external id',
      url: '/invoice?ext_id=in_1&account_id=7',
      scrubbed: '/invoice?ext_id=%5BFiltered%5D&account_id=7',
    },
    {
      rule: 'a url without secrets stays as it was',
      url: '/dashboard/stats?pid=21',
      scrubbed: '/dashboard/stats?pid=21',
    },
  ])('$rule', ({ url, scrubbed }) => {
    expect(scrubUrl(url)).toBe(scrubbed);
  });

  it.each([
    {
      rule: 'an email address goes',
      text: 'No account for dana@example.com',
      scrubbed: 'No account for [Filtered]',
    },
    {
      rule: 'a phone number goes',
      text: 'Phone +1 201 555 0123 refused',
      scrubbed: 'Phone [Filtered] refused',
    },
    {
      rule: 'a compact phone number goes',
      text: 'Phone +12015550123 refused',
      scrubbed: 'Phone [Filtered] refused',
    },
    {
      rule: 'a url in a message loses its token',
      text: 'Failed at /start?o=abc',
      scrubbed: 'Failed at /start?o=%5BFiltered%5D',
    },
    {
      rule: 'short numbers stay (ids, years, statuses)',
      text: 'Player 21 got 503 in 2026',
      scrubbed: 'Player 21 got 503 in 2026',
    },
  ])('$rule', ({ text, scrubbed }) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('reads a long hostile text in linear time', { timeout: 30_000 }, () => {
    // No budget in milliseconds (a loaded machine breaks any): 300,000 characters made to make a
    // backtracking pattern take time. Linear, this is a few milliseconds; quadratic, it is some 10^10
    // steps, minutes, and the test's timeout fails it.
    const hostile = `${'a@'.repeat(50_000)} ${'1 '.repeat(50_000)} ${'/?'.repeat(50_000)}`;
    expect(scrubText(hostile).length).toBeGreaterThan(0);
  });

  it('drops cookies, body, referer and the person except their id', () => {
    const event = scrubEvent({
      type: undefined,
      request: {
        url: 'https://hub.example/start?o=abc',
        cookies: { sessionid: 'x' },
        data: { password: 'p' },
        headers: { Referer: 'https://hub.example/start?o=abc', 'User-Agent': 'ua' },
      },
      user: { id: 7, email: 'dana@example.com', username: 'Dana' },
      extra: { token: 'abc', nested: { note: 'call +1 201 555 0123' } },
    });
    expect(event.request).toEqual({
      url: 'https://hub.example/start?o=%5BFiltered%5D',
      headers: { 'User-Agent': 'ua' },
    });
    expect(event.user).toEqual({ id: 7 });
    expect(event.extra).toEqual({ token: '[Filtered]', nested: { note: 'call [Filtered]' } });
  });

  it('scrubs navigation breadcrumbs', () => {
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/login', to: '/start?o=abc' } }).data,
    ).toEqual({
      from: '/login',
      to: '/start?o=%5BFiltered%5D',
    });
  });
});
